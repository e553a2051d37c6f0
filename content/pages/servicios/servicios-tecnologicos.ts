import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/servicios-tecnologicos',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Servicios tecnológicos',
      description:
        'Check-in en módulos de autoservicio, entrega automática de equipaje, Biomig para el control migratorio, Check-MIG y herramientas digitales de El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado cuenta con tecnología de autoservicio para que pase menos tiempo en filas. Úsela si ya tiene su reserva y sus documentos en regla; si tiene dudas, el personal de su aerolínea y los puntos de información lo orientan.</p>`,
        },
        {
          type: 'table',
          caption: 'Tecnología de autoservicio en la Terminal 1',
          columns: ['Servicio', 'Para qué sirve', 'Dónde'],
          rows: [
            [
              'Módulos de check-in automático',
              'Hacer el check-in, elegir silla e imprimir el pasabordo y la etiqueta del equipaje',
              'Piso 2, zonas de check-in (según la aerolínea)',
            ],
            [
              'Self Bag Drop',
              'Entregar el equipaje de bodega sin pasar por el counter',
              'Piso 2, zonas de check-in de las aerolíneas que lo ofrecen',
            ],
            [
              'Lectores de pasabordo',
              'Validar su pasabordo al ingresar a los filtros de seguridad',
              'Acceso a los filtros de los muelles nacional e internacional',
            ],
            [
              'Biomig',
              'Hacer el control migratorio por reconocimiento facial, sin pasar por un oficial',
              'Zonas de migración de salidas y llegadas internacionales',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Antes de un vuelo internacional',
          items: [
            {
              title: 'Diligencie el Check-MIG',
              text: 'Migración Colombia pide este formulario en línea, gratuito, a quienes entran o salen del país. Hágalo en el sitio oficial de Migración Colombia entre 72 horas y 1 hora antes del vuelo.',
            },
            {
              title: 'Haga el check-in',
              text: 'En línea, en la app de su aerolínea o en un módulo de autoservicio del piso 2.',
            },
            {
              title: 'Entregue el equipaje',
              text: 'En el Self Bag Drop o en el counter de su aerolínea.',
            },
            {
              title: 'Pase por Biomig',
              text: 'Si cumple los requisitos de Migración Colombia, use las puertas biométricas; si no, haga la fila del control migratorio con un oficial.',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Quién puede usar Biomig?',
              answerHtml: `<p>Los pasajeros que cumplan los requisitos de Migración Colombia según su edad, su nacionalidad y su pasaporte. Los colombianos pueden hacer el registro previo en el módulo de Migración Colombia del piso 2. Consulte las condiciones vigentes con Migración Colombia o en <a href="/servicios/migracion-y-pasaportes">migración y pasaportes</a>.</p>`,
            },
            {
              question: 'No puedo usar el módulo de check-in. ¿Qué hago?',
              answerHtml: `<p>Algunas reservas (menores que viajan solos, mascotas, equipaje especial o asistencia) requieren atención en el counter. Diríjase al counter de su aerolínea con tiempo.</p>`,
            },
            {
              question: '¿Qué es Dora traductora?',
              answerHtml: `<p>Es una herramienta que ayuda a pasajeros y personal del aeropuerto a comunicarse cuando no hablan el mismo idioma, con traducción en pantalla y por voz. Más en <a href="/dora-traductora">Dora traductora</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Herramientas en este sitio',
          items: [
            {
              title: 'Tiempo en filas',
              text: 'Espera estimada en los filtros de seguridad, en tiempo real.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Salidas',
              text: 'Estado de su vuelo y puerta de embarque.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Internet y wifi',
              text: 'Wifi gratis y puntos de carga.',
              href: '/servicios/internet-wifi',
            },
            {
              title: 'Dora',
              text: 'Asistente virtual en WhatsApp las 24 horas.',
              href: '/dora',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Technology services',
      description:
        'Self-service check-in kiosks, automated bag drop, Biomig for immigration control, Check-MIG and El Dorado’s digital tools.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado has self-service technology so you spend less time queuing. Use it if you already have your booking and your documents in order; if in doubt, your airline’s staff and the information points will help you.</p>`,
        },
        {
          type: 'table',
          caption: 'Self-service technology in Terminal 1',
          columns: ['Service', 'What it is for', 'Where'],
          rows: [
            [
              'Self check-in kiosks',
              'Check in, choose a seat and print your boarding pass and bag tag',
              'Floor 2, check-in areas (depending on the airline)',
            ],
            [
              'Self Bag Drop',
              'Drop off hold luggage without going to the counter',
              'Floor 2, check-in areas of the airlines that offer it',
            ],
            [
              'Boarding pass readers',
              'Validate your boarding pass when entering security',
              'Entrance to security on the domestic and international piers',
            ],
            [
              'Biomig',
              'Clear immigration by facial recognition, without seeing an officer',
              'International departures and arrivals immigration areas',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Before an international flight',
          items: [
            {
              title: 'Complete Check-MIG',
              text: 'Migración Colombia requires this free online form from everyone entering or leaving the country. Fill it in on the official Migración Colombia website between 72 hours and 1 hour before your flight.',
            },
            {
              title: 'Check in',
              text: 'Online, in your airline’s app or at a self-service kiosk on floor 2.',
            },
            {
              title: 'Drop off your luggage',
              text: 'At Self Bag Drop or at your airline’s counter.',
            },
            {
              title: 'Go through Biomig',
              text: 'If you meet Migración Colombia’s requirements, use the biometric gates; otherwise, queue for immigration control with an officer.',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Who can use Biomig?',
              answerHtml: `<p>Passengers who meet Migración Colombia’s requirements for age, nationality and passport. Colombians can pre-register at the Migración Colombia desk on floor 2. Check the current conditions with Migración Colombia or on <a href="/servicios/migracion-y-pasaportes">immigration and passports</a>.</p>`,
            },
            {
              question: 'I cannot use the check-in kiosk. What should I do?',
              answerHtml: `<p>Some bookings (unaccompanied minors, pets, special baggage or assistance) must be handled at the counter. Go to your airline’s counter in good time.</p>`,
            },
            {
              question: 'What is Dora translator?',
              answerHtml: `<p>A tool that helps passengers and airport staff communicate when they do not speak the same language, with on-screen and spoken translation. More on <a href="/dora-traductora">Dora translator</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Tools on this website',
          items: [
            {
              title: 'Queue times',
              text: 'Estimated waiting time at security, in real time.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Departures',
              text: 'Your flight status and boarding gate.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Internet and wifi',
              text: 'Free wifi and charging points.',
              href: '/servicios/internet-wifi',
            },
            {
              title: 'Dora',
              text: 'Virtual assistant on WhatsApp, 24 hours a day.',
              href: '/dora',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Services technologiques',
      description:
        "Bornes d'enregistrement, dépose bagages automatique, Biomig pour le contrôle migratoire, Check-MIG et outils numériques d'El Dorado.",
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado dispose d'équipements en libre-service pour réduire votre temps d'attente. Utilisez-les si votre réservation et vos documents sont en règle ; en cas de doute, le personnel de votre compagnie et les points d'information vous orientent.</p>`,
        },
        {
          type: 'table',
          caption: 'Équipements en libre-service au Terminal 1',
          columns: ['Service', 'À quoi il sert', 'Où'],
          rows: [
            [
              "Bornes d'enregistrement automatique",
              "S'enregistrer, choisir son siège et imprimer la carte d'embarquement et l'étiquette bagage",
              "Niveau 2, zones d'enregistrement (selon la compagnie)",
            ],
            [
              'Self Bag Drop',
              'Déposer ses bagages en soute sans passer au comptoir',
              "Niveau 2, zones d'enregistrement des compagnies qui le proposent",
            ],
            [
              "Lecteurs de cartes d'embarquement",
              "Valider votre carte d'embarquement à l'entrée du contrôle de sûreté",
              'Accès aux contrôles des jetées nationale et internationale',
            ],
            [
              'Biomig',
              'Passer le contrôle migratoire par reconnaissance faciale, sans agent',
              'Zones migratoires des départs et arrivées internationaux',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Avant un vol international',
          items: [
            {
              title: 'Remplissez le Check-MIG',
              text: 'Migración Colombia exige ce formulaire en ligne gratuit de toute personne qui entre dans le pays ou en sort. Remplissez-le sur le site officiel de Migración Colombia entre 72 heures et 1 heure avant le vol.',
            },
            {
              title: 'Enregistrez-vous',
              text: "En ligne, dans l'application de votre compagnie ou à une borne du niveau 2.",
            },
            {
              title: 'Déposez vos bagages',
              text: 'Au Self Bag Drop ou au comptoir de votre compagnie.',
            },
            {
              title: 'Passez par Biomig',
              text: 'Si vous remplissez les conditions de Migración Colombia, utilisez les portiques biométriques ; sinon, faites la file du contrôle migratoire avec un agent.',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Qui peut utiliser Biomig ?',
              answerHtml: `<p>Les passagers qui remplissent les conditions de Migración Colombia selon leur âge, leur nationalité et leur passeport. Les Colombiens peuvent se préenregistrer au guichet de Migración Colombia au niveau 2. Vérifiez les conditions en vigueur auprès de Migración Colombia ou sur la page <a href="/servicios/migracion-y-pasaportes">immigration et passeports</a>.</p>`,
            },
            {
              question: "Je ne parviens pas à utiliser la borne d'enregistrement. Que faire ?",
              answerHtml: `<p>Certaines réservations (mineurs non accompagnés, animaux, bagages spéciaux ou assistance) doivent être traitées au comptoir. Présentez-vous au comptoir de votre compagnie suffisamment tôt.</p>`,
            },
            {
              question: "Qu'est-ce que Dora traductrice ?",
              answerHtml: `<p>Un outil qui aide passagers et personnel de l'aéroport à communiquer lorsqu'ils ne parlent pas la même langue, avec une traduction à l'écran et vocale. Plus d'informations sur <a href="/dora-traductora">Dora traductrice</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Outils sur ce site',
          items: [
            {
              title: "Temps d'attente",
              text: 'Attente estimée aux contrôles de sûreté, en temps réel.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Départs',
              text: "État de votre vol et porte d'embarquement.",
              href: '/vuelos/salidas',
            },
            {
              title: 'Internet et wifi',
              text: 'Wifi gratuit et points de recharge.',
              href: '/servicios/internet-wifi',
            },
            {
              title: 'Dora',
              text: 'Assistante virtuelle sur WhatsApp, 24 h/24.',
              href: '/dora',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Serviços tecnológicos',
      description:
        'Totens de check-in, despacho automático de bagagem, Biomig para o controle migratório, Check-MIG e ferramentas digitais do El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O El Dorado conta com tecnologia de autoatendimento para você passar menos tempo em filas. Use-a se a sua reserva e os seus documentos estiverem em ordem; em caso de dúvida, a equipe da companhia aérea e os pontos de informações orientam você.</p>`,
        },
        {
          type: 'table',
          caption: 'Tecnologia de autoatendimento no Terminal 1',
          columns: ['Serviço', 'Para que serve', 'Onde'],
          rows: [
            [
              'Totens de check-in automático',
              'Fazer o check-in, escolher assento e imprimir o cartão de embarque e a etiqueta da bagagem',
              'Piso 2, áreas de check-in (conforme a companhia)',
            ],
            [
              'Self Bag Drop',
              'Despachar a bagagem sem passar pelo balcão',
              'Piso 2, áreas de check-in das companhias que oferecem o serviço',
            ],
            [
              'Leitores de cartão de embarque',
              'Validar o cartão de embarque ao entrar na inspeção de segurança',
              'Acesso à inspeção dos píeres nacional e internacional',
            ],
            [
              'Biomig',
              'Fazer o controle migratório por reconhecimento facial, sem passar por um agente',
              'Áreas de migração de partidas e chegadas internacionais',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Antes de um voo internacional',
          items: [
            {
              title: 'Preencha o Check-MIG',
              text: 'A Migración Colombia exige este formulário on-line e gratuito de quem entra ou sai do país. Preencha no site oficial da Migración Colombia entre 72 horas e 1 hora antes do voo.',
            },
            {
              title: 'Faça o check-in',
              text: 'On-line, no aplicativo da companhia ou em um totem de autoatendimento no piso 2.',
            },
            {
              title: 'Despache a bagagem',
              text: 'No Self Bag Drop ou no balcão da sua companhia.',
            },
            {
              title: 'Passe pelo Biomig',
              text: 'Se você cumprir os requisitos da Migración Colombia, use os portões biométricos; caso contrário, entre na fila do controle migratório com um agente.',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Quem pode usar o Biomig?',
              answerHtml: `<p>Passageiros que cumpram os requisitos da Migración Colombia quanto a idade, nacionalidade e passaporte. Colombianos podem fazer o cadastro prévio no balcão da Migración Colombia no piso 2. Confira as condições vigentes com a Migración Colombia ou em <a href="/servicios/migracion-y-pasaportes">migração e passaportes</a>.</p>`,
            },
            {
              question: 'Não consigo usar o totem de check-in. O que faço?',
              answerHtml: `<p>Algumas reservas (menores desacompanhados, animais, bagagem especial ou assistência) precisam ser atendidas no balcão. Vá ao balcão da sua companhia com antecedência.</p>`,
            },
            {
              question: 'O que é a Dora tradutora?',
              answerHtml: `<p>É uma ferramenta que ajuda passageiros e funcionários do aeroporto a se comunicarem quando não falam o mesmo idioma, com tradução na tela e por voz. Saiba mais em <a href="/dora-traductora">Dora tradutora</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Ferramentas neste site',
          items: [
            {
              title: 'Tempo de fila',
              text: 'Espera estimada na inspeção de segurança, em tempo real.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Partidas',
              text: 'Situação do seu voo e portão de embarque.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Internet e wi-fi',
              text: 'Wi-fi grátis e pontos de carregamento.',
              href: '/servicios/internet-wifi',
            },
            {
              title: 'Dora',
              text: 'Assistente virtual no WhatsApp, 24 horas.',
              href: '/dora',
            },
          ],
        },
      ],
    },
  },
});
