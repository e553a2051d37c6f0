import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/adaptacion',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Adaptación',
      description:
        'Cómo se prepara El Dorado para lluvias intensas, inundaciones, granizo, niebla y sequías, y qué puede hacer usted cuando el clima afecta su vuelo.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Aunque se reduzcan las emisiones, el clima ya está cambiando. Bogotá tiene dos temporadas de lluvias al año, y los fenómenos de La Niña y El Niño hacen más frecuentes los aguaceros fuertes, el granizo o, al contrario, los periodos secos. El aeropuerto está en la sabana, junto al río Bogotá y cerca de humedales, así que <strong>adaptarse</strong> significa identificar esos riesgos y preparar la infraestructura y la operación para seguir funcionando.</p>',
        },
        {
          type: 'table',
          caption: 'Riesgos climáticos y medidas de adaptación',
          columns: ['Riesgo', 'Efecto posible', 'Cómo se prepara el aeropuerto'],
          rows: [
            [
              'Lluvias intensas e inundaciones',
              'Encharcamientos en vías, plataformas y accesos',
              'Mantenimiento y limpieza de canales y drenajes antes de cada temporada de lluvias, sistemas de bombeo y monitoreo de niveles',
            ],
            [
              'Granizo y tormentas eléctricas',
              'Suspensión temporal de operaciones en plataforma por seguridad',
              'Alertas meteorológicas, protocolos de protección del personal en plataforma e inspección de pistas después del evento',
            ],
            [
              'Niebla de madrugada',
              'Baja visibilidad y demoras en los primeros vuelos',
              'Procedimientos de baja visibilidad coordinados con la Aerocivil y ayudas a la navegación',
            ],
            [
              'Periodos secos y calor',
              'Menor disponibilidad de agua y riesgo de incendio en zonas verdes',
              'Almacenamiento y aprovechamiento de agua lluvia, riego eficiente y vigilancia de zonas verdes',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Si el clima afecta su viaje',
          html: '<ul><li>Consulte el estado de su vuelo en <a href="/vuelos/salidas">salidas</a> o <a href="/vuelos/llegadas">llegadas</a> y las notificaciones de su aerolínea.</li><li>En temporada de lluvias, salga con más anticipación: el tráfico hacia el aeropuerto puede ser más lento. Revise los <a href="/informacion-en-tiempo-real">tiempos en tiempo real</a>.</li><li>En una tormenta eléctrica, el embarque por escalera y los buses a posiciones remotas pueden detenerse unos minutos; siga las indicaciones del personal.</li></ul>',
        },
        {
          type: 'richText',
          html: '<h3>Planeación a largo plazo</h3><p>Los análisis de riesgo climático se actualizan con la información del IDEAM y de las autoridades de gestión del riesgo, y se tienen en cuenta en el diseño de nuevas obras (drenajes, cubiertas, sistemas eléctricos). Esta línea complementa la <a href="/eldorado-sostenible/servicios/mitigacion">mitigación</a> dentro de la estrategia de <a href="/eldorado-sostenible/servicios/cambio-climatico">cambio climático</a>.</p>',
        },
      ],
    },
    en: {
      title: 'Adaptation',
      description:
        'How El Dorado prepares for heavy rain, flooding, hail, fog and drought, and what you can do when the weather affects your flight.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Even as emissions are cut, the climate is already changing. Bogota has two rainy seasons a year, and La Niña and El Niño make heavy downpours and hail, or on the contrary dry spells, more frequent. The airport sits on the high plain (the Sabana), next to the Bogotá River and close to wetlands, so <strong>adapting</strong> means identifying those risks and preparing the infrastructure and operations to keep working.</p>',
        },
        {
          type: 'table',
          caption: 'Climate risks and adaptation measures',
          columns: ['Risk', 'Possible effect', 'How the airport prepares'],
          rows: [
            [
              'Heavy rain and flooding',
              'Standing water on roads, aprons and access routes',
              'Maintenance and cleaning of channels and drains before each rainy season, pumping systems and water level monitoring',
            ],
            [
              'Hail and thunderstorms',
              'Temporary suspension of apron operations for safety',
              'Weather alerts, protection protocols for apron staff and runway inspection after the event',
            ],
            [
              'Early-morning fog',
              'Low visibility and delays to the first flights',
              'Low-visibility procedures coordinated with Aerocivil and navigation aids',
            ],
            [
              'Dry spells and heat',
              'Less water available and fire risk in green areas',
              'Rainwater storage and harvesting, efficient irrigation and monitoring of green areas',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'If the weather affects your trip',
          html: '<ul><li>Check your flight status under <a href="/vuelos/salidas">departures</a> or <a href="/vuelos/llegadas">arrivals</a> and your airline’s notifications.</li><li>In the rainy season, leave earlier: traffic to the airport can be slower. Check the <a href="/informacion-en-tiempo-real">real-time information</a>.</li><li>During a thunderstorm, boarding by stairs and buses to remote stands may stop for a few minutes; follow staff instructions.</li></ul>',
        },
        {
          type: 'richText',
          html: '<h3>Long-term planning</h3><p>Climate risk assessments are updated with information from IDEAM (Colombia’s meteorological institute) and the disaster risk authorities, and are taken into account when designing new works (drainage, roofs, electrical systems). This line complements <a href="/eldorado-sostenible/servicios/mitigacion">mitigation</a> within the <a href="/eldorado-sostenible/servicios/cambio-climatico">climate change</a> strategy.</p>',
        },
      ],
    },
    fr: {
      title: 'Adaptation',
      description:
        'Comment El Dorado se prépare aux fortes pluies, inondations, grêle, brouillard et sécheresses, et que faire quand la météo perturbe votre vol.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Même si les émissions baissent, le climat change déjà. Bogota connaît deux saisons des pluies par an, et les phénomènes La Niña et El Niño rendent plus fréquents les fortes averses et la grêle ou, à l’inverse, les périodes sèches. L’aéroport se trouve sur le haut plateau (la Sabana), au bord du fleuve Bogotá et près de zones humides : <strong>s’adapter</strong>, c’est identifier ces risques et préparer les infrastructures et l’exploitation pour continuer à fonctionner.</p>',
        },
        {
          type: 'table',
          caption: 'Risques climatiques et mesures d’adaptation',
          columns: ['Risque', 'Effet possible', 'Préparation de l’aéroport'],
          rows: [
            [
              'Fortes pluies et inondations',
              'Accumulations d’eau sur les voies, les aires de trafic et les accès',
              'Entretien et curage des canaux et drains avant chaque saison des pluies, systèmes de pompage et surveillance des niveaux',
            ],
            [
              'Grêle et orages',
              'Suspension temporaire des opérations sur l’aire de trafic par sécurité',
              'Alertes météorologiques, protocoles de protection du personnel de piste et inspection des pistes après l’événement',
            ],
            [
              'Brouillard matinal',
              'Faible visibilité et retards des premiers vols',
              'Procédures par faible visibilité coordonnées avec l’Aerocivil et aides à la navigation',
            ],
            [
              'Périodes sèches et chaleur',
              'Moins d’eau disponible et risque d’incendie dans les espaces verts',
              'Stockage et récupération des eaux de pluie, arrosage économe et surveillance des espaces verts',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Si la météo perturbe votre voyage',
          html: '<ul><li>Consultez l’état de votre vol dans <a href="/vuelos/salidas">départs</a> ou <a href="/vuelos/llegadas">arrivées</a> et les notifications de votre compagnie.</li><li>Pendant la saison des pluies, partez plus tôt : la circulation vers l’aéroport peut être plus lente. Consultez l’<a href="/informacion-en-tiempo-real">information en temps réel</a>.</li><li>Pendant un orage, l’embarquement par escalier et les bus vers les postes éloignés peuvent s’interrompre quelques minutes ; suivez les consignes du personnel.</li></ul>',
        },
        {
          type: 'richText',
          html: '<h3>Planification à long terme</h3><p>Les analyses de risque climatique sont mises à jour avec les informations de l’IDEAM (institut météorologique colombien) et des autorités de gestion des risques, et prises en compte dans la conception des nouveaux ouvrages (drainage, toitures, réseaux électriques). Cet axe complète l’<a href="/eldorado-sostenible/servicios/mitigacion">atténuation</a> dans la stratégie <a href="/eldorado-sostenible/servicios/cambio-climatico">changement climatique</a>.</p>',
        },
      ],
    },
    pt: {
      title: 'Adaptação',
      description:
        'Como o El Dorado se prepara para chuvas intensas, alagamentos, granizo, neblina e secas, e o que fazer quando o tempo afeta seu voo.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Mesmo com a redução das emissões, o clima já está mudando. Bogotá tem duas estações chuvosas por ano, e os fenômenos La Niña e El Niño tornam mais frequentes os temporais e o granizo ou, ao contrário, os períodos secos. O aeroporto fica na savana de Bogotá, ao lado do rio Bogotá e perto de áreas úmidas; por isso, <strong>adaptar-se</strong> significa identificar esses riscos e preparar a infraestrutura e a operação para continuar funcionando.</p>',
        },
        {
          type: 'table',
          caption: 'Riscos climáticos e medidas de adaptação',
          columns: ['Risco', 'Efeito possível', 'Como o aeroporto se prepara'],
          rows: [
            [
              'Chuvas intensas e alagamentos',
              'Acúmulo de água em vias, pátios e acessos',
              'Manutenção e limpeza de canais e drenagens antes de cada estação chuvosa, sistemas de bombeamento e monitoramento de níveis',
            ],
            [
              'Granizo e tempestades elétricas',
              'Suspensão temporária das operações no pátio por segurança',
              'Alertas meteorológicos, protocolos de proteção da equipe de pátio e inspeção das pistas após o evento',
            ],
            [
              'Neblina de madrugada',
              'Baixa visibilidade e atrasos nos primeiros voos',
              'Procedimentos de baixa visibilidade coordenados com a Aerocivil e auxílios à navegação',
            ],
            [
              'Períodos secos e calor',
              'Menos água disponível e risco de incêndio nas áreas verdes',
              'Armazenamento e aproveitamento da água da chuva, irrigação eficiente e vigilância das áreas verdes',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Se o tempo afetar sua viagem',
          html: '<ul><li>Consulte o status do seu voo em <a href="/vuelos/salidas">partidas</a> ou <a href="/vuelos/llegadas">chegadas</a> e as notificações da sua companhia aérea.</li><li>Na estação chuvosa, saia com mais antecedência: o trânsito até o aeroporto pode ficar mais lento. Confira a <a href="/informacion-en-tiempo-real">informação em tempo real</a>.</li><li>Durante uma tempestade elétrica, o embarque por escada e os ônibus para posições remotas podem parar por alguns minutos; siga as orientações da equipe.</li></ul>',
        },
        {
          type: 'richText',
          html: '<h3>Planejamento de longo prazo</h3><p>As análises de risco climático são atualizadas com informações do IDEAM (instituto meteorológico colombiano) e das autoridades de gestão de riscos, e consideradas no projeto de novas obras (drenagem, coberturas, sistemas elétricos). Esta linha complementa a <a href="/eldorado-sostenible/servicios/mitigacion">mitigação</a> dentro da estratégia de <a href="/eldorado-sostenible/servicios/cambio-climatico">mudança do clima</a>.</p>',
        },
      ],
    },
  },
});
