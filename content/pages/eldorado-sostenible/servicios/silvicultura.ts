import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/silvicultura',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Silvicultura',
      description:
        'El manejo del arbolado y las zonas verdes de El Dorado, y cómo se gestiona el riesgo de fauna para que aves y aviones convivan con seguridad.',
      blocks: [
        {
          type: 'richText',
          html: '<p>La <strong>silvicultura urbana</strong> es el cuidado de los árboles, jardines y zonas verdes: siembra, poda, control fitosanitario, riego y, cuando es inevitable, tala con permiso. En un aeropuerto tiene una condición adicional: la vegetación no puede atraer aves ni otros animales hacia las pistas, porque un impacto con fauna pone en riesgo la seguridad de los vuelos.</p>',
        },
        {
          type: 'accordion',
          title: 'Cómo se maneja',
          items: [
            {
              question: 'Arbolado y jardines',
              answerHtml:
                '<p>Los árboles de accesos, parqueaderos y zonas públicas tienen un inventario y un plan de mantenimiento. Se eligen especies adecuadas para la sabana de Bogotá y que no produzcan frutos ni refugio atractivos para aves cerca de la zona de operación. Las podas y talas se hacen con el permiso de la autoridad ambiental y se compensan con nuevas siembras (<a href="/eldorado-sostenible/servicios/compensacion">compensación</a>).</p>',
            },
            {
              question: 'Manejo del riesgo de fauna',
              answerHtml:
                '<p>El aeropuerto tiene un programa de gestión del peligro de fauna, exigido por la Aerocivil: monitoreo diario de aves y otros animales en pistas y alrededores, manejo de la altura del pasto, drenajes que eviten aguas estancadas, canecas cerradas para no dejar comida al alcance de los animales y técnicas de dispersión no letales.</p>',
            },
            {
              question: 'Trabajo con los vecinos',
              answerHtml:
                '<p>Fuera del aeropuerto, los basureros a cielo abierto, los cultivos y los cuerpos de agua también atraen aves. Por eso el programa coordina con las autoridades de Bogotá y de los municipios vecinos, y con los humedales cercanos, el manejo de los usos del suelo que aumentan el riesgo.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'No alimente a los animales',
          html: '<p>No deje comida para aves, palomas ni perros en los alrededores del aeropuerto y use siempre canecas cerradas. Si ve un animal dentro de las terminales o en los accesos, avise al personal del aeropuerto y no intente atraparlo.</p>',
        },
        {
          type: 'contact',
          title: 'Preguntas sobre arbolado y fauna',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    en: {
      title: 'Urban forestry',
      description:
        'How El Dorado manages its trees and green areas, and how the wildlife hazard is managed so that birds and aircraft coexist safely.',
      blocks: [
        {
          type: 'richText',
          html: '<p><strong>Urban forestry</strong> means caring for trees, gardens and green areas: planting, pruning, plant health control, irrigation and, when unavoidable, felling with a permit. At an airport there is an extra condition: vegetation must not attract birds or other animals towards the runways, because a wildlife strike puts flight safety at risk.</p>',
        },
        {
          type: 'accordion',
          title: 'How it is managed',
          items: [
            {
              question: 'Trees and gardens',
              answerHtml:
                '<p>Trees along access roads, in car parks and in public areas are inventoried and have a maintenance plan. Species are chosen to suit the Bogota high plain and not to offer fruit or shelter that would attract birds near the operational area. Pruning and felling are done with the environmental authority’s permit and offset with new planting (<a href="/eldorado-sostenible/servicios/compensacion">offsetting</a>).</p>',
            },
            {
              question: 'Wildlife hazard management',
              answerHtml:
                '<p>The airport runs a wildlife hazard management programme required by Aerocivil: daily monitoring of birds and other animals on and around the runways, grass height management, drainage that prevents standing water, closed bins so food is out of animals’ reach, and non-lethal dispersal techniques.</p>',
            },
            {
              question: 'Working with the neighbours',
              answerHtml:
                '<p>Outside the airport, open dumps, crops and water bodies also attract birds. The programme therefore works with the authorities of Bogota and neighbouring municipalities, and with the nearby wetlands, on land uses that increase the risk.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Do not feed the animals',
          html: '<p>Do not leave food for birds, pigeons or dogs around the airport and always use closed bins. If you see an animal inside the terminals or on the access roads, tell airport staff and do not try to catch it.</p>',
        },
        {
          type: 'contact',
          title: 'Questions about trees and wildlife',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    fr: {
      title: 'Sylviculture',
      description:
        'La gestion des arbres et espaces verts d’El Dorado, et la maîtrise du risque animalier pour que oiseaux et avions cohabitent en sécurité.',
      blocks: [
        {
          type: 'richText',
          html: '<p>La <strong>sylviculture urbaine</strong>, c’est l’entretien des arbres, jardins et espaces verts : plantation, taille, contrôle phytosanitaire, arrosage et, quand c’est inévitable, abattage avec autorisation. Dans un aéroport s’ajoute une condition : la végétation ne doit pas attirer oiseaux ou autres animaux vers les pistes, car une collision avec la faune menace la sécurité des vols.</p>',
        },
        {
          type: 'accordion',
          title: 'Comment c’est géré',
          items: [
            {
              question: 'Arbres et jardins',
              answerHtml:
                '<p>Les arbres des accès, des parkings et des zones publiques sont inventoriés et suivent un plan d’entretien. On choisit des espèces adaptées au haut plateau de Bogota, qui n’offrent ni fruits ni abris attirant les oiseaux près de la zone d’exploitation. Tailles et abattages se font avec l’autorisation de l’autorité environnementale et sont compensés par de nouvelles plantations (<a href="/eldorado-sostenible/servicios/compensacion">compensation</a>).</p>',
            },
            {
              question: 'Gestion du risque animalier',
              answerHtml:
                '<p>L’aéroport applique un programme de gestion du péril animalier exigé par l’Aerocivil : surveillance quotidienne des oiseaux et autres animaux sur les pistes et aux abords, gestion de la hauteur de l’herbe, drainage évitant les eaux stagnantes, poubelles fermées pour ne pas laisser de nourriture aux animaux et techniques d’effarouchement non létales.</p>',
            },
            {
              question: 'Travail avec les voisins',
              answerHtml:
                '<p>Hors de l’aéroport, les décharges à ciel ouvert, les cultures et les plans d’eau attirent aussi les oiseaux. Le programme se coordonne donc avec les autorités de Bogota et des communes voisines, ainsi qu’avec les zones humides proches, sur les usages du sol qui augmentent le risque.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Ne nourrissez pas les animaux',
          html: '<p>Ne laissez pas de nourriture pour les oiseaux, pigeons ou chiens aux abords de l’aéroport et utilisez toujours des poubelles fermées. Si vous voyez un animal dans les terminaux ou sur les accès, prévenez le personnel de l’aéroport et n’essayez pas de l’attraper.</p>',
        },
        {
          type: 'contact',
          title: 'Questions sur les arbres et la faune',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    pt: {
      title: 'Silvicultura',
      description:
        'O manejo das árvores e áreas verdes do El Dorado, e como o risco de fauna é gerenciado para que aves e aviões convivam com segurança.',
      blocks: [
        {
          type: 'richText',
          html: '<p>A <strong>silvicultura urbana</strong> é o cuidado com árvores, jardins e áreas verdes: plantio, poda, controle fitossanitário, irrigação e, quando inevitável, corte com autorização. Num aeroporto há uma condição a mais: a vegetação não pode atrair aves nem outros animais para as pistas, porque uma colisão com fauna põe em risco a segurança dos voos.</p>',
        },
        {
          type: 'accordion',
          title: 'Como é feito',
          items: [
            {
              question: 'Árvores e jardins',
              answerHtml:
                '<p>As árvores dos acessos, estacionamentos e áreas públicas são inventariadas e têm um plano de manutenção. São escolhidas espécies adequadas à savana de Bogotá e que não ofereçam frutos nem abrigo atraentes para aves perto da área operacional. Podas e cortes são feitos com autorização da autoridade ambiental e compensados com novos plantios (<a href="/eldorado-sostenible/servicios/compensacion">compensação</a>).</p>',
            },
            {
              question: 'Gestão do risco de fauna',
              answerHtml:
                '<p>O aeroporto mantém um programa de gerenciamento do risco de fauna exigido pela Aerocivil: monitoramento diário de aves e outros animais nas pistas e arredores, controle da altura da grama, drenagem que evita água parada, lixeiras fechadas para não deixar comida ao alcance dos animais e técnicas de dispersão não letais.</p>',
            },
            {
              question: 'Trabalho com os vizinhos',
              answerHtml:
                '<p>Fora do aeroporto, lixões a céu aberto, plantações e corpos d’água também atraem aves. Por isso o programa se articula com as autoridades de Bogotá e dos municípios vizinhos, e com as áreas úmidas próximas, sobre os usos do solo que aumentam o risco.</p>',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Não alimente os animais',
          html: '<p>Não deixe comida para aves, pombos ou cães nos arredores do aeroporto e use sempre lixeiras fechadas. Se vir um animal dentro dos terminais ou nos acessos, avise a equipe do aeroporto e não tente pegá-lo.</p>',
        },
        {
          type: 'contact',
          title: 'Dúvidas sobre árvores e fauna',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
  },
});
