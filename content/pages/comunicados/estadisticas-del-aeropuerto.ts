import { definePage } from '@/content/schemas';

export default definePage({
  path: '/comunicados/estadisticas-del-aeropuerto',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Estadísticas del aeropuerto',
      description:
        'El Dorado en cifras: cerca de 45 millones de pasajeros al año y alrededor de 1.000 vuelos diarios. El aeropuerto con más tráfico de Colombia.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado es el aeropuerto con más tráfico de pasajeros y de carga de Colombia y uno de los más importantes de América Latina. Conecta a Bogotá con las principales ciudades del país y con destinos en América, Europa y otras regiones, y funciona las 24 horas del día, los 365 días del año. Lo opera la concesionaria OPAIN S.A.</p>`,
        },
        {
          type: 'table',
          caption: 'El Dorado en cifras (valores aproximados)',
          columns: ['Indicador', 'Cifra'],
          rows: [
            ['Pasajeros al año', 'Cerca de 45 millones'],
            ['Vuelos (despegues y aterrizajes)', 'Alrededor de 1.000 al día'],
            ['Terminales de pasajeros', '2: Terminal 1 y Terminal 2'],
            ['Pistas', '2 pistas paralelas'],
            ['Horario de operación', '24 horas'],
            ['Plazoletas de comidas', '{{foodCourts}}'],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Cifras oficiales',
          html: `<p>Las estadísticas oficiales de tráfico aéreo de pasajeros, carga y operaciones de los aeropuertos del país las publica la <a href="https://www.aerocivil.gov.co">Aeronáutica Civil de Colombia</a>. Los periodistas pueden solicitar datos e información adicional por medio del formulario de <a href="/contacto">contacto</a>.</p>`,
        },
        {
          type: 'cards',
          title: 'Siga la operación',
          items: [
            {
              title: 'Salidas y llegadas',
              text: 'Estado de los vuelos en tiempo real.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Carga',
              text: 'Servicios e información para el transporte de carga aérea.',
              href: '/carga',
            },
            {
              title: 'El Dorado informa',
              text: 'Noticias y comunicados del aeropuerto.',
              href: '/eldorado-informa',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Airport statistics',
      description:
        'El Dorado in figures: about 45 million passengers a year and around 1,000 flights a day. Colombia’s busiest airport.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado is Colombia’s busiest airport for both passengers and cargo, and one of the most important in Latin America. It connects Bogota with the country’s main cities and with destinations in the Americas, Europe and beyond, and it operates 24 hours a day, 365 days a year. It is run by the concessionaire OPAIN S.A.</p>`,
        },
        {
          type: 'table',
          caption: 'El Dorado in figures (approximate values)',
          columns: ['Indicator', 'Figure'],
          rows: [
            ['Passengers a year', 'About 45 million'],
            ['Flights (take-offs and landings)', 'Around 1,000 a day'],
            ['Passenger terminals', '2: Terminal 1 and Terminal 2'],
            ['Runways', '2 parallel runways'],
            ['Operating hours', '24 hours'],
            ['Food courts', '{{foodCourts}}'],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Official figures',
          html: `<p>Official air traffic statistics on passengers, cargo and operations at Colombian airports are published by the <a href="https://www.aerocivil.gov.co">Civil Aviation Authority of Colombia (Aerocivil)</a>. Journalists can request data and further information through the <a href="/contacto">contact</a> form.</p>`,
        },
        {
          type: 'cards',
          title: 'Follow the operation',
          items: [
            {
              title: 'Departures and arrivals',
              text: 'Flight status in real time.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Cargo',
              text: 'Services and information for air cargo.',
              href: '/carga',
            },
            {
              title: 'El Dorado news',
              text: 'Airport news and press releases.',
              href: '/eldorado-informa',
            },
          ],
        },
      ],
    },
    fr: {
      title: "Statistiques de l'aéroport",
      description:
        'El Dorado en chiffres : près de 45 millions de passagers par an et environ 1 000 vols par jour. Le premier aéroport de Colombie.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado est le premier aéroport de Colombie pour le trafic de passagers comme de fret, et l'un des plus importants d'Amérique latine. Il relie Bogota aux principales villes du pays et à des destinations en Amérique, en Europe et ailleurs, et fonctionne 24 h/24, 365 jours par an. Il est exploité par le concessionnaire OPAIN S.A.</p>`,
        },
        {
          type: 'table',
          caption: 'El Dorado en chiffres (valeurs approximatives)',
          columns: ['Indicateur', 'Chiffre'],
          rows: [
            ['Passagers par an', 'Près de 45 millions'],
            ['Vols (décollages et atterrissages)', 'Environ 1 000 par jour'],
            ['Terminaux passagers', '2 : Terminal 1 et Terminal 2'],
            ['Pistes', '2 pistes parallèles'],
            ["Horaires d'exploitation", '24 h/24'],
            ['Espaces de restauration', '{{foodCourts}}'],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Chiffres officiels',
          html: `<p>Les statistiques officielles du trafic aérien (passagers, fret et mouvements) des aéroports colombiens sont publiées par l'<a href="https://www.aerocivil.gov.co">Aviation civile de Colombie (Aerocivil)</a>. Les journalistes peuvent demander des données et des informations complémentaires via le formulaire de <a href="/contacto">contact</a>.</p>`,
        },
        {
          type: 'cards',
          title: "Suivre l'activité",
          items: [
            {
              title: 'Départs et arrivées',
              text: 'État des vols en temps réel.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Fret',
              text: 'Services et informations pour le fret aérien.',
              href: '/carga',
            },
            {
              title: 'Actualités El Dorado',
              text: "Actualités et communiqués de l'aéroport.",
              href: '/eldorado-informa',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Estatísticas do aeroporto',
      description:
        'O El Dorado em números: cerca de 45 milhões de passageiros por ano e em torno de 1.000 voos por dia. O aeroporto mais movimentado da Colômbia.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O El Dorado é o aeroporto mais movimentado da Colômbia em passageiros e carga e um dos mais importantes da América Latina. Liga Bogotá às principais cidades do país e a destinos nas Américas, na Europa e em outras regiões, e funciona 24 horas por dia, 365 dias por ano. É operado pela concessionária OPAIN S.A.</p>`,
        },
        {
          type: 'table',
          caption: 'O El Dorado em números (valores aproximados)',
          columns: ['Indicador', 'Número'],
          rows: [
            ['Passageiros por ano', 'Cerca de 45 milhões'],
            ['Voos (pousos e decolagens)', 'Em torno de 1.000 por dia'],
            ['Terminais de passageiros', '2: Terminal 1 e Terminal 2'],
            ['Pistas', '2 pistas paralelas'],
            ['Horário de funcionamento', '24 horas'],
            ['Praças de alimentação', '{{foodCourts}}'],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Números oficiais',
          html: `<p>As estatísticas oficiais de tráfego aéreo de passageiros, carga e operações dos aeroportos do país são publicadas pela <a href="https://www.aerocivil.gov.co">Aeronáutica Civil da Colômbia (Aerocivil)</a>. Jornalistas podem solicitar dados e informações adicionais pelo formulário de <a href="/contacto">contato</a>.</p>`,
        },
        {
          type: 'cards',
          title: 'Acompanhe a operação',
          items: [
            {
              title: 'Partidas e chegadas',
              text: 'Situação dos voos em tempo real.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Carga',
              text: 'Serviços e informações para o transporte aéreo de carga.',
              href: '/carga',
            },
            {
              title: 'El Dorado informa',
              text: 'Notícias e comunicados do aeroporto.',
              href: '/eldorado-informa',
            },
          ],
        },
      ],
    },
  },
});
