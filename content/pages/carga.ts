import { definePage } from '@/content/schemas';

export default definePage({
  path: '/carga',
  updatedAt: '2026-11-20',
  locales: {
    es: {
      title: 'Carga aérea en El Dorado',
      description:
        'El principal aeropuerto de carga de América Latina: terminales de carga, exportación de perecederos, trámites y vuelos de carga.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Dorado mueve más carga aérea que cualquier otro aeropuerto de América Latina. Por aquí salen las flores, frutas y otros perecederos que Colombia exporta al mundo, y entran medicamentos, tecnología y repuestos.</p>',
        },
        {
          type: 'cards',
          title: 'Para operadores y clientes de carga',
          items: [
            { title: 'Vuelos de carga', text: 'Salidas y llegadas de carguero en tiempo real.', href: '/vuelos/carga' },
            {
              title: 'Aduanas',
              text: 'Controles de la DIAN y de la Policía Fiscal y Aduanera.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Estadísticas del aeropuerto',
              text: 'Toneladas y operaciones por año.',
              href: '/comunicados/estadisticas-del-aeropuerto',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Cómo exportar por El Dorado',
          items: [
            {
              title: 'Contrata un agente de carga',
              text: 'El agente reserva el espacio con la aerolínea y prepara la guía aérea.',
            },
            {
              title: 'Tramita los permisos',
              text: 'Según el producto, certificado fitosanitario del ICA o registro del INVIMA, y la declaración de exportación ante la DIAN.',
            },
            {
              title: 'Entrega en la terminal de carga',
              text: 'La carga pasa inspección de seguridad y, para perecederos, se conserva en cuartos fríos hasta el vuelo.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Carga perecedera',
          html: '<p>Flores y frutas se entregan refrigeradas y con la cadena de frío documentada. Coordina los horarios de recepción con tu agente y la aerolínea, especialmente en temporadas como San Valentín y el Día de la Madre.</p>',
        },
        { type: 'downloads', items: [{ label: 'Guía de servicios de carga (PDF)', document: 'guia-de-carga' }] },
      ],
    },
    en: {
      title: 'Air cargo at El Dorado',
      description:
        'Latin America’s leading cargo airport: cargo terminals, perishable exports, paperwork and cargo flights.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Dorado handles more air cargo than any other airport in Latin America. Colombia’s flowers, fruit and other perishables leave for the world from here, and medicines, technology and spare parts come in.</p>',
        },
        {
          type: 'cards',
          title: 'For cargo operators and customers',
          items: [
            { title: 'Cargo flights', text: 'Freighter departures and arrivals in real time.', href: '/vuelos/carga' },
            { title: 'Customs', text: 'Controls by DIAN and the tax and customs police.', href: '/servicios/aduanas' },
            {
              title: 'Airport statistics',
              text: 'Tonnes and operations per year.',
              href: '/comunicados/estadisticas-del-aeropuerto',
            },
          ],
        },
        {
          type: 'steps',
          title: 'How to export through El Dorado',
          items: [
            {
              title: 'Hire a freight forwarder',
              text: 'The forwarder books space with the airline and prepares the air waybill.',
            },
            {
              title: 'Get the permits',
              text: 'Depending on the product, an ICA phytosanitary certificate or INVIMA registration, and the export declaration with DIAN.',
            },
            {
              title: 'Deliver to the cargo terminal',
              text: 'Cargo goes through security screening and perishables are kept in cold rooms until the flight.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Perishable cargo',
          html: '<p>Flowers and fruit are delivered chilled, with a documented cold chain. Agree acceptance times with your forwarder and airline, especially in peaks such as Valentine’s Day and Mother’s Day.</p>',
        },
        { type: 'downloads', items: [{ label: 'Cargo services guide (PDF)', document: 'guia-de-carga' }] },
      ],
    },
    fr: {
      title: 'Fret aérien à El Dorado',
      description:
        'Premier aéroport de fret d’Amérique latine : terminaux de fret, export de périssables, formalités et vols cargo.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El Dorado traite plus de fret aérien que tout autre aéroport d’Amérique latine. Les fleurs, fruits et autres denrées périssables exportés par la Colombie partent d’ici, et les médicaments, la technologie et les pièces détachées y arrivent.</p>',
        },
        {
          type: 'cards',
          title: 'Pour les opérateurs et clients du fret',
          items: [
            { title: 'Vols cargo', text: 'Départs et arrivées des avions cargo en temps réel.', href: '/vuelos/carga' },
            {
              title: 'Douanes',
              text: 'Contrôles de la DIAN et de la police fiscale et douanière.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Statistiques de l’aéroport',
              text: 'Tonnes et mouvements par an.',
              href: '/comunicados/estadisticas-del-aeropuerto',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Exporter via El Dorado',
          items: [
            {
              title: 'Choisissez un transitaire',
              text: 'Le transitaire réserve l’espace auprès de la compagnie et prépare la lettre de transport aérien.',
            },
            {
              title: 'Obtenez les autorisations',
              text: 'Selon le produit, certificat phytosanitaire de l’ICA ou enregistrement INVIMA, et déclaration d’exportation auprès de la DIAN.',
            },
            {
              title: 'Livrez au terminal de fret',
              text: 'Le fret passe le contrôle de sûreté ; les périssables sont gardés en chambre froide jusqu’au vol.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Fret périssable',
          html: '<p>Fleurs et fruits sont livrés réfrigérés, avec une chaîne du froid documentée. Convenez des horaires de réception avec votre transitaire et la compagnie, surtout en période de pointe comme la Saint-Valentin et la fête des Mères.</p>',
        },
        { type: 'downloads', items: [{ label: 'Guide des services de fret (PDF)', document: 'guia-de-carga' }] },
      ],
    },
    pt: {
      title: 'Carga aérea no El Dorado',
      description:
        'O principal aeroporto de carga da América Latina: terminais de carga, exportação de perecíveis, trâmites e voos cargueiros.',
      blocks: [
        {
          type: 'richText',
          html: '<p>O El Dorado movimenta mais carga aérea do que qualquer outro aeroporto da América Latina. Daqui saem as flores, frutas e outros perecíveis que a Colômbia exporta para o mundo, e chegam medicamentos, tecnologia e peças.</p>',
        },
        {
          type: 'cards',
          title: 'Para operadores e clientes de carga',
          items: [
            { title: 'Voos de carga', text: 'Partidas e chegadas de cargueiros em tempo real.', href: '/vuelos/carga' },
            {
              title: 'Alfândega',
              text: 'Controles da DIAN e da Polícia Fiscal e Aduaneira.',
              href: '/servicios/aduanas',
            },
            {
              title: 'Estatísticas do aeroporto',
              text: 'Toneladas e operações por ano.',
              href: '/comunicados/estadisticas-del-aeropuerto',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Como exportar pelo El Dorado',
          items: [
            {
              title: 'Contrate um agente de carga',
              text: 'O agente reserva o espaço com a companhia aérea e prepara o conhecimento aéreo.',
            },
            {
              title: 'Obtenha as licenças',
              text: 'Conforme o produto, certificado fitossanitário do ICA ou registro do INVIMA, e a declaração de exportação na DIAN.',
            },
            {
              title: 'Entregue no terminal de carga',
              text: 'A carga passa pela inspeção de segurança e os perecíveis ficam em câmaras frias até o voo.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Carga perecível',
          html: '<p>Flores e frutas são entregues refrigeradas e com a cadeia de frio documentada. Combine os horários de recebimento com o seu agente e a companhia aérea, principalmente em épocas como o Dia dos Namorados e o Dia das Mães.</p>',
        },
        { type: 'downloads', items: [{ label: 'Guia de serviços de carga (PDF)', document: 'guia-de-carga' }] },
      ],
    },
  },
});
