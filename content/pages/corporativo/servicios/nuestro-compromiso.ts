import { definePage } from '@/content/schemas';

export default definePage({
  path: '/corporativo/servicios/nuestro-compromiso',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Nuestro compromiso',
      description:
        'Lo que OPAIN, concesionario de El Dorado, se compromete a cumplir con pasajeros, trabajadores, vecinos y el medio ambiente, y cómo exigirlo.',
      blocks: [
        {
          type: 'richText',
          html: '<p><strong>OPAIN S.A.</strong> opera, mantiene y moderniza el Aeropuerto Internacional El Dorado en virtud de un contrato de concesión con el Estado colombiano. Nuestro compromiso es que cada viaje que pasa por Bogotá sea seguro, ágil y amable, y que el aeropuerto crezca de forma responsable con la ciudad y el planeta.</p>',
        },
        {
          type: 'cards',
          title: 'Nos comprometemos con',
          items: [
            {
              title: 'Seguridad',
              text: 'Operación segura las 24 horas, en coordinación con la Aerocivil, la Policía Aeroportuaria y los servicios de sanidad y emergencia.',
              href: '/servicios/sanidad-y-emergencia',
              linkLabel: 'Sanidad y emergencia',
            },
            {
              title: 'Un servicio para todas las personas',
              text: 'Asistencia a personas con movilidad reducida, sillas de ruedas y el programa de girasoles para discapacidades no visibles.',
              href: '/accesibilidad',
              linkLabel: 'Ver accesibilidad',
            },
            {
              title: 'Información clara',
              text: 'Vuelos, tiempos de fila y parqueaderos en tiempo real para que planee su llegada.',
              href: '/informacion-en-tiempo-real',
              linkLabel: 'Ver información en tiempo real',
            },
            {
              title: 'El medio ambiente',
              text: 'Agua, energía, emisiones, residuos y biodiversidad gestionados en el programa El Dorado Sostenible.',
              href: '/eldorado-sostenible/servicios/que-es-eldorado-sostenible',
              linkLabel: 'Ver El Dorado Sostenible',
            },
            {
              title: 'Nuestros vecinos',
              text: 'Programas con las comunidades de Fontibón, Engativá y los municipios cercanos.',
              href: '/servicios/impacto-social',
              linkLabel: 'Ver impacto social',
            },
            {
              title: 'Sus datos',
              text: 'Tratamiento de datos personales conforme a la {{dataProtectionLaw}}, con la opción de pedir su eliminación.',
              href: '/eliminacion-datos',
              linkLabel: 'Eliminación de datos',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Un aeropuerto libre de humo</h3><p>Por la {{smokingLaw}}, en El Dorado no hay zonas para fumar dentro de las terminales. Tampoco se permite usar cigarrillos electrónicos ni vapeadores en las áreas cerradas. Le pedimos respetar esta norma por la salud de pasajeros y trabajadores.</p>',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Ayúdenos a cumplir',
          html: '<p>Si algo no funcionó como esperaba, o si quiere felicitar a alguien, escríbanos en <a href="/contacto#pqrs">PQRS</a> (hasta {{pqrsMaxCharacters}} caracteres, con foto opcional). Para dudas inmediatas, Dora, nuestra asistente virtual, responde por WhatsApp las 24 horas en el {{doraWhatsapp}}.</p>',
        },
      ],
    },
    en: {
      title: 'Our commitment',
      description:
        'What OPAIN, El Dorado’s concessionaire, commits to for passengers, workers, neighbours and the environment, and how to hold us to it.',
      blocks: [
        {
          type: 'richText',
          html: '<p><strong>OPAIN S.A.</strong> operates, maintains and modernises El Dorado International Airport under a concession contract with the Colombian State. Our commitment is that every journey through Bogota is safe, smooth and friendly, and that the airport grows responsibly with the city and the planet.</p>',
        },
        {
          type: 'cards',
          title: 'We are committed to',
          items: [
            {
              title: 'Safety',
              text: 'Safe operations around the clock, in coordination with Aerocivil, the Airport Police and the health and emergency services.',
              href: '/servicios/sanidad-y-emergencia',
              linkLabel: 'Health and emergencies',
            },
            {
              title: 'A service for everyone',
              text: 'Assistance for passengers with reduced mobility, wheelchairs and the sunflower programme for hidden disabilities.',
              href: '/accesibilidad',
              linkLabel: 'See accessibility',
            },
            {
              title: 'Clear information',
              text: 'Real-time flights, queue times and parking so you can plan your arrival.',
              href: '/informacion-en-tiempo-real',
              linkLabel: 'See real-time information',
            },
            {
              title: 'The environment',
              text: 'Water, energy, emissions, waste and biodiversity managed under the El Dorado Sostenible programme.',
              href: '/eldorado-sostenible/servicios/que-es-eldorado-sostenible',
              linkLabel: 'See El Dorado Sostenible',
            },
            {
              title: 'Our neighbours',
              text: 'Programmes with the communities of Fontibón, Engativá and the nearby municipalities.',
              href: '/servicios/impacto-social',
              linkLabel: 'See social impact',
            },
            {
              title: 'Your data',
              text: 'Personal data processed under Colombian law ({{dataProtectionLaw}}), with the option of requesting its deletion.',
              href: '/eliminacion-datos',
              linkLabel: 'Data deletion',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>A smoke-free airport</h3><p>Under Colombian law ({{smokingLaw}}), there are no smoking areas inside El Dorado’s terminals. E-cigarettes and vapes may not be used in enclosed areas either. Please respect this rule for the health of passengers and workers.</p>',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Help us keep our word',
          html: '<p>If something did not work as expected, or you want to praise someone, write to us through <a href="/contacto#pqrs">PQRS</a> (up to {{pqrsMaxCharacters}} characters, with an optional photo). For quick questions, Dora, our virtual assistant, answers on WhatsApp 24 hours a day at {{doraWhatsapp}}.</p>',
        },
      ],
    },
    fr: {
      title: 'Notre engagement',
      description:
        'Ce à quoi OPAIN, concessionnaire d’El Dorado, s’engage envers les passagers, les salariés, les riverains et l’environnement, et comment nous le rappeler.',
      blocks: [
        {
          type: 'richText',
          html: '<p><strong>OPAIN S.A.</strong> exploite, entretient et modernise l’aéroport international El Dorado dans le cadre d’un contrat de concession avec l’État colombien. Notre engagement : que chaque voyage passant par Bogota soit sûr, fluide et agréable, et que l’aéroport se développe de façon responsable envers la ville et la planète.</p>',
        },
        {
          type: 'cards',
          title: 'Nous nous engageons pour',
          items: [
            {
              title: 'La sécurité',
              text: 'Une exploitation sûre 24 heures sur 24, en coordination avec l’Aerocivil, la police aéroportuaire et les services de santé et d’urgence.',
              href: '/servicios/sanidad-y-emergencia',
              linkLabel: 'Santé et urgences',
            },
            {
              title: 'Un service pour tous',
              text: 'Assistance aux personnes à mobilité réduite, fauteuils roulants et programme tournesol pour les handicaps invisibles.',
              href: '/accesibilidad',
              linkLabel: 'Voir l’accessibilité',
            },
            {
              title: 'Une information claire',
              text: 'Vols, temps d’attente et parkings en temps réel pour planifier votre arrivée.',
              href: '/informacion-en-tiempo-real',
              linkLabel: 'Voir l’information en temps réel',
            },
            {
              title: 'L’environnement',
              text: 'Eau, énergie, émissions, déchets et biodiversité gérés dans le programme El Dorado Sostenible.',
              href: '/eldorado-sostenible/servicios/que-es-eldorado-sostenible',
              linkLabel: 'Voir El Dorado Sostenible',
            },
            {
              title: 'Nos voisins',
              text: 'Des programmes avec les habitants de Fontibón, d’Engativá et des communes voisines.',
              href: '/servicios/impacto-social',
              linkLabel: 'Voir l’impact social',
            },
            {
              title: 'Vos données',
              text: 'Données personnelles traitées selon la loi colombienne ({{dataProtectionLaw}}), avec la possibilité d’en demander la suppression.',
              href: '/eliminacion-datos',
              linkLabel: 'Suppression des données',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Un aéroport sans tabac</h3><p>En application de la loi colombienne ({{smokingLaw}}), il n’existe pas d’espace fumeurs dans les terminaux d’El Dorado. Les cigarettes électroniques et vapoteuses ne sont pas non plus autorisées dans les espaces fermés. Merci de respecter cette règle pour la santé des passagers et des salariés.</p>',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Aidez-nous à tenir parole',
          html: '<p>Si quelque chose n’a pas fonctionné comme prévu, ou si vous souhaitez féliciter quelqu’un, écrivez-nous via <a href="/contacto#pqrs">PQRS</a> (jusqu’à {{pqrsMaxCharacters}} caractères, photo facultative). Pour une question rapide, Dora, notre assistante virtuelle, répond sur WhatsApp 24 heures sur 24 au {{doraWhatsapp}}.</p>',
        },
      ],
    },
    pt: {
      title: 'Nosso compromisso',
      description:
        'O que a OPAIN, concessionária do El Dorado, se compromete a cumprir com passageiros, trabalhadores, vizinhos e o meio ambiente, e como cobrar.',
      blocks: [
        {
          type: 'richText',
          html: '<p>A <strong>OPAIN S.A.</strong> opera, mantém e moderniza o Aeroporto Internacional El Dorado por meio de um contrato de concessão com o Estado colombiano. Nosso compromisso é que cada viagem que passa por Bogotá seja segura, ágil e acolhedora, e que o aeroporto cresça de forma responsável com a cidade e o planeta.</p>',
        },
        {
          type: 'cards',
          title: 'Nós nos comprometemos com',
          items: [
            {
              title: 'Segurança',
              text: 'Operação segura 24 horas, em coordenação com a Aerocivil, a Polícia Aeroportuária e os serviços de saúde e emergência.',
              href: '/servicios/sanidad-y-emergencia',
              linkLabel: 'Saúde e emergência',
            },
            {
              title: 'Um serviço para todas as pessoas',
              text: 'Assistência a pessoas com mobilidade reduzida, cadeiras de rodas e o programa do girassol para deficiências ocultas.',
              href: '/accesibilidad',
              linkLabel: 'Ver acessibilidade',
            },
            {
              title: 'Informação clara',
              text: 'Voos, tempos de fila e estacionamentos em tempo real para você planejar sua chegada.',
              href: '/informacion-en-tiempo-real',
              linkLabel: 'Ver informação em tempo real',
            },
            {
              title: 'O meio ambiente',
              text: 'Água, energia, emissões, resíduos e biodiversidade gerenciados no programa El Dorado Sostenible.',
              href: '/eldorado-sostenible/servicios/que-es-eldorado-sostenible',
              linkLabel: 'Ver El Dorado Sostenible',
            },
            {
              title: 'Nossos vizinhos',
              text: 'Programas com as comunidades de Fontibón, Engativá e dos municípios próximos.',
              href: '/servicios/impacto-social',
              linkLabel: 'Ver impacto social',
            },
            {
              title: 'Seus dados',
              text: 'Dados pessoais tratados conforme a lei colombiana ({{dataProtectionLaw}}), com a opção de pedir a exclusão.',
              href: '/eliminacion-datos',
              linkLabel: 'Exclusão de dados',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Um aeroporto livre de fumo</h3><p>Pela lei colombiana ({{smokingLaw}}), não há áreas para fumantes dentro dos terminais do El Dorado. Também não é permitido usar cigarros eletrônicos nem vapes em ambientes fechados. Pedimos que respeite essa regra pela saúde de passageiros e trabalhadores.</p>',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Ajude-nos a cumprir',
          html: '<p>Se algo não funcionou como esperado, ou se quiser elogiar alguém, escreva pelo <a href="/contacto#pqrs">PQRS</a> (até {{pqrsMaxCharacters}} caracteres, com foto opcional). Para dúvidas rápidas, a Dora, nossa assistente virtual, responde pelo WhatsApp 24 horas no {{doraWhatsapp}}.</p>',
        },
      ],
    },
  },
});
