import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/que-es-eldorado-sostenible',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: '¿Qué es El Dorado Sostenible?',
      description:
        'El programa con el que OPAIN, concesionario del aeropuerto, gestiona el agua, la energía, el clima, los residuos y el entorno de El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p><strong>El Dorado Sostenible</strong> es la estrategia ambiental y social del Aeropuerto Internacional El Dorado, operado por el concesionario <strong>OPAIN S.A.</strong> Reúne en un solo programa las acciones con las que el aeropuerto reduce el impacto de su operación en Bogotá y en la región: uso eficiente del agua y la energía, gestión de residuos, control de emisiones, cuidado del suelo y de la vegetación, y relación con las comunidades vecinas de Fontibón y Engativá.</p><p>El programa cumple las obligaciones de la licencia ambiental del aeropuerto y va más allá con metas voluntarias, como la acreditación de carbono para aeropuertos del Airports Council International (ACI).</p>',
        },
        {
          type: 'cards',
          title: 'Los frentes del programa',
          items: [
            {
              title: 'Agua',
              text: 'Ahorro, aprovechamiento de agua lluvia y tratamiento de aguas residuales.',
              href: '/eldorado-sostenible/servicios/agua',
              linkLabel: 'Ver agua',
            },
            {
              title: 'Cambio climático',
              text: 'Inventario de emisiones, mitigación, adaptación y compensación.',
              href: '/eldorado-sostenible/servicios/cambio-climatico',
              linkLabel: 'Ver cambio climático',
            },
            {
              title: 'Residuos',
              text: 'Separación en la fuente, reciclaje y disposición segura.',
              href: '/eldorado-sostenible/servicios/residuos',
              linkLabel: 'Ver residuos',
            },
            {
              title: 'Suelo',
              text: 'Prevención de derrames y protección del suelo en plataformas y obras.',
              href: '/eldorado-sostenible/servicios/suelo',
              linkLabel: 'Ver suelo',
            },
            {
              title: 'Materiales peligrosos (MATPEL)',
              text: 'Manejo seguro de combustibles, químicos y residuos peligrosos.',
              href: '/eldorado-sostenible/servicios/matpel',
              linkLabel: 'Ver MATPEL',
            },
            {
              title: 'Silvicultura',
              text: 'Arbolado, zonas verdes y manejo del riesgo de fauna.',
              href: '/eldorado-sostenible/servicios/silvicultura',
              linkLabel: 'Ver silvicultura',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Cómo se organiza</h3><ul><li><strong>Política:</strong> los compromisos de la dirección están en las <a href="/eldorado-sostenible/servicios/politicas-eldorado-sostenible">políticas de El Dorado Sostenible</a>.</li><li><strong>Normas y autoridades:</strong> el programa responde ante la ANLA, la Secretaría Distrital de Ambiente, la CAR Cundinamarca y la Aerocivil (<a href="/eldorado-sostenible/servicios/entidades-que-nos-rigen">entidades que nos rigen</a>).</li><li><strong>Resultados:</strong> los logros verificados por terceros se publican en <a href="/eldorado-sostenible/servicios/reconocimientos-y-certificaciones">reconocimientos y certificaciones</a>.</li></ul>',
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Usted también suma',
          html: '<p>Deposite cada residuo en la caneca del color correcto, cierre bien las llaves del agua y, si puede, llegue al aeropuerto en <a href="/transporte/como-llegar-al-aeropuerto">transporte público</a>. Si ve una fuga o un derrame, avise al personal del aeropuerto o repórtelo en <a href="/contacto#pqrs">PQRS</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Preguntas sobre el programa',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    en: {
      title: 'What is El Dorado Sostenible?',
      description:
        'The programme through which OPAIN, the airport concessionaire, manages water, energy, climate, waste and the surroundings of El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p><strong>El Dorado Sostenible</strong> (Sustainable El Dorado) is the environmental and social strategy of El Dorado International Airport, operated by the concessionaire <strong>OPAIN S.A.</strong> It brings together in one programme the actions the airport takes to reduce the impact of its operation on Bogota and the region: efficient use of water and energy, waste management, emissions control, care for the soil and vegetation, and relations with the neighbouring communities of Fontibón and Engativá.</p><p>The programme meets the obligations of the airport’s environmental licence and goes further with voluntary goals, such as the Airports Council International (ACI) carbon accreditation for airports.</p>',
        },
        {
          type: 'cards',
          title: 'The programme’s areas',
          items: [
            {
              title: 'Water',
              text: 'Saving, rainwater harvesting and wastewater treatment.',
              href: '/eldorado-sostenible/servicios/agua',
              linkLabel: 'See water',
            },
            {
              title: 'Climate change',
              text: 'Emissions inventory, mitigation, adaptation and offsetting.',
              href: '/eldorado-sostenible/servicios/cambio-climatico',
              linkLabel: 'See climate change',
            },
            {
              title: 'Waste',
              text: 'Separation at source, recycling and safe disposal.',
              href: '/eldorado-sostenible/servicios/residuos',
              linkLabel: 'See waste',
            },
            {
              title: 'Soil',
              text: 'Spill prevention and soil protection on aprons and building sites.',
              href: '/eldorado-sostenible/servicios/suelo',
              linkLabel: 'See soil',
            },
            {
              title: 'Hazardous materials (MATPEL)',
              text: 'Safe handling of fuels, chemicals and hazardous waste.',
              href: '/eldorado-sostenible/servicios/matpel',
              linkLabel: 'See MATPEL',
            },
            {
              title: 'Urban forestry',
              text: 'Trees, green areas and wildlife hazard management.',
              href: '/eldorado-sostenible/servicios/silvicultura',
              linkLabel: 'See urban forestry',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>How it is organised</h3><ul><li><strong>Policy:</strong> management’s commitments are set out in the <a href="/eldorado-sostenible/servicios/politicas-eldorado-sostenible">El Dorado Sostenible policies</a>.</li><li><strong>Rules and authorities:</strong> the programme answers to ANLA, Bogota’s Environment Department (Secretaría Distrital de Ambiente), CAR Cundinamarca and Aerocivil (<a href="/eldorado-sostenible/servicios/entidades-que-nos-rigen">authorities that regulate us</a>).</li><li><strong>Results:</strong> achievements verified by third parties are published under <a href="/eldorado-sostenible/servicios/reconocimientos-y-certificaciones">awards and certifications</a>.</li></ul>',
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'You can help too',
          html: '<p>Put each item of waste in the bin of the right colour, turn taps off properly and, if you can, come to the airport by <a href="/transporte/como-llegar-al-aeropuerto">public transport</a>. If you see a leak or a spill, tell airport staff or report it through <a href="/contacto#pqrs">PQRS</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Questions about the programme',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    fr: {
      title: 'Qu’est-ce qu’El Dorado Sostenible ?',
      description:
        'Le programme par lequel OPAIN, concessionnaire de l’aéroport, gère l’eau, l’énergie, le climat, les déchets et l’environnement d’El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p><strong>El Dorado Sostenible</strong> (El Dorado durable) est la stratégie environnementale et sociale de l’aéroport international El Dorado, exploité par le concessionnaire <strong>OPAIN S.A.</strong> Il réunit en un seul programme les actions par lesquelles l’aéroport réduit l’impact de son activité sur Bogota et la région : utilisation efficace de l’eau et de l’énergie, gestion des déchets, maîtrise des émissions, protection des sols et de la végétation, et relations avec les quartiers voisins de Fontibón et d’Engativá.</p><p>Le programme respecte les obligations du permis environnemental de l’aéroport et va plus loin avec des objectifs volontaires, comme l’accréditation carbone des aéroports de l’Airports Council International (ACI).</p>',
        },
        {
          type: 'cards',
          title: 'Les axes du programme',
          items: [
            {
              title: 'Eau',
              text: 'Économies, récupération des eaux de pluie et traitement des eaux usées.',
              href: '/eldorado-sostenible/servicios/agua',
              linkLabel: 'Voir l’eau',
            },
            {
              title: 'Changement climatique',
              text: 'Inventaire des émissions, atténuation, adaptation et compensation.',
              href: '/eldorado-sostenible/servicios/cambio-climatico',
              linkLabel: 'Voir le climat',
            },
            {
              title: 'Déchets',
              text: 'Tri à la source, recyclage et élimination sûre.',
              href: '/eldorado-sostenible/servicios/residuos',
              linkLabel: 'Voir les déchets',
            },
            {
              title: 'Sols',
              text: 'Prévention des déversements et protection des sols sur les aires de trafic et les chantiers.',
              href: '/eldorado-sostenible/servicios/suelo',
              linkLabel: 'Voir les sols',
            },
            {
              title: 'Matières dangereuses (MATPEL)',
              text: 'Manipulation sûre des carburants, produits chimiques et déchets dangereux.',
              href: '/eldorado-sostenible/servicios/matpel',
              linkLabel: 'Voir MATPEL',
            },
            {
              title: 'Sylviculture',
              text: 'Arbres, espaces verts et gestion du risque animalier.',
              href: '/eldorado-sostenible/servicios/silvicultura',
              linkLabel: 'Voir la sylviculture',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Son organisation</h3><ul><li><strong>Politique :</strong> les engagements de la direction figurent dans les <a href="/eldorado-sostenible/servicios/politicas-eldorado-sostenible">politiques d’El Dorado Sostenible</a>.</li><li><strong>Règles et autorités :</strong> le programme rend compte à l’ANLA, au secrétariat à l’Environnement de Bogota (Secretaría Distrital de Ambiente), à la CAR Cundinamarca et à l’Aerocivil (<a href="/eldorado-sostenible/servicios/entidades-que-nos-rigen">autorités de tutelle</a>).</li><li><strong>Résultats :</strong> les résultats vérifiés par des tiers sont publiés dans <a href="/eldorado-sostenible/servicios/reconocimientos-y-certificaciones">distinctions et certifications</a>.</li></ul>',
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Vous aussi, vous pouvez agir',
          html: '<p>Jetez chaque déchet dans la poubelle de la bonne couleur, fermez bien les robinets et, si possible, venez à l’aéroport en <a href="/transporte/como-llegar-al-aeropuerto">transports en commun</a>. Si vous voyez une fuite ou un déversement, prévenez le personnel de l’aéroport ou signalez-le via le formulaire <a href="/contacto#pqrs">PQRS</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Questions sur le programme',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    pt: {
      title: 'O que é o El Dorado Sostenible?',
      description:
        'O programa com o qual a OPAIN, concessionária do aeroporto, gerencia a água, a energia, o clima, os resíduos e o entorno do El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: '<p><strong>El Dorado Sostenible</strong> (El Dorado Sustentável) é a estratégia ambiental e social do Aeroporto Internacional El Dorado, operado pela concessionária <strong>OPAIN S.A.</strong> Ele reúne em um só programa as ações com que o aeroporto reduz o impacto da sua operação em Bogotá e na região: uso eficiente da água e da energia, gestão de resíduos, controle de emissões, cuidado com o solo e a vegetação, e relacionamento com as comunidades vizinhas de Fontibón e Engativá.</p><p>O programa cumpre as obrigações da licença ambiental do aeroporto e vai além com metas voluntárias, como a acreditação de carbono para aeroportos do Airports Council International (ACI).</p>',
        },
        {
          type: 'cards',
          title: 'As frentes do programa',
          items: [
            {
              title: 'Água',
              text: 'Economia, aproveitamento da água da chuva e tratamento de esgoto.',
              href: '/eldorado-sostenible/servicios/agua',
              linkLabel: 'Ver água',
            },
            {
              title: 'Mudança do clima',
              text: 'Inventário de emissões, mitigação, adaptação e compensação.',
              href: '/eldorado-sostenible/servicios/cambio-climatico',
              linkLabel: 'Ver mudança do clima',
            },
            {
              title: 'Resíduos',
              text: 'Separação na fonte, reciclagem e destinação segura.',
              href: '/eldorado-sostenible/servicios/residuos',
              linkLabel: 'Ver resíduos',
            },
            {
              title: 'Solo',
              text: 'Prevenção de derramamentos e proteção do solo nos pátios e nas obras.',
              href: '/eldorado-sostenible/servicios/suelo',
              linkLabel: 'Ver solo',
            },
            {
              title: 'Materiais perigosos (MATPEL)',
              text: 'Manuseio seguro de combustíveis, produtos químicos e resíduos perigosos.',
              href: '/eldorado-sostenible/servicios/matpel',
              linkLabel: 'Ver MATPEL',
            },
            {
              title: 'Silvicultura',
              text: 'Árvores, áreas verdes e gestão do risco de fauna.',
              href: '/eldorado-sostenible/servicios/silvicultura',
              linkLabel: 'Ver silvicultura',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Como é organizado</h3><ul><li><strong>Política:</strong> os compromissos da direção estão nas <a href="/eldorado-sostenible/servicios/politicas-eldorado-sostenible">políticas do El Dorado Sostenible</a>.</li><li><strong>Normas e autoridades:</strong> o programa presta contas à ANLA, à Secretaria Distrital de Meio Ambiente de Bogotá (Secretaría Distrital de Ambiente), à CAR Cundinamarca e à Aerocivil (<a href="/eldorado-sostenible/servicios/entidades-que-nos-rigen">órgãos que nos regulam</a>).</li><li><strong>Resultados:</strong> as conquistas verificadas por terceiros são publicadas em <a href="/eldorado-sostenible/servicios/reconocimientos-y-certificaciones">reconhecimentos e certificações</a>.</li></ul>',
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Você também contribui',
          html: '<p>Jogue cada resíduo na lixeira da cor certa, feche bem as torneiras e, se puder, chegue ao aeroporto de <a href="/transporte/como-llegar-al-aeropuerto">transporte público</a>. Se vir um vazamento ou derramamento, avise a equipe do aeroporto ou registre pelo <a href="/contacto#pqrs">PQRS</a>.</p>',
        },
        {
          type: 'contact',
          title: 'Dúvidas sobre o programa',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
  },
});
