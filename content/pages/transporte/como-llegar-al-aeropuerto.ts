import { definePage } from '@/content/schemas';

export default definePage({
  path: '/transporte/como-llegar-al-aeropuerto',
  updatedAt: '2026-11-20',
  header: {
    backgroundImage: '/images/banner/home-desktop.svg',
    mobileImage: '/images/banner/home-mobile.svg',
    imagePosition: 'center bottom',
    shadow: true,
  },
  locales: {
    es: {
      title: 'Cómo llegar al aeropuerto',
      seo: { title: 'Cómo llegar al aeropuerto El Dorado: TransMilenio, taxi y carro' },
      description:
        'TransMilenio, SITP, taxi, carros por aplicación, vehículo particular y parqueaderos: rutas, tiempos y costos para llegar a El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Aeropuerto El Dorado está en el occidente de Bogotá, al final de la avenida El Dorado (calle 26). Elige tu medio de transporte para ver las rutas, el tiempo estimado y el costo. En horas pico (6:00 a 9:00 a. m. y 5:00 a 8:00 p. m.) suma al menos 30 minutos.</p>',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Taxis solo en la fila autorizada',
          html: '<p>Al salir, toma el taxi en la fila autorizada del piso {{taxiFloor}}, puertas {{taxiGates}}, o <a href="/servicios/taxis">resérvalo en línea</a> y <a href="/servicios/taxis/verify-plate">verifica la placa</a>. No aceptes ofrecimientos de transporte dentro del terminal.</p>',
        },
        {
          type: 'cards',
          title: 'Antes de salir',
          items: [
            {
              title: 'Parqueaderos en tiempo real',
              text: 'Cupos disponibles y tarifas de los parqueaderos del aeropuerto.',
              href: '/informacion-en-tiempo-real/parqueaderos',
            },
            {
              title: 'Tiempo en filas',
              text: 'Cuánto tardan hoy los filtros de seguridad y Migración.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Transporte público',
              text: 'Tarjeta TuLlave, recargas y horarios del transporte público.',
              href: '/servicios/transporte-publico',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Getting to the airport',
      seo: { title: 'Getting to the airport: TransMilenio, taxi and car to El Dorado' },
      description:
        'TransMilenio, SITP buses, taxi, ride-hailing, private car and parking: routes, times and costs to El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Dorado Airport is in western Bogota, at the end of Avenida El Dorado (Calle 26). Choose your means of transport to see the routes, estimated time and cost. At rush hour (6:00–9:00 a.m. and 5:00–8:00 p.m.) add at least 30 minutes.</p>',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Taxis only from the authorised rank',
          html: '<p>When you leave, take a taxi from the authorised rank on floor {{taxiFloor}}, gates {{taxiGates}}, or <a href="/servicios/taxis">book one online</a> and <a href="/servicios/taxis/verify-plate">check the plate</a>. Do not accept transport offers inside the terminal.</p>',
        },
        {
          type: 'cards',
          title: 'Before you leave',
          items: [
            {
              title: 'Live parking',
              text: 'Free spaces and prices of the airport car parks.',
              href: '/informacion-en-tiempo-real/parqueaderos',
            },
            {
              title: 'Queue times',
              text: 'How long security and immigration take today.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Public transport',
              text: 'TuLlave card, top-ups and public transport hours.',
              href: '/servicios/transporte-publico',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Venir à l’aéroport',
      seo: { title: "Comment venir à l'aéroport El Dorado : TransMilenio, taxi, voiture" },
      description:
        'TransMilenio, bus SITP, taxi, VTC, voiture et parkings : itinéraires, durées et coûts pour rejoindre El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p>L’aéroport El Dorado se trouve à l’ouest de Bogota, au bout de l’avenue El Dorado (Calle 26). Choisissez votre moyen de transport pour voir les itinéraires, la durée estimée et le coût. Aux heures de pointe (6 h–9 h et 17 h–20 h), prévoyez au moins 30 minutes de plus.</p>',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Taxis uniquement à la station autorisée',
          html: '<p>À la sortie, prenez un taxi à la station autorisée du niveau {{taxiFloor}}, portes {{taxiGates}}, ou <a href="/servicios/taxis">réservez-le en ligne</a> et <a href="/servicios/taxis/verify-plate">vérifiez la plaque</a>. Refusez toute offre de transport dans le terminal.</p>',
        },
        {
          type: 'cards',
          title: 'Avant de partir',
          items: [
            {
              title: 'Parkings en temps réel',
              text: 'Places libres et tarifs des parkings de l’aéroport.',
              href: '/informacion-en-tiempo-real/parqueaderos',
            },
            {
              title: 'Temps d’attente',
              text: 'La durée des contrôles de sûreté et de l’immigration aujourd’hui.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Transports publics',
              text: 'Carte TuLlave, recharges et horaires des transports publics.',
              href: '/servicios/transporte-publico',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Como chegar ao aeroporto',
      seo: { title: 'Como chegar ao aeroporto El Dorado: TransMilenio, táxi e carro' },
      description:
        'TransMilenio, ônibus SITP, táxi, carros por aplicativo, carro particular e estacionamento: rotas, tempos e custos até o El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p>O Aeroporto El Dorado fica no oeste de Bogotá, no fim da avenida El Dorado (Calle 26). Escolha o seu meio de transporte para ver as rotas, o tempo estimado e o custo. Nos horários de pico (6h–9h e 17h–20h), acrescente pelo menos 30 minutos.</p>',
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Táxis só na fila autorizada',
          html: '<p>Ao sair, pegue o táxi na fila autorizada do piso {{taxiFloor}}, portões {{taxiGates}}, ou <a href="/servicios/taxis">reserve on-line</a> e <a href="/servicios/taxis/verify-plate">verifique a placa</a>. Não aceite ofertas de transporte dentro do terminal.</p>',
        },
        {
          type: 'cards',
          title: 'Antes de sair',
          items: [
            {
              title: 'Estacionamento em tempo real',
              text: 'Vagas livres e tarifas dos estacionamentos do aeroporto.',
              href: '/informacion-en-tiempo-real/parqueaderos',
            },
            {
              title: 'Tempo nas filas',
              text: 'Quanto demoram hoje os controles de segurança e a Migração.',
              href: '/informacion-en-tiempo-real/tiempo-en-filas',
            },
            {
              title: 'Transporte público',
              text: 'Cartão TuLlave, recargas e horários do transporte público.',
              href: '/servicios/transporte-publico',
            },
          ],
        },
      ],
    },
  },
});
