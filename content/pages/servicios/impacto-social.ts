import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/impacto-social',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Impacto social',
      description:
        'Cómo El Dorado se relaciona con sus vecinos de Fontibón, Engativá y Funza: empleo, emprendimiento local, cultura, inclusión y canales de diálogo.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El aeropuerto limita con las localidades de <strong>Fontibón</strong> y <strong>Engativá</strong>, en Bogotá, y con el municipio de <strong>Funza</strong>, en Cundinamarca. Es además uno de los grandes empleadores de la ciudad: aerolíneas, autoridades, tiendas, restaurantes, carga y servicios dan trabajo cada día a miles de personas.</p>
<p>OPAIN, el operador del aeropuerto, trabaja con estas comunidades para que el crecimiento de El Dorado también genere oportunidades a su alrededor.</p>`,
        },
        {
          type: 'table',
          caption: 'Líneas de trabajo con la comunidad',
          columns: ['Línea', 'Qué significa'],
          rows: [
            ['Empleo', 'Divulgación de vacantes del aeropuerto y de sus aliados, con prioridad a la oferta local.'],
            [
              'Emprendimiento local',
              'Paraíso Sello Local reúne {{localBrands}} emprendimientos colombianos con vitrina dentro de la terminal.',
            ],
            [
              'Cultura',
              'Exposiciones abiertas al público, como Oro Puro: {{exhibitionPhotos}} fotografías de {{exhibitionPhotoDiameterCm}} cm de diámetro.',
            ],
            ['Inclusión', 'Accesibilidad, programa girasol para discapacidades no visibles y atención preferencial.'],
            ['Diálogo', 'Canales abiertos para vecinos, organizaciones y autoridades locales.'],
          ],
        },
        {
          type: 'cards',
          title: 'Conozca los programas',
          items: [
            {
              title: 'Paraíso Sello Local',
              text: 'Compre productos de emprendedores colombianos.',
              href: '/paraiso-sello-local',
            },
            {
              title: 'Oro Puro',
              text: 'La exposición fotográfica del aeropuerto.',
              href: '/experiencia/oro-puro',
            },
            {
              title: 'Trabaje con nosotros',
              text: 'Vacantes en el aeropuerto.',
              href: '/corporativo/servicios/trabaja-con-nosotros',
            },
            {
              title: 'Nuestro compromiso',
              text: 'Los compromisos del operador con el país.',
              href: '/corporativo/servicios/nuestro-compromiso',
            },
            {
              title: 'Programa girasol',
              text: 'Apoyo para discapacidades no visibles.',
              href: '/servicios/sunflower',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: '¿Es vecino del aeropuerto?',
          html: `<p>Si tiene una inquietud o una propuesta para su comunidad, escríbanos por el <a href="/eldorado-sostenible/contacto">contacto de El Dorado sostenible</a>. Para peticiones, quejas y reclamos formales, use el <a href="/contacto#pqrs">formulario PQRS</a>.</p>`,
        },
      ],
    },
    en: {
      title: 'Social impact',
      description:
        'How El Dorado works with its neighbours in Fontibón, Engativá and Funza: jobs, local entrepreneurs, culture, inclusion and channels for dialogue.',
      blocks: [
        {
          type: 'richText',
          html: `<p>The airport borders the Bogota districts of <strong>Fontibón</strong> and <strong>Engativá</strong> and the municipality of <strong>Funza</strong> in Cundinamarca. It is also one of the city’s major employers: airlines, authorities, shops, restaurants, cargo and services provide work for thousands of people every day.</p>
<p>OPAIN, the airport operator, works with these communities so that El Dorado’s growth also creates opportunities around it.</p>`,
        },
        {
          type: 'table',
          caption: 'Areas of work with the community',
          columns: ['Area', 'What it means'],
          rows: [
            ['Jobs', 'Publicising vacancies at the airport and its partners, giving priority to local candidates.'],
            [
              'Local entrepreneurs',
              'Paraíso Sello Local brings together {{localBrands}} Colombian small businesses with a shop window inside the terminal.',
            ],
            [
              'Culture',
              'Exhibitions open to the public, such as Oro Puro: {{exhibitionPhotos}} photographs {{exhibitionPhotoDiameterCm}} cm in diameter.',
            ],
            ['Inclusion', 'Accessibility, the Sunflower scheme for non-visible disabilities and priority service.'],
            ['Dialogue', 'Open channels for neighbours, organisations and local authorities.'],
          ],
        },
        {
          type: 'cards',
          title: 'Discover the programmes',
          items: [
            {
              title: 'Paraíso Sello Local',
              text: 'Buy products from Colombian entrepreneurs.',
              href: '/paraiso-sello-local',
            },
            {
              title: 'Oro Puro',
              text: 'The airport’s photographic exhibition.',
              href: '/experiencia/oro-puro',
            },
            {
              title: 'Work with us',
              text: 'Job openings at the airport.',
              href: '/corporativo/servicios/trabaja-con-nosotros',
            },
            {
              title: 'Our commitment',
              text: 'The operator’s commitments to the country.',
              href: '/corporativo/servicios/nuestro-compromiso',
            },
            {
              title: 'Sunflower programme',
              text: 'Support for non-visible disabilities.',
              href: '/servicios/sunflower',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Do you live near the airport?',
          html: `<p>If you have a concern or a proposal for your community, write to us through the <a href="/eldorado-sostenible/contacto">Sustainable El Dorado contact</a>. For formal requests and complaints, use the <a href="/contacto#pqrs">PQRS form</a>.</p>`,
        },
      ],
    },
    fr: {
      title: 'Impact social',
      description:
        'Comment El Dorado agit avec ses voisins de Fontibón, Engativá et Funza : emploi, entrepreneuriat local, culture, inclusion et dialogue.',
      blocks: [
        {
          type: 'richText',
          html: `<p>L’aéroport est voisin des arrondissements de <strong>Fontibón</strong> et d’<strong>Engativá</strong>, à Bogota, et de la commune de <strong>Funza</strong>, dans le Cundinamarca. C’est aussi l’un des grands employeurs de la ville : compagnies, autorités, boutiques, restaurants, fret et services font travailler chaque jour des milliers de personnes.</p>
