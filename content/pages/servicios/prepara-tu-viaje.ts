import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/prepara-tu-viaje',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Prepara tu viaje',
      description:
        'Cuándo llegar a El Dorado, qué documentos tener listos y los pasos desde la casa hasta la sala de embarque, para vuelos nacionales e internacionales.',
      blocks: [
        {
          type: 'table',
          caption: 'Con cuánta anticipación llegar al aeropuerto',
          columns: ['Tipo de vuelo', 'Llegue al aeropuerto', 'Documento'],
          rows: [
            [
              'Nacional',
              '2 horas antes de la salida',
              'Colombianos: cédula (menores: tarjeta de identidad o registro civil). Extranjeros: pasaporte',
            ],
            [
              'Internacional',
              '3 horas antes de la salida',
              'Pasaporte vigente, visa si aplica y Check-MIG diligenciado',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Su viaje, paso a paso',
          items: [
            {
              title: 'Un día antes',
              text: 'Haga el check-in en línea con su aerolínea, revise el equipaje permitido y, si sale del país, diligencie Check-MIG en migracioncolombia.gov.co.',
            },
            {
              title: 'Antes de salir de casa',
              text: 'Revise el estado de su vuelo y el tiempo de espera en los filtros. Calcule el trayecto con margen: el tráfico en la avenida El Dorado (calle 26) puede ser pesado en horas pico.',
            },
            {
              title: 'Al llegar',
              text: 'Las salidas están en el piso 2 de la Terminal 1. Busque el counter de su aerolínea en las pantallas y entregue su equipaje de bodega.',
            },
            {
              title: 'Filtro de seguridad',
              text: 'Tenga a mano la pasabordo y el documento. En vuelos internacionales, saque la bolsa de líquidos ({{liquidContainerMl}} ml por envase).',
            },
            {
              title: 'Sala de embarque',
              text: 'Vaya con tiempo a la sala indicada en su pasabordo y en las pantallas. El embarque suele cerrar entre 15 y 20 minutos antes de la salida; confirme con su aerolínea.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'En El Dorado no hay zonas de fumadores',
          html: `<p>Por la {{smokingLaw}}, no se puede fumar ni usar cigarrillos electrónicos dentro de la terminal ni en las áreas cerradas del aeropuerto.</p>`,
        },
        {
          type: 'cards',
          title: 'Herramientas para su viaje',
          items: [
            {
              title: 'Salidas',
              text: 'Estado de su vuelo y sala de embarque.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Tiempo en filas',
              text: 'Espera actual en los filtros.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Cómo llegar',
              text: 'Transporte público, taxi, carro y parqueadero.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Divisas',
              text: 'Conversor de monedas y casas de cambio.',
              href: '/prepara-tu-viaje/divisas',
            },
            {
              title: 'Instrucciones de equipaje',
              text: 'Líquidos y objetos prohibidos.',
              href: '/servicios/instrucciones-equipaje',
            },
            {
              title: 'Migración y pasaportes',
              text: 'Documentos para salir o entrar al país.',
              href: '/servicios/migracion-y-pasaportes',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿La tasa aeroportuaria se paga en el aeropuerto?',
              answerHtml: `<p>No. Viene incluida en el valor de su tiquete. Consulte los valores vigentes en <a href="/comunicados/tasa-aeroportuaria">tasa aeroportuaria</a>.</p>`,
            },
            {
              question: '¿Dónde puedo comer antes de volar?',
              answerHtml: `<p>El aeropuerto tiene {{foodCourts}} plazoletas de comidas, en la zona pública y en los muelles nacional e internacional, además de restaurantes y cafés. Vea la lista en <a href="/establecimientos/restaurantes">restaurantes</a>.</p>`,
            },
            {
              question: 'Viajo con niños, ¿qué debo saber?',
              answerHtml: `<p>Los menores necesitan su propio documento y, para salir del país sin ambos padres, un permiso autenticado. Consulte la <a href="/viaje-en-familia">guía para viajar en familia</a>.</p>`,
            },
            {
              question: '¿Qué hago si tengo un problema durante el viaje?',
              answerHtml: `<p>Pregunte en los puntos de información de los pisos 1 y 2 o escriba a Dora por WhatsApp al {{doraWhatsapp}}, las 24 horas. Para reclamos sobre el aeropuerto, use <a href="/contacto#pqrs">peticiones, quejas y reclamos</a>.</p>`,
            },
          ],
        },
      ],
    },
    en: {
      title: 'Prepare your trip',
      description:
        'When to arrive at El Dorado, which documents to have ready and the steps from home to the boarding lounge, for domestic and international flights.',
      blocks: [
        {
          type: 'table',
          caption: 'How early to arrive at the airport',
          columns: ['Type of flight', 'Arrive at the airport', 'Document'],
          rows: [
            [
              'Domestic',
              '2 hours before departure',
              'Colombians: cédula (minors: identity card or birth certificate). Foreign nationals: passport',
            ],
            ['International', '3 hours before departure', 'Valid passport, visa if required and completed Check-MIG'],
          ],
        },
        {
          type: 'steps',
          title: 'Your trip, step by step',
          items: [
            {
              title: 'The day before',
              text: 'Check in online with your airline, check your baggage allowance and, if you are leaving the country, complete Check-MIG at migracioncolombia.gov.co.',
            },
            {
              title: 'Before leaving home',
              text: 'Check your flight status and the waiting time at security. Allow extra travel time: traffic on Avenida El Dorado (Calle 26) can be heavy at rush hour.',
            },
            {
              title: 'On arrival',
              text: 'Departures are on floor 2 of Terminal 1. Find your airline’s counter on the screens and drop off your checked baggage.',
            },
            {
              title: 'Security',
              text: 'Keep your boarding pass and ID at hand. On international flights, take out your liquids bag ({{liquidContainerMl}} ml per container).',
            },
            {
              title: 'Boarding lounge',
              text: 'Go in good time to the lounge shown on your boarding pass and the screens. Boarding usually closes 15 to 20 minutes before departure; check with your airline.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'There are no smoking areas at El Dorado',
          html: `<p>Under Colombian law ({{smokingLaw}}), smoking and e-cigarettes are not allowed inside the terminal or in the airport’s enclosed areas.</p>`,
        },
        {
          type: 'cards',
          title: 'Tools for your trip',
          items: [
            {
              title: 'Departures',
              text: 'Your flight status and boarding gate.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Queue times',
              text: 'Current waiting time at the checkpoints.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Getting here',
              text: 'Public transport, taxi, car and parking.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Currency',
              text: 'Currency converter and exchange offices.',
              href: '/prepara-tu-viaje/divisas',
            },
            {
              title: 'Baggage guidelines',
              text: 'Liquids and prohibited items.',
              href: '/servicios/instrucciones-equipaje',
            },
            {
              title: 'Immigration and passports',
              text: 'Documents to leave or enter the country.',
              href: '/servicios/migracion-y-pasaportes',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Do I pay the airport tax at the airport?',
              answerHtml: `<p>No. It is included in your ticket price. See the current amounts under <a href="/comunicados/tasa-aeroportuaria">airport tax</a>.</p>`,
            },
            {
              question: 'Where can I eat before my flight?',
              answerHtml: `<p>The airport has {{foodCourts}} food courts, in the public area and in the national and international piers, plus restaurants and cafés. See the list under <a href="/establecimientos/restaurantes">restaurants</a>.</p>`,
            },
            {
              question: 'I am travelling with children. What should I know?',
              answerHtml: `<p>Minors need their own document and, to leave the country without both parents, a notarised permit. See the <a href="/viaje-en-familia">family travel guide</a>.</p>`,
            },
            {
              question: 'What if I have a problem during my trip?',
              answerHtml: `<p>Ask at the information points on floors 1 and 2 or message Dora on WhatsApp at {{doraWhatsapp}}, 24 hours a day. For complaints about the airport, use <a href="/contacto#pqrs">requests and complaints</a>.</p>`,
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Préparez votre voyage',
      description:
        'Quand arriver à El Dorado, quels documents préparer et les étapes de chez vous à la salle d’embarquement, pour les vols intérieurs et internationaux.',
      blocks: [
        {
          type: 'table',
          caption: 'Combien de temps à l’avance arriver à l’aéroport',
          columns: ['Type de vol', 'Arrivée à l’aéroport', 'Document'],
          rows: [
            [
              'Intérieur',
              '2 heures avant le départ',
              'Colombiens : cédula (mineurs : carte d’identité ou acte de naissance). Étrangers : passeport',
            ],
            ['International', '3 heures avant le départ', 'Passeport valide, visa si nécessaire et Check-MIG rempli'],
          ],
        },
        {
          type: 'steps',
          title: 'Votre voyage, étape par étape',
          items: [
            {
              title: 'La veille',
              text: 'Enregistrez-vous en ligne auprès de votre compagnie, vérifiez votre franchise bagages et, si vous quittez le pays, remplissez Check-MIG sur migracioncolombia.gov.co.',
            },
            {
              title: 'Avant de partir',
              text: 'Vérifiez le statut de votre vol et l’attente aux contrôles. Prévoyez de la marge : la circulation sur l’avenue El Dorado (calle 26) peut être dense aux heures de pointe.',
            },
            {
              title: 'À l’arrivée',
              text: 'Les départs se trouvent au niveau 2 du Terminal 1. Repérez le comptoir de votre compagnie sur les écrans et déposez vos bagages en soute.',
            },
            {
              title: 'Contrôle de sûreté',
              text: 'Gardez à portée de main carte d’embarquement et pièce d’identité. Sur les vols internationaux, sortez le sac de liquides ({{liquidContainerMl}} ml par contenant).',
            },
            {
              title: 'Salle d’embarquement',
              text: 'Rejoignez à temps la salle indiquée sur votre carte et sur les écrans. L’embarquement ferme en général 15 à 20 minutes avant le départ ; vérifiez auprès de votre compagnie.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Il n’y a pas d’espace fumeurs à El Dorado',
          html: `<p>En application de la loi colombienne ({{smokingLaw}}), il est interdit de fumer et de vapoter dans le terminal et dans les espaces fermés de l’aéroport.</p>`,
        },
        {
          type: 'cards',
          title: 'Outils pour votre voyage',
          items: [
            {
              title: 'Départs',
              text: 'Statut de votre vol et porte d’embarquement.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Temps d’attente',
              text: 'Attente actuelle aux contrôles.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Venir à l’aéroport',
              text: 'Transports en commun, taxi, voiture et parking.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Devises',
              text: 'Convertisseur de devises et bureaux de change.',
              href: '/prepara-tu-viaje/divisas',
            },
            {
              title: 'Consignes bagages',
              text: 'Liquides et objets interdits.',
              href: '/servicios/instrucciones-equipaje',
            },
            {
              title: 'Immigration et passeports',
              text: 'Documents pour sortir du pays ou y entrer.',
              href: '/servicios/migracion-y-pasaportes',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'La taxe aéroportuaire se paie-t-elle à l’aéroport ?',
              answerHtml: `<p>Non. Elle est incluse dans le prix de votre billet. Consultez les montants en vigueur dans <a href="/comunicados/tasa-aeroportuaria">taxe aéroportuaire</a>.</p>`,
            },
            {
              question: 'Où manger avant mon vol ?',
              answerHtml: `<p>L’aéroport compte {{foodCourts}} espaces de restauration, en zone publique et dans les jetées nationale et internationale, ainsi que des restaurants et cafés. Voir la liste dans <a href="/establecimientos/restaurantes">restaurants</a>.</p>`,
            },
            {
              question: 'Je voyage avec des enfants : que dois-je savoir ?',
              answerHtml: `<p>Les mineurs ont besoin de leur propre document et, pour quitter le pays sans leurs deux parents, d’une autorisation authentifiée par un notaire. Voir le <a href="/viaje-en-familia">guide du voyage en famille</a>.</p>`,
            },
            {
              question: 'Que faire en cas de problème pendant le voyage ?',
              answerHtml: `<p>Adressez-vous aux points d’information des niveaux 1 et 2 ou écrivez à Dora sur WhatsApp au {{doraWhatsapp}}, 24 h/24. Pour une réclamation concernant l’aéroport, utilisez <a href="/contacto#pqrs">demandes et réclamations</a>.</p>`,
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Prepare sua viagem',
      description:
        'Quando chegar ao El Dorado, quais documentos ter prontos e as etapas de casa até a sala de embarque, para voos nacionais e internacionais.',
      blocks: [
        {
          type: 'table',
          caption: 'Com quanta antecedência chegar ao aeroporto',
          columns: ['Tipo de voo', 'Chegue ao aeroporto', 'Documento'],
          rows: [
            [
              'Nacional',
              '2 horas antes da partida',
              'Colombianos: cédula (menores: carteira de identidade ou certidão de nascimento). Estrangeiros: passaporte',
            ],
            [
              'Internacional',
              '3 horas antes da partida',
              'Passaporte válido, visto se necessário e Check-MIG preenchido',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Sua viagem, passo a passo',
          items: [
            {
              title: 'Na véspera',
              text: 'Faça o check-in on-line com a sua companhia, confira a franquia de bagagem e, se for sair do país, preencha o Check-MIG em migracioncolombia.gov.co.',
            },
            {
              title: 'Antes de sair de casa',
              text: 'Confira a situação do voo e o tempo de espera nos controles. Calcule o trajeto com folga: o trânsito na avenida El Dorado (calle 26) pode ser intenso no horário de pico.',
            },
            {
              title: 'Ao chegar',
              text: 'Os embarques ficam no piso 2 do Terminal 1. Procure o balcão da sua companhia nas telas e despache a bagagem.',
            },
            {
              title: 'Inspeção de segurança',
              text: 'Tenha em mãos o cartão de embarque e o documento. Em voos internacionais, retire o saco de líquidos ({{liquidContainerMl}} ml por frasco).',
            },
            {
              title: 'Sala de embarque',
              text: 'Vá com tempo para a sala indicada no cartão de embarque e nas telas. O embarque costuma fechar entre 15 e 20 minutos antes da partida; confirme com a sua companhia.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'No El Dorado não há áreas para fumantes',
          html: `<p>Pela lei colombiana ({{smokingLaw}}), não é permitido fumar nem usar cigarro eletrônico dentro do terminal e nas áreas fechadas do aeroporto.</p>`,
        },
        {
          type: 'cards',
          title: 'Ferramentas para a sua viagem',
          items: [
            {
              title: 'Embarques',
              text: 'Situação do voo e portão de embarque.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Tempo nas filas',
              text: 'Espera atual nos controles.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Como chegar',
              text: 'Transporte público, táxi, carro e estacionamento.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Câmbio',
              text: 'Conversor de moedas e casas de câmbio.',
              href: '/prepara-tu-viaje/divisas',
            },
            {
              title: 'Instruções de bagagem',
              text: 'Líquidos e objetos proibidos.',
              href: '/servicios/instrucciones-equipaje',
            },
            {
              title: 'Migração e passaportes',
              text: 'Documentos para sair ou entrar no país.',
              href: '/servicios/migracion-y-pasaportes',
            },
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'A taxa aeroportuária é paga no aeroporto?',
              answerHtml: `<p>Não. Ela já está incluída no valor da passagem. Veja os valores vigentes em <a href="/comunicados/tasa-aeroportuaria">taxa aeroportuária</a>.</p>`,
            },
            {
              question: 'Onde posso comer antes do voo?',
              answerHtml: `<p>O aeroporto tem {{foodCourts}} praças de alimentação, na área pública e nos píeres nacional e internacional, além de restaurantes e cafés. Veja a lista em <a href="/establecimientos/restaurantes">restaurantes</a>.</p>`,
            },
            {
              question: 'Viajo com crianças. O que devo saber?',
              answerHtml: `<p>Menores precisam do próprio documento e, para sair do país sem os dois pais, de uma autorização reconhecida em cartório. Veja o <a href="/viaje-en-familia">guia para viajar em família</a>.</p>`,
            },
            {
              question: 'E se eu tiver um problema durante a viagem?',
              answerHtml: `<p>Pergunte nos pontos de informação dos pisos 1 e 2 ou escreva para a Dora pelo WhatsApp no {{doraWhatsapp}}, 24 horas por dia. Para reclamações sobre o aeroporto, use <a href="/contacto#pqrs">solicitações e reclamações</a>.</p>`,
            },
          ],
        },
      ],
    },
  },
});
