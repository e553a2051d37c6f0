import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/servicios',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Servicios del aeropuerto',
      description:
        'Los servicios que El Dorado ofrece a pasajeros y acompañantes, ordenado por momento del viaje: documentos, equipaje, accesibilidad, transporte, salud y más.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Dorado es operado por OPAIN S.A. En esta sección encuentra los servicios del aeropuerto y los trámites de las autoridades que trabajan en él. Si no encuentra lo que busca, pregunte en los puntos de información de los pisos 1 y 2 de la Terminal 1 o escriba a Dora, la asistente virtual del aeropuerto.</p>',
        },
        {
          type: 'cards',
          title: 'Antes de volar',
          items: [
            {
              title: 'Prepara tu viaje',
              text: 'Cuándo llegar, documentos y lista de chequeo.',
              href: '/servicios/prepara-tu-viaje',
            },
            {
              title: 'Migración y pasaportes',
              text: 'Check-MIG, Biomig y documentos para salir o entrar.',
              href: '/servicios/migracion-y-pasaportes',
            },
            {
              title: 'Aduanas',
              text: 'Declaración de equipaje, dinero en efectivo y controles del ICA.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Conexiones',
              text: 'Cómo hacer escala en Bogotá sin perder su vuelo.',
              href: '/servicios/conexiones',
            },
            {
              title: 'Servicios aeroportuarios',
              text: 'Lo que encuentra en la terminal, piso por piso.',
              href: '/servicios/servicios-aeroportuarios',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Equipaje',
          items: [
            {
              title: 'Instrucciones de equipaje',
              text: 'Líquidos, objetos prohibidos y filtros de seguridad.',
              href: '/servicios/instrucciones-equipaje',
            },
            {
              title: 'Carros de equipaje',
              text: 'Autoservicio y asistidos, las 24 horas.',
              href: '/servicios/carros-de-equipaje',
            },
            {
              title: 'Guarda equipaje',
              text: 'Deje sus maletas por horas o días.',
              href: '/servicios/guarda-equipaje',
            },
            {
              title: 'Objetos perdidos',
              text: 'Qué hacer si olvidó algo en el aeropuerto.',
              href: '/servicios/objetos-perdidos',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Accesibilidad y asistencia',
          items: [
            {
              title: 'Accesibilidad',
              text: 'Servicios para personas con discapacidad.',
              href: '/servicios/accesibilidad',
            },
            {
              title: 'Sillas de ruedas',
              text: 'Cómo pedir silla y acompañamiento para su vuelo.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Programa girasol',
              text: 'Apoyo discreto para discapacidades no visibles.',
              href: '/servicios/sunflower',
            },
            {
              title: 'Ayuda al viajero',
              text: 'Información y orientación dentro del aeropuerto.',
              href: '/servicios/ayuda-al-viajero',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Mascotas',
          items: [
            {
              title: 'Viajar con mascotas',
              text: 'Requisitos del ICA y de las aerolíneas.',
              href: '/servicios/mascotas',
            },
            {
              title: 'Baños para mascotas',
              text: 'Dónde puede hacer sus necesidades su mascota.',
              href: '/servicios/banos-para-mascotas',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Comodidad en la terminal',
          items: [
            {
              title: 'Habitaciones de descanso',
              text: 'Descanse entre vuelos sin salir del aeropuerto.',
              href: '/servicios/habitaciones-de-descanso',
            },
            {
              title: 'Internet wifi',
              text: 'Conexión gratuita en la terminal.',
              href: '/servicios/internet-wifi',
            },
            {
              title: 'Servicios tecnológicos',
              text: 'Puntos de carga y otros servicios digitales.',
              href: '/servicios/servicios-tecnologicos',
            },
            {
              title: 'Oratorio',
              text: 'Un espacio de silencio y oración.',
              href: '/servicios/oratorio',
            },
            {
              title: 'Notaría',
              text: 'Permisos de salida de menores y autenticaciones.',
              href: '/servicios/notaria',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Transporte y parqueaderos',
          items: [
            {
              title: 'Cómo llegar al aeropuerto',
              text: 'Rutas, tiempos y costos por medio de transporte.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Taxis',
              text: 'Reserve un taxi autorizado y verifique la placa.',
              href: '/servicios/taxis',
            },
            {
              title: 'Transporte público',
              text: 'TransMilenio, SITP y buses hacia la ciudad.',
              href: '/servicios/transporte-publico',
            },
            {
              title: 'Parqueaderos',
              text: 'Zonas, accesos, pagos y cupos disponibles.',
              href: '/servicios/informacion-y-disponibilidad-parqueaderos',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Salud',
          items: [
            {
              title: 'Sanidad y emergencias',
              text: 'Atención médica dentro del aeropuerto.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Punto de vacunación',
              text: 'Vacuna contra la fiebre amarilla y carné internacional.',
              href: '/servicios/punto-de-vacunacion',
            },
            {
              title: 'Coronavirus',
              text: 'Información sobre COVID-19 para viajeros.',
              href: '/servicios/coronavirus',
            },
            {
              title: 'Medidas de prevención',
              text: 'Recomendaciones de bioseguridad en la terminal.',
              href: '/servicios/medidas-de-prevencion-covid-19',
            },
          ],
        },
        {
          type: 'cards',
          title: 'El aeropuerto y su entorno',
          items: [
            {
              title: 'Nosotros',
              text: 'Quién opera El Dorado y cómo lo hace.',
              href: '/servicios/nosotros',
            },
            {
              title: 'Impacto social',
              text: 'Programas con las comunidades vecinas.',
              href: '/servicios/impacto-social',
            },
            {
              title: 'Economía circular',
              text: 'Residuos, reciclaje y cómo separar en la terminal.',
              href: '/servicios/economia-circular',
            },
            {
              title: 'Conexión con el agua',
              text: 'Ahorro, reúso y cuidado del agua.',
              href: '/servicios/conexion-con-el-agua',
            },
          ],
        },
        {
          type: 'contact',
          title: '¿Necesita ayuda?',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'Dora responde por WhatsApp las 24 horas, los 7 días de la semana.',
          url: '/dora',
        },
      ],
    },
    en: {
      title: 'Airport services',
      description:
        'Everything El Dorado offers passengers and visitors, arranged by stage of your trip: documents, baggage, accessibility, transport, health and more.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Dorado is operated by OPAIN S.A. This section covers the airport’s services and the procedures of the authorities that work in it. If you cannot find what you need, ask at the information points on floors 1 and 2 of Terminal 1 or message Dora, the airport’s virtual assistant.</p>',
        },
        {
          type: 'cards',
          title: 'Before you fly',
          items: [
            {
              title: 'Prepare your trip',
              text: 'When to arrive, documents and a checklist.',
              href: '/servicios/prepara-tu-viaje',
            },
            {
              title: 'Immigration and passports',
              text: 'Check-MIG, Biomig and documents to leave or enter.',
              href: '/servicios/migracion-y-pasaportes',
            },
            {
              title: 'Customs',
              text: 'Baggage declaration, cash and ICA checks.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Connections',
              text: 'How to connect in Bogota without missing your flight.',
              href: '/servicios/conexiones',
            },
            {
              title: 'Airport facilities',
              text: 'What you find in the terminal, floor by floor.',
              href: '/servicios/servicios-aeroportuarios',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Baggage',
          items: [
            {
              title: 'Baggage guidelines',
              text: 'Liquids, prohibited items and security.',
              href: '/servicios/instrucciones-equipaje',
            },
            {
              title: 'Baggage carts',
              text: 'Self-service and assisted, 24 hours a day.',
              href: '/servicios/carros-de-equipaje',
            },
            {
              title: 'Left luggage',
              text: 'Leave your bags for hours or days.',
              href: '/servicios/guarda-equipaje',
            },
            {
              title: 'Lost and found',
              text: 'What to do if you left something behind.',
              href: '/servicios/objetos-perdidos',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Accessibility and assistance',
          items: [
            {
              title: 'Accessibility',
              text: 'Services for people with disabilities.',
              href: '/servicios/accesibilidad',
            },
            {
              title: 'Wheelchairs',
              text: 'How to request a wheelchair and assistance.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Sunflower programme',
              text: 'Discreet support for non-visible disabilities.',
              href: '/servicios/sunflower',
            },
            {
              title: 'Traveller help',
              text: 'Information and guidance inside the airport.',
              href: '/servicios/ayuda-al-viajero',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Pets',
          items: [
            {
              title: 'Travelling with pets',
              text: 'ICA and airline requirements.',
              href: '/servicios/mascotas',
            },
            {
              title: 'Pet relief areas',
              text: 'Where your pet can relieve itself.',
              href: '/servicios/banos-para-mascotas',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Comfort in the terminal',
          items: [
            {
              title: 'Rest rooms',
              text: 'Rest between flights without leaving the airport.',
              href: '/servicios/habitaciones-de-descanso',
            },
            {
              title: 'Wi-Fi',
              text: 'Free connection in the terminal.',
              href: '/servicios/internet-wifi',
            },
            {
              title: 'Technology services',
              text: 'Charging points and other digital services.',
              href: '/servicios/servicios-tecnologicos',
            },
            {
              title: 'Prayer room',
              text: 'A space for silence and prayer.',
              href: '/servicios/oratorio',
            },
            {
              title: 'Notary',
              text: 'Exit permits for minors and certifications.',
              href: '/servicios/notaria',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Transport and parking',
          items: [
            {
              title: 'Getting to the airport',
              text: 'Routes, times and costs by mode of transport.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Taxis',
              text: 'Book an authorised taxi and check its plate.',
              href: '/servicios/taxis',
            },
            {
              title: 'Public transport',
              text: 'TransMilenio, SITP and buses to the city.',
              href: '/servicios/transporte-publico',
            },
            {
              title: 'Parking',
              text: 'Car parks, access, payment and free spaces.',
              href: '/servicios/informacion-y-disponibilidad-parqueaderos',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Health',
          items: [
            {
              title: 'Medical care and emergencies',
              text: 'Medical care inside the airport.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Vaccination point',
              text: 'Yellow fever vaccine and international certificate.',
              href: '/servicios/punto-de-vacunacion',
            },
            {
              title: 'Coronavirus',
              text: 'COVID-19 information for travellers.',
              href: '/servicios/coronavirus',
            },
            {
              title: 'Prevention measures',
              text: 'Health and safety recommendations in the terminal.',
              href: '/servicios/medidas-de-prevencion-covid-19',
            },
          ],
        },
        {
          type: 'cards',
          title: 'The airport and its community',
          items: [
            {
              title: 'About us',
              text: 'Who runs El Dorado and how.',
              href: '/servicios/nosotros',
            },
            {
              title: 'Social impact',
              text: 'Programmes with neighbouring communities.',
              href: '/servicios/impacto-social',
            },
            {
              title: 'Circular economy',
              text: 'Waste, recycling and how to sort in the terminal.',
              href: '/servicios/economia-circular',
            },
            {
              title: 'Connection with water',
              text: 'Saving, reusing and caring for water.',
              href: '/servicios/conexion-con-el-agua',
            },
          ],
        },
        {
          type: 'contact',
          title: 'Need help?',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'Dora answers on WhatsApp 24 hours a day, 7 days a week.',
          url: '/dora',
        },
      ],
    },
    fr: {
      title: 'Services de l’aéroport',
      description:
        'Tous les services d’El Dorado pour les passagers et leurs proches, classés par étape du voyage : documents, bagages, accessibilité, transport, santé et plus.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Dorado est exploité par OPAIN S.A. Cette rubrique présente les services de l’aéroport et les démarches des autorités qui y travaillent. Si vous ne trouvez pas ce que vous cherchez, adressez-vous aux points d’information des niveaux 1 et 2 du Terminal 1 ou écrivez à Dora, l’assistante virtuelle de l’aéroport.</p>',
        },
        {
          type: 'cards',
          title: 'Avant de partir',
          items: [
            {
              title: 'Préparez votre voyage',
              text: 'Quand arriver, documents et liste de contrôle.',
              href: '/servicios/prepara-tu-viaje',
            },
            {
              title: 'Immigration et passeports',
              text: 'Check-MIG, Biomig et documents pour sortir ou entrer.',
              href: '/servicios/migracion-y-pasaportes',
            },
            {
              title: 'Douane',
              text: 'Déclaration de bagages, argent liquide et contrôles de l’ICA.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Correspondances',
              text: 'Comment faire escale à Bogota sans manquer votre vol.',
              href: '/servicios/conexiones',
            },
            {
              title: 'Services aéroportuaires',
              text: 'Ce que vous trouvez dans le terminal, niveau par niveau.',
              href: '/servicios/servicios-aeroportuarios',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Bagages',
          items: [
            {
              title: 'Consignes bagages',
              text: 'Liquides, objets interdits et contrôle de sûreté.',
              href: '/servicios/instrucciones-equipaje',
            },
            {
              title: 'Chariots à bagages',
              text: 'En libre-service ou avec porteur, 24 h/24.',
              href: '/servicios/carros-de-equipaje',
            },
            {
              title: 'Consigne à bagages',
              text: 'Laissez vos valises quelques heures ou plusieurs jours.',
              href: '/servicios/guarda-equipaje',
            },
            {
              title: 'Objets trouvés',
              text: 'Que faire si vous avez oublié quelque chose.',
              href: '/servicios/objetos-perdidos',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Accessibilité et assistance',
          items: [
            {
              title: 'Accessibilité',
              text: 'Services pour les personnes handicapées.',
              href: '/servicios/accesibilidad',
            },
            {
              title: 'Fauteuils roulants',
              text: 'Comment demander un fauteuil et une assistance.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Programme tournesol',
              text: 'Un soutien discret pour les handicaps invisibles.',
              href: '/servicios/sunflower',
            },
            {
              title: 'Aide aux voyageurs',
              text: 'Information et orientation dans l’aéroport.',
              href: '/servicios/ayuda-al-viajero',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Animaux de compagnie',
          items: [
            {
              title: 'Voyager avec un animal',
              text: 'Exigences de l’ICA et des compagnies.',
              href: '/servicios/mascotas',
            },
            {
              title: 'Espaces pour animaux',
              text: 'Où votre animal peut faire ses besoins.',
              href: '/servicios/banos-para-mascotas',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Confort dans le terminal',
          items: [
            {
              title: 'Chambres de repos',
              text: 'Reposez-vous entre deux vols sans quitter l’aéroport.',
              href: '/servicios/habitaciones-de-descanso',
            },
            {
              title: 'Wi-Fi',
              text: 'Connexion gratuite dans le terminal.',
              href: '/servicios/internet-wifi',
            },
            {
              title: 'Services technologiques',
              text: 'Bornes de recharge et autres services numériques.',
              href: '/servicios/servicios-tecnologicos',
            },
            {
              title: 'Lieu de recueillement',
              text: 'Un espace de silence et de prière.',
              href: '/servicios/oratorio',
            },
            {
              title: 'Notaire',
              text: 'Autorisations de sortie de mineurs et légalisations.',
              href: '/servicios/notaria',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Transports et parkings',
          items: [
            {
              title: 'Venir à l’aéroport',
              text: 'Itinéraires, durées et tarifs par mode de transport.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Taxis',
              text: 'Réservez un taxi autorisé et vérifiez sa plaque.',
              href: '/servicios/taxis',
            },
            {
              title: 'Transports en commun',
              text: 'TransMilenio, SITP et bus vers la ville.',
              href: '/servicios/transporte-publico',
            },
            {
              title: 'Parkings',
              text: 'Zones, accès, paiement et places libres.',
              href: '/servicios/informacion-y-disponibilidad-parqueaderos',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Santé',
          items: [
            {
              title: 'Soins et urgences',
              text: 'Soins médicaux dans l’aéroport.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Point de vaccination',
              text: 'Vaccin contre la fièvre jaune et certificat international.',
              href: '/servicios/punto-de-vacunacion',
            },
            {
              title: 'Coronavirus',
              text: 'Informations sur la COVID-19 pour les voyageurs.',
              href: '/servicios/coronavirus',
            },
            {
              title: 'Mesures de prévention',
              text: 'Recommandations sanitaires dans le terminal.',
              href: '/servicios/medidas-de-prevencion-covid-19',
            },
          ],
        },
        {
          type: 'cards',
          title: 'L’aéroport et son territoire',
          items: [
            {
              title: 'Qui sommes-nous',
              text: 'Qui exploite El Dorado et comment.',
              href: '/servicios/nosotros',
            },
            {
              title: 'Impact social',
              text: 'Programmes avec les communautés voisines.',
              href: '/servicios/impacto-social',
            },
            {
              title: 'Économie circulaire',
              text: 'Déchets, recyclage et tri dans le terminal.',
              href: '/servicios/economia-circular',
            },
            {
              title: 'Lien avec l’eau',
              text: 'Économiser, réutiliser et préserver l’eau.',
              href: '/servicios/conexion-con-el-agua',
            },
          ],
        },
        {
          type: 'contact',
          title: 'Besoin d’aide ?',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'Dora répond sur WhatsApp 24 h/24, 7 j/7.',
          url: '/dora',
        },
      ],
    },
    pt: {
      title: 'Serviços do aeroporto',
      description:
        'Os serviços do El Dorado para passageiros e acompanhantes, organizados por etapa da viagem: documentos, bagagem, acessibilidade, transporte, saúde e mais.',
      blocks: [
        {
          type: 'richText',
          html: '<p>O El Dorado é operado pela OPAIN S.A. Nesta seção você encontra os serviços do aeroporto e os trâmites das autoridades que atuam nele. Se não encontrar o que procura, pergunte nos pontos de informação dos pisos 1 e 2 do Terminal 1 ou escreva para a Dora, a assistente virtual do aeroporto.</p>',
        },
        {
          type: 'cards',
          title: 'Antes de voar',
          items: [
            {
              title: 'Prepare sua viagem',
              text: 'Quando chegar, documentos e lista de verificação.',
              href: '/servicios/prepara-tu-viaje',
            },
            {
              title: 'Migração e passaportes',
              text: 'Check-MIG, Biomig e documentos para sair ou entrar.',
              href: '/servicios/migracion-y-pasaportes',
            },
            {
              title: 'Alfândega',
              text: 'Declaração de bagagem, dinheiro em espécie e controles do ICA.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Conexões',
              text: 'Como fazer conexão em Bogotá sem perder o voo.',
              href: '/servicios/conexiones',
            },
            {
              title: 'Serviços aeroportuários',
              text: 'O que você encontra no terminal, piso por piso.',
              href: '/servicios/servicios-aeroportuarios',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Bagagem',
          items: [
            {
              title: 'Instruções de bagagem',
              text: 'Líquidos, objetos proibidos e inspeção de segurança.',
              href: '/servicios/instrucciones-equipaje',
            },
            {
              title: 'Carrinhos de bagagem',
              text: 'De autoatendimento e assistidos, 24 horas.',
              href: '/servicios/carros-de-equipaje',
            },
            {
              title: 'Guarda-volumes',
              text: 'Deixe suas malas por horas ou dias.',
              href: '/servicios/guarda-equipaje',
            },
            {
              title: 'Achados e perdidos',
              text: 'O que fazer se esqueceu algo no aeroporto.',
              href: '/servicios/objetos-perdidos',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Acessibilidade e assistência',
          items: [
            {
              title: 'Acessibilidade',
              text: 'Serviços para pessoas com deficiência.',
              href: '/servicios/accesibilidad',
            },
            {
              title: 'Cadeiras de rodas',
              text: 'Como pedir cadeira e assistência para o voo.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Programa girassol',
              text: 'Apoio discreto para deficiências não visíveis.',
              href: '/servicios/sunflower',
            },
            {
              title: 'Ajuda ao viajante',
              text: 'Informação e orientação dentro do aeroporto.',
              href: '/servicios/ayuda-al-viajero',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Animais de estimação',
          items: [
            {
              title: 'Viajar com animais de estimação',
              text: 'Exigências do ICA e das companhias.',
              href: '/servicios/mascotas',
            },
            {
              title: 'Banheiros para pets',
              text: 'Onde seu pet pode fazer as necessidades.',
              href: '/servicios/banos-para-mascotas',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Conforto no terminal',
          items: [
            {
              title: 'Quartos de descanso',
              text: 'Descanse entre voos sem sair do aeroporto.',
              href: '/servicios/habitaciones-de-descanso',
            },
            {
              title: 'Wi-Fi',
              text: 'Conexão gratuita no terminal.',
              href: '/servicios/internet-wifi',
            },
            {
              title: 'Serviços tecnológicos',
              text: 'Pontos de recarga e outros serviços digitais.',
              href: '/servicios/servicios-tecnologicos',
            },
            {
              title: 'Oratório',
              text: 'Um espaço de silêncio e oração.',
              href: '/servicios/oratorio',
            },
            {
              title: 'Cartório',
              text: 'Autorizações de saída de menores e reconhecimentos.',
              href: '/servicios/notaria',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Transporte e estacionamento',
          items: [
            {
              title: 'Como chegar ao aeroporto',
              text: 'Rotas, tempos e custos por meio de transporte.',
              href: '/transporte/como-llegar-al-aeropuerto',
            },
            {
              title: 'Táxis',
              text: 'Reserve um táxi autorizado e verifique a placa.',
              href: '/servicios/taxis',
            },
            {
              title: 'Transporte público',
              text: 'TransMilenio, SITP e ônibus para a cidade.',
              href: '/servicios/transporte-publico',
            },
            {
              title: 'Estacionamento',
              text: 'Áreas, acessos, pagamento e vagas livres.',
              href: '/servicios/informacion-y-disponibilidad-parqueaderos',
            },
          ],
        },
        {
          type: 'cards',
          title: 'Saúde',
          items: [
            {
              title: 'Saúde e emergências',
              text: 'Atendimento médico dentro do aeroporto.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Posto de vacinação',
              text: 'Vacina contra a febre amarela e certificado internacional.',
              href: '/servicios/punto-de-vacunacion',
            },
            {
              title: 'Coronavírus',
              text: 'Informações sobre a COVID-19 para viajantes.',
              href: '/servicios/coronavirus',
            },
            {
              title: 'Medidas de prevenção',
              text: 'Recomendações de biossegurança no terminal.',
              href: '/servicios/medidas-de-prevencion-covid-19',
            },
          ],
        },
        {
          type: 'cards',
          title: 'O aeroporto e seu entorno',
          items: [
            {
              title: 'Quem somos',
              text: 'Quem opera o El Dorado e como.',
              href: '/servicios/nosotros',
            },
            {
              title: 'Impacto social',
              text: 'Programas com as comunidades vizinhas.',
              href: '/servicios/impacto-social',
            },
            {
              title: 'Economia circular',
              text: 'Resíduos, reciclagem e separação no terminal.',
              href: '/servicios/economia-circular',
            },
            {
              title: 'Conexão com a água',
              text: 'Economia, reúso e cuidado com a água.',
              href: '/servicios/conexion-con-el-agua',
            },
          ],
        },
        {
          type: 'contact',
          title: 'Precisa de ajuda?',
          whatsapp: '{{doraWhatsapp}}',
          hours: 'A Dora responde pelo WhatsApp 24 horas por dia, 7 dias por semana.',
          url: '/dora',
        },
      ],
    },
  },
});
