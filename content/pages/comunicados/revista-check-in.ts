import { definePage } from '@/content/schemas';

export default definePage({
  path: '/comunicados/revista-check-in',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Revista Check-In',
      description:
        'Check-In, la revista de El Dorado: destinos, cultura, gastronomía, novedades del aeropuerto y ofertas para quienes viajan por Bogotá.',
      blocks: [
        {
          type: 'richText',
          html: `<p><strong>Check-In</strong> es la revista del Aeropuerto Internacional El Dorado. Acompaña a los viajeros mientras esperan su vuelo con historias sobre Bogotá y Colombia, recomendaciones de viaje y lo más reciente del aeropuerto. Es gratuita.</p>
<h3>Qué encontrará</h3>
<ul>
<li>Destinos nacionales e internacionales conectados desde El Dorado.</li>
<li>Cultura, arte y gastronomía colombiana, incluidas las exposiciones del aeropuerto.</li>
<li>Novedades de la terminal: nuevos servicios, tiendas y restaurantes.</li>
<li>Ofertas para pasajeros y consejos prácticos para viajar mejor.</li>
</ul>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Dónde leerla',
          html: `<p>Encuentre ejemplares impresos en distintos puntos de las terminales, según disponibilidad, y consulte las ediciones digitales en la sección de <a href="/pdf">documentos</a> del sitio.</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Anunciantes y colaboraciones</h3>
<p>Si su marca quiere anunciar en la revista o tiene una propuesta de contenido, escríbanos mediante el formulario de <a href="/contacto">contacto</a> e indique «Revista Check-In» en el asunto.</p>`,
        },
        {
          type: 'cards',
          title: 'Siga leyendo',
          items: [
            {
              title: 'El Dorado informa',
              text: 'Noticias y comunicados del aeropuerto.',
              href: '/eldorado-informa',
            },
            {
              title: 'Experiencia El Dorado',
              text: 'Arte, cultura y exposiciones en la terminal.',
              href: '/experiencia',
            },
            {
              title: 'Ofertas',
              text: 'Promociones para pasajeros y empleados.',
              href: '/ofertas',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Check-In magazine',
      description:
        'Check-In, El Dorado’s magazine: destinations, culture, food, airport news and offers for people travelling through Bogota.',
      blocks: [
        {
          type: 'richText',
          html: `<p><strong>Check-In</strong> is the magazine of El Dorado International Airport. It keeps travellers company while they wait for their flight, with stories about Bogota and Colombia, travel tips and the latest airport news. It is free.</p>
<h3>What you will find</h3>
<ul>
<li>Domestic and international destinations served from El Dorado.</li>
<li>Colombian culture, art and food, including the airport’s exhibitions.</li>
<li>Terminal news: new services, shops and restaurants.</li>
<li>Passenger offers and practical tips for better travel.</li>
</ul>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Where to read it',
          html: `<p>Pick up a printed copy at various points in the terminals, while stocks last, and read the digital editions in the <a href="/pdf">documents</a> section of this website.</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Advertisers and contributors</h3>
<p>If your brand would like to advertise in the magazine or you have a content proposal, write to us through the <a href="/contacto">contact</a> form and put “Check-In magazine” in the subject line.</p>`,
        },
        {
          type: 'cards',
          title: 'Keep reading',
          items: [
            {
              title: 'El Dorado news',
              text: 'Airport news and press releases.',
              href: '/eldorado-informa',
            },
            {
              title: 'El Dorado experience',
              text: 'Art, culture and exhibitions in the terminal.',
              href: '/experiencia',
            },
            {
              title: 'Offers',
              text: 'Deals for passengers and employees.',
              href: '/ofertas',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Magazine Check-In',
      description:
        "Check-In, le magazine d'El Dorado : destinations, culture, gastronomie, actualités de l'aéroport et offres pour les voyageurs de passage à Bogota.",
      blocks: [
        {
          type: 'richText',
          html: `<p><strong>Check-In</strong> est le magazine de l'aéroport international El Dorado. Il accompagne les voyageurs pendant leur attente avec des articles sur Bogota et la Colombie, des conseils de voyage et les dernières nouvelles de l'aéroport. Il est gratuit.</p>
<h3>Au sommaire</h3>
<ul>
<li>Destinations nationales et internationales desservies depuis El Dorado.</li>
<li>Culture, art et gastronomie colombiennes, dont les expositions de l'aéroport.</li>
<li>Nouveautés du terminal : nouveaux services, boutiques et restaurants.</li>
<li>Offres pour les passagers et conseils pratiques pour mieux voyager.</li>
</ul>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Où le lire',
          html: `<p>Des exemplaires imprimés sont disponibles en différents points des terminaux, dans la limite des stocks, et les éditions numériques se trouvent dans la rubrique <a href="/pdf">documents</a> du site.</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Annonceurs et collaborations</h3>
<p>Si votre marque souhaite faire de la publicité dans le magazine ou si vous avez une proposition de contenu, écrivez-nous via le formulaire de <a href="/contacto">contact</a> en indiquant « Magazine Check-In » dans l'objet.</p>`,
        },
        {
          type: 'cards',
          title: 'À lire aussi',
          items: [
            {
              title: 'Actualités El Dorado',
              text: "Actualités et communiqués de l'aéroport.",
              href: '/eldorado-informa',
            },
            {
              title: "L'expérience El Dorado",
              text: 'Art, culture et expositions dans le terminal.',
              href: '/experiencia',
            },
            {
              title: 'Offres',
              text: 'Promotions pour les passagers et les employés.',
              href: '/ofertas',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Revista Check-In',
      description:
        'Check-In, a revista do El Dorado: destinos, cultura, gastronomia, novidades do aeroporto e ofertas para quem viaja por Bogotá.',
      blocks: [
        {
          type: 'richText',
          html: `<p><strong>Check-In</strong> é a revista do Aeroporto Internacional El Dorado. Ela acompanha os viajantes enquanto esperam o voo, com histórias sobre Bogotá e a Colômbia, dicas de viagem e as últimas novidades do aeroporto. É gratuita.</p>
<h3>O que você vai encontrar</h3>
<ul>
<li>Destinos nacionais e internacionais com voos a partir do El Dorado.</li>
<li>Cultura, arte e gastronomia colombianas, incluindo as exposições do aeroporto.</li>
<li>Novidades do terminal: novos serviços, lojas e restaurantes.</li>
<li>Ofertas para passageiros e dicas práticas para viajar melhor.</li>
</ul>`,
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Onde ler',
          html: `<p>Há exemplares impressos em vários pontos dos terminais, conforme a disponibilidade, e as edições digitais ficam na seção de <a href="/pdf">documentos</a> do site.</p>`,
        },
        {
          type: 'richText',
          html: `<h3>Anunciantes e colaborações</h3>
<p>Se a sua marca quer anunciar na revista ou se você tem uma proposta de conteúdo, escreva pelo formulário de <a href="/contacto">contato</a> e informe “Revista Check-In” no assunto.</p>`,
        },
        {
          type: 'cards',
          title: 'Continue lendo',
          items: [
            {
              title: 'El Dorado informa',
              text: 'Notícias e comunicados do aeroporto.',
              href: '/eldorado-informa',
            },
            {
              title: 'Experiência El Dorado',
              text: 'Arte, cultura e exposições no terminal.',
              href: '/experiencia',
            },
            {
              title: 'Ofertas',
              text: 'Promoções para passageiros e funcionários.',
              href: '/ofertas',
            },
          ],
        },
      ],
    },
  },
});