<p>OPAIN, l’exploitant de l’aéroport, travaille avec ces communautés pour que la croissance d’El Dorado crée aussi des opportunités autour de lui.</p>`,
        },
        {
          type: 'table',
          caption: 'Axes de travail avec les habitants',
          columns: ['Axe', 'En pratique'],
          rows: [
            [
              'Emploi',
              'Diffusion des offres d’emploi de l’aéroport et de ses partenaires, en priorité auprès des candidats locaux.',
            ],
            [
              'Entrepreneuriat local',
              'Paraíso Sello Local réunit {{localBrands}} petites entreprises colombiennes avec une vitrine dans le terminal.',
            ],
            [
              'Culture',
              'Expositions ouvertes au public, comme Oro Puro : {{exhibitionPhotos}} photographies de {{exhibitionPhotoDiameterCm}} cm de diamètre.',
            ],
            ['Inclusion', 'Accessibilité, programme tournesol pour les handicaps invisibles et accueil prioritaire.'],
            ['Dialogue', 'Des canaux ouverts aux riverains, aux associations et aux autorités locales.'],
          ],
        },
        {
          type: 'cards',
          title: 'Découvrez les programmes',
          items: [
            {
              title: 'Paraíso Sello Local',
              text: 'Achetez les produits d’entrepreneurs colombiens.',
              href: '/paraiso-sello-local',
            },
            {
              title: 'Oro Puro',
              text: 'L’exposition photographique de l’aéroport.',
              href: '/experiencia/oro-puro',
            },
            {
              title: 'Travailler avec nous',
              text: 'Offres d’emploi à l’aéroport.',
              href: '/corporativo/servicios/trabaja-con-nosotros',
            },
            {
              title: 'Notre engagement',
              text: 'Les engagements de l’exploitant envers le pays.',
              href: '/corporativo/servicios/nuestro-compromiso',
            },
            {
              title: 'Programme tournesol',
              text: 'Un soutien pour les handicaps invisibles.',
              href: '/servicios/sunflower',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Vous habitez près de l’aéroport ?',
          html: `<p>Pour une question ou une proposition pour votre quartier, écrivez-nous via le <a href="/eldorado-sostenible/contacto">contact d’El Dorado durable</a>. Pour les demandes et réclamations formelles, utilisez le <a href="/contacto#pqrs">formulaire PQRS</a>.</p>`,
        },
      ],
    },
    pt: {
      title: 'Impacto social',
      description:
        'Como o El Dorado se relaciona com seus vizinhos de Fontibón, Engativá e Funza: emprego, empreendedorismo local, cultura, inclusão e diálogo.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O aeroporto faz divisa com as localidades de <strong>Fontibón</strong> e <strong>Engativá</strong>, em Bogotá, e com o município de <strong>Funza</strong>, em Cundinamarca. É também um dos grandes empregadores da cidade: companhias aéreas, autoridades, lojas, restaurantes, carga e serviços dão trabalho a milhares de pessoas diariamente.</p>
<p>A OPAIN, operadora do aeroporto, trabalha com essas comunidades para que o crescimento do El Dorado também gere oportunidades ao seu redor.</p>`,
        },
        {
          type: 'table',
          caption: 'Linhas de trabalho com a comunidade',
          columns: ['Linha', 'O que significa'],
          rows: [
            ['Emprego', 'Divulgação de vagas do aeroporto e de seus parceiros, com prioridade para candidatos locais.'],
            [
              'Empreendedorismo local',
              'O Paraíso Sello Local reúne {{localBrands}} empreendimentos colombianos com vitrine dentro do terminal.',
            ],
            [
              'Cultura',
              'Exposições abertas ao público, como Oro Puro: {{exhibitionPhotos}} fotografias de {{exhibitionPhotoDiameterCm}} cm de diâmetro.',
            ],
            [
              'Inclusão',
              'Acessibilidade, programa girassol para deficiências não visíveis e atendimento preferencial.',
            ],
            ['Diálogo', 'Canais abertos para vizinhos, organizações e autoridades locais.'],
          ],
        },
        {
          type: 'cards',
          title: 'Conheça os programas',
          items: [
            {
              title: 'Paraíso Sello Local',
              text: 'Compre produtos de empreendedores colombianos.',
              href: '/paraiso-sello-local',
            },
            {
              title: 'Oro Puro',
              text: 'A exposição fotográfica do aeroporto.',
              href: '/experiencia/oro-puro',
            },
            {
              title: 'Trabalhe conosco',
              text: 'Vagas no aeroporto.',
              href: '/corporativo/servicios/trabaja-con-nosotros',
            },
            {
              title: 'Nosso compromisso',
              text: 'Os compromissos da operadora com o país.',
              href: '/corporativo/servicios/nuestro-compromiso',
            },
            {
              title: 'Programa girassol',
              text: 'Apoio para deficiências não visíveis.',
              href: '/servicios/sunflower',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Você mora perto do aeroporto?',
          html: `<p>Se tiver uma dúvida ou proposta para a sua comunidade, escreva pelo <a href="/eldorado-sostenible/contacto">contato do El Dorado sustentável</a>. Para solicitações e reclamações formais, use o <a href="/contacto#pqrs">formulário PQRS</a>.</p>`,
        },
      ],
    },
  },
});
