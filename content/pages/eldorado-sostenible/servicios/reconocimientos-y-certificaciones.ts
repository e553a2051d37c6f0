import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/reconocimientos-y-certificaciones',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Reconocimientos y certificaciones',
      description:
        'Las acreditaciones ambientales de El Dorado, empezando por Airport Carbon Accreditation del ACI: qué exige cada nivel y cómo se verifica.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Las certificaciones ambientales sirven para que un tercero independiente confirme lo que el aeropuerto dice hacer. La principal es <strong>Airport Carbon Accreditation</strong>, el único programa de gestión de carbono diseñado para aeropuertos y reconocido internacionalmente en el sector, creado por el Airports Council International (ACI). El Dorado participa en él y renueva su acreditación con verificación externa.</p>',
        },
        {
          type: 'table',
          caption: 'Niveles de Airport Carbon Accreditation (en términos generales)',
          columns: ['Nivel', 'Nombre', 'Qué exige'],
          rows: [
            ['1', 'Mapeo', 'Medir la huella de carbono propia (alcances 1 y 2) con un inventario verificado.'],
            [
              '2',
              'Reducción',
              'Lo anterior, más un plan de gestión de carbono y una reducción demostrada de emisiones.',
            ],
            [
              '3',
              'Optimización',
              'Lo anterior, más la medición de parte del alcance 3 y el trabajo con aerolíneas y operadores para reducir sus emisiones.',
            ],
            [
              '3+',
              'Neutralidad',
              'Lo anterior, más la compensación de las emisiones residuales de los alcances 1 y 2.',
            ],
            [
              '4 y 4+',
              'Transformación y Transición',
              'Metas absolutas de reducción alineadas con el Acuerdo de París, un plan de trayectoria y una participación más amplia de terceros; el 4+ añade compensar las emisiones residuales.',
            ],
          ],
        },
        {
          type: 'richText',
          html: '<h3>Cómo se verifica</h3><p>Cada solicitud y cada renovación incluye un inventario de gases de efecto invernadero revisado por un verificador independiente acreditado por el programa. El ACI publica en su sitio la lista de aeropuertos acreditados con su nivel vigente, donde se puede consultar el de El Dorado. Además, el aeropuerto sigue sistemas de gestión alineados con normas internacionales, como ISO 14001 (gestión ambiental), y rinde cuentas a las autoridades ambientales sobre su licencia.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Inventario de GEI',
              text: 'La medición que sustenta la acreditación de carbono.',
              href: '/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero',
            },
            {
              title: 'Reconocimientos corporativos',
              text: 'Premios al servicio y a la operación del aeropuerto.',
              href: '/corporativo/servicios/reconocimientos',
            },
            {
              title: 'Entidades que nos rigen',
              text: 'Las autoridades que vigilan el cumplimiento ambiental.',
              href: '/eldorado-sostenible/servicios/entidades-que-nos-rigen',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>¿Necesita un certificado o constancia para un trámite, un estudio o una auditoría? Solicítelo por el <a href="/eldorado-sostenible/contacto">contacto de El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    en: {
      title: 'Awards and certifications',
      description:
        'El Dorado’s environmental accreditations, starting with ACI Airport Carbon Accreditation: what each level requires and how it is verified.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Environmental certifications let an independent third party confirm what the airport says it does. The main one is <strong>Airport Carbon Accreditation</strong>, the only carbon management programme designed for airports and recognised across the industry, created by Airports Council International (ACI). El Dorado takes part in it and renews its accreditation with external verification.</p>',
        },
        {
          type: 'table',
          caption: 'Airport Carbon Accreditation levels (in general terms)',
          columns: ['Level', 'Name', 'What it requires'],
          rows: [
            [
              '1',
              'Mapping',
              'Measuring the airport’s own carbon footprint (scopes 1 and 2) with a verified inventory.',
            ],
            ['2', 'Reduction', 'The above, plus a carbon management plan and a demonstrated reduction in emissions.'],
            [
              '3',
              'Optimisation',
              'The above, plus measuring part of scope 3 and working with airlines and operators to reduce their emissions.',
            ],
            ['3+', 'Neutrality', 'The above, plus offsetting the residual scope 1 and 2 emissions.'],
            [
              '4 and 4+',
              'Transformation and Transition',
              'Absolute reduction targets aligned with the Paris Agreement, a trajectory plan and broader third-party engagement; 4+ adds offsetting residual emissions.',
            ],
          ],
        },
        {
          type: 'richText',
          html: '<h3>How it is verified</h3><p>Every application and renewal includes a greenhouse gas inventory reviewed by an independent verifier approved by the programme. ACI publishes on its website the list of accredited airports with their current level, where El Dorado’s can be checked. The airport also follows management systems aligned with international standards such as ISO 14001 (environmental management), and reports to the environmental authorities on its licence.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'GHG inventory',
              text: 'The measurement behind the carbon accreditation.',
              href: '/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero',
            },
            {
              title: 'Corporate awards',
              text: 'Awards for the airport’s service and operations.',
              href: '/corporativo/servicios/reconocimientos',
            },
            {
              title: 'Authorities that regulate us',
              text: 'The authorities that oversee environmental compliance.',
              href: '/eldorado-sostenible/servicios/entidades-que-nos-rigen',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Do you need a certificate or statement for a procedure, a study or an audit? Request it through the <a href="/eldorado-sostenible/contacto">El Dorado Sostenible contact form</a>.</p>',
        },
      ],
    },
    fr: {
      title: 'Distinctions et certifications',
      description:
        'Les accréditations environnementales d’El Dorado, à commencer par l’Airport Carbon Accreditation de l’ACI : ce qu’exige chaque niveau et comment il est vérifié.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Les certifications environnementales permettent à un tiers indépendant de confirmer ce que l’aéroport affirme faire. La principale est l’<strong>Airport Carbon Accreditation</strong>, le seul programme de gestion du carbone conçu pour les aéroports et reconnu dans tout le secteur, créé par l’Airports Council International (ACI). El Dorado y participe et renouvelle son accréditation avec une vérification externe.</p>',
        },
        {
          type: 'table',
          caption: 'Niveaux de l’Airport Carbon Accreditation (dans les grandes lignes)',
          columns: ['Niveau', 'Nom', 'Exigences'],
          rows: [
            [
              '1',
              'Cartographie',
              'Mesurer l’empreinte carbone propre de l’aéroport (scopes 1 et 2) avec un inventaire vérifié.',
            ],
            [
              '2',
              'Réduction',
              'Ce qui précède, plus un plan de gestion du carbone et une baisse démontrée des émissions.',
            ],
            [
              '3',
              'Optimisation',
              'Ce qui précède, plus la mesure d’une partie du scope 3 et un travail avec les compagnies et les opérateurs pour réduire leurs émissions.',
            ],
            ['3+', 'Neutralité', 'Ce qui précède, plus la compensation des émissions résiduelles des scopes 1 et 2.'],
            [
              '4 et 4+',
              'Transformation et Transition',
              'Objectifs de réduction absolue alignés sur l’Accord de Paris, plan de trajectoire et implication élargie des tiers ; le 4+ ajoute la compensation des émissions résiduelles.',
            ],
          ],
        },
        {
          type: 'richText',
          html: '<h3>Comment c’est vérifié</h3><p>Chaque demande et chaque renouvellement comprend un inventaire des gaz à effet de serre contrôlé par un vérificateur indépendant agréé par le programme. L’ACI publie sur son site la liste des aéroports accrédités avec leur niveau actuel, où l’on peut consulter celui d’El Dorado. L’aéroport suit aussi des systèmes de management alignés sur des normes internationales comme ISO 14001 (management environnemental) et rend compte aux autorités environnementales de son permis.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Inventaire des GES',
              text: 'La mesure sur laquelle repose l’accréditation carbone.',
              href: '/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero',
            },
            {
              title: 'Distinctions de l’entreprise',
              text: 'Prix décernés au service et à l’exploitation de l’aéroport.',
              href: '/corporativo/servicios/reconocimientos',
            },
            {
              title: 'Autorités de tutelle',
              text: 'Les autorités qui contrôlent le respect des règles environnementales.',
              href: '/eldorado-sostenible/servicios/entidades-que-nos-rigen',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Besoin d’un certificat ou d’une attestation pour une démarche, une étude ou un audit ? Demandez-le via le <a href="/eldorado-sostenible/contacto">contact d’El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    pt: {
      title: 'Reconhecimentos e certificações',
      description:
        'As acreditações ambientais do El Dorado, começando pelo Airport Carbon Accreditation do ACI: o que cada nível exige e como é verificado.',
      blocks: [
        {
          type: 'richText',
          html: '<p>As certificações ambientais permitem que um terceiro independente confirme o que o aeroporto diz fazer. A principal é o <strong>Airport Carbon Accreditation</strong>, o único programa de gestão de carbono criado para aeroportos e reconhecido internacionalmente no setor, desenvolvido pelo Airports Council International (ACI). O El Dorado participa dele e renova sua acreditação com verificação externa.</p>',
        },
        {
          type: 'table',
          caption: 'Níveis do Airport Carbon Accreditation (em linhas gerais)',
          columns: ['Nível', 'Nome', 'O que exige'],
          rows: [
            ['1', 'Mapeamento', 'Medir a pegada de carbono própria (escopos 1 e 2) com um inventário verificado.'],
            ['2', 'Redução', 'O anterior, mais um plano de gestão de carbono e uma redução comprovada das emissões.'],
            [
              '3',
              'Otimização',
              'O anterior, mais a medição de parte do escopo 3 e o trabalho com companhias aéreas e operadores para reduzir as emissões deles.',
            ],
            ['3+', 'Neutralidade', 'O anterior, mais a compensação das emissões residuais dos escopos 1 e 2.'],
            [
              '4 e 4+',
              'Transformação e Transição',
              'Metas absolutas de redução alinhadas ao Acordo de Paris, um plano de trajetória e maior engajamento de terceiros; o 4+ acrescenta a compensação das emissões residuais.',
            ],
          ],
        },
        {
          type: 'richText',
          html: '<h3>Como é verificado</h3><p>Cada solicitação e cada renovação inclui um inventário de gases de efeito estufa revisado por um verificador independente aprovado pelo programa. O ACI publica em seu site a lista de aeroportos acreditados com o nível vigente, onde é possível consultar o do El Dorado. Além disso, o aeroporto segue sistemas de gestão alinhados a normas internacionais, como a ISO 14001 (gestão ambiental), e presta contas às autoridades ambientais sobre sua licença.</p>',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Inventário de GEE',
              text: 'A medição que sustenta a acreditação de carbono.',
              href: '/eldorado-sostenible/servicios/inventario-de-gases-de-efecto-invernadero',
            },
            {
              title: 'Reconhecimentos corporativos',
              text: 'Prêmios ao atendimento e à operação do aeroporto.',
              href: '/corporativo/servicios/reconocimientos',
            },
            {
              title: 'Órgãos que nos regulam',
              text: 'As autoridades que fiscalizam o cumprimento ambiental.',
              href: '/eldorado-sostenible/servicios/entidades-que-nos-rigen',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Precisa de um certificado ou declaração para um trâmite, estudo ou auditoria? Solicite pelo <a href="/eldorado-sostenible/contacto">contato do El Dorado Sostenible</a>.</p>',
        },
      ],
    },
  },
});
