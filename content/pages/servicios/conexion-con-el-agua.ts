import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/conexion-con-el-agua',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Conexión con el agua',
      description:
        'Cómo El Dorado ahorra, reutiliza y trata el agua que usa, su relación con el río Bogotá y los humedales vecinos, y qué puede hacer usted en la terminal.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado está en la sabana de Bogotá, cerca del río Bogotá y de humedales de la ciudad como Jaboque y Capellanía. Una terminal por la que pasan miles de personas cada hora usa mucha agua en baños, cocinas, limpieza y climatización; por eso la gestión del agua es uno de los ejes de <a href="/eldorado-sostenible">El Dorado sostenible</a>.</p>
<p>El trabajo tiene tres frentes: <strong>usar menos</strong> (grifos y sanitarios ahorradores), <strong>reutilizar</strong> (aprovechar el agua lluvia en usos que no requieren agua potable) y <strong>devolver el agua en buen estado</strong> (tratar las aguas residuales antes de verterlas).</p>`,
        },
        {
          type: 'cards',
          title: 'Cómo lo hacemos',
          items: [
            {
              title: 'Agua',
              text: 'La estrategia del aeropuerto para el recurso hídrico.',
              href: '/eldorado-sostenible/servicios/agua',
            },
            {
              title: 'Sistemas ahorradores',
              text: 'Grifos, sanitarios y orinales de bajo consumo.',
              href: '/eldorado-sostenible/servicios/sistemas-ahorradores',
            },
            {
              title: 'Sistemas de aprovechamiento',
              text: 'Uso del agua lluvia en la operación.',
              href: '/eldorado-sostenible/servicios/sistemas-de-aprovechamiento',
            },
            {
              title: 'Sistemas de tratamiento',
              text: 'Tratamiento de las aguas residuales del aeropuerto.',
              href: '/eldorado-sostenible/servicios/sistemas-de-tratamiento',
            },
            {
              title: 'Saneamiento',
              text: 'Calidad del agua potable y redes sanitarias.',
              href: '/eldorado-sostenible/servicios/saneamiento',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Lo que usted puede hacer en la terminal',
          items: [
            {
              title: 'Cierre la llave',
              text: 'Mientras se enjabona las manos o se cepilla los dientes, no deje correr el agua.',
            },
            {
              title: 'No arroje residuos al sanitario',
              text: 'Toallas de papel, pañales y toallas higiénicas van en la caneca: en el sanitario obstruyen las redes y dificultan el tratamiento.',
            },
            {
              title: 'Avise si ve una fuga',
              text: 'Un grifo que gotea o un sanitario que no deja de correr desperdicia miles de litros. Avísele al personal de aseo o en un punto de información.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Reporte un daño',
          html: `<p>Si el daño persiste, repórtelo con la ubicación (piso, muelle y sala más cercana) en <a href="/contacto#pqrs">peticiones, quejas y reclamos</a>. Para temas ambientales, escríbanos en <a href="/eldorado-sostenible/contacto">contacto de El Dorado sostenible</a>.</p>`,
        },
      ],
    },
    en: {
      title: 'Connection with water',
      description:
        'How El Dorado saves, reuses and treats the water it uses, its link with the Bogota River and nearby wetlands, and what you can do in the terminal.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado lies on the Bogota savanna, close to the Bogota River and city wetlands such as Jaboque and Capellanía. A terminal that thousands of people pass through every hour uses a lot of water for toilets, kitchens, cleaning and air conditioning, which is why water management is one of the pillars of <a href="/eldorado-sostenible">Sustainable El Dorado</a>.</p>
<p>The work has three strands: <strong>using less</strong> (water-saving taps and toilets), <strong>reusing</strong> (harvesting rainwater for uses that do not need drinking water) and <strong>returning water in good condition</strong> (treating wastewater before it is discharged).</p>`,
        },
        {
          type: 'cards',
          title: 'How we do it',
          items: [
            {
              title: 'Water',
              text: 'The airport’s strategy for water resources.',
              href: '/eldorado-sostenible/servicios/agua',
            },
            {
              title: 'Water-saving systems',
              text: 'Low-flow taps, toilets and urinals.',
              href: '/eldorado-sostenible/servicios/sistemas-ahorradores',
            },
            {
              title: 'Recovery systems',
              text: 'Using rainwater in the airport’s operations.',
              href: '/eldorado-sostenible/servicios/sistemas-de-aprovechamiento',
            },
            {
              title: 'Treatment systems',
              text: 'Treatment of the airport’s wastewater.',
              href: '/eldorado-sostenible/servicios/sistemas-de-tratamiento',
            },
            {
              title: 'Sanitation',
              text: 'Drinking water quality and sanitary networks.',
              href: '/eldorado-sostenible/servicios/saneamiento',
            },
          ],
        },
        {
          type: 'steps',
          title: 'What you can do in the terminal',
          items: [
            {
              title: 'Turn off the tap',
              text: 'Do not leave the water running while you soap your hands or brush your teeth.',
            },
            {
              title: 'Do not flush waste down the toilet',
              text: 'Paper towels, nappies and sanitary pads go in the bin: in the toilet they block the pipes and make treatment harder.',
            },
            {
              title: 'Report any leak',
              text: 'A dripping tap or a toilet that keeps running wastes thousands of litres. Tell the cleaning staff or an information point.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Report a fault',
          html: `<p>If the fault persists, report it with its location (floor, pier and nearest lounge) through <a href="/contacto#pqrs">requests and complaints</a>. For environmental matters, write to us via <a href="/eldorado-sostenible/contacto">Sustainable El Dorado contact</a>.</p>`,
        },
      ],
    },
    fr: {
      title: 'Lien avec l’eau',
      description:
        'Comment El Dorado économise, réutilise et traite l’eau qu’il consomme, son lien avec le fleuve Bogota et les zones humides voisines, et ce que vous pouvez faire.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado se trouve dans la savane de Bogota, près du fleuve Bogota et de zones humides de la ville comme Jaboque et Capellanía. Un terminal traversé par des milliers de personnes chaque heure consomme beaucoup d’eau pour les toilettes, les cuisines, le nettoyage et la climatisation : la gestion de l’eau est donc l’un des piliers d’<a href="/eldorado-sostenible">El Dorado durable</a>.</p>
<p>L’action porte sur trois axes : <strong>consommer moins</strong> (robinets et toilettes économes), <strong>réutiliser</strong> (récupérer l’eau de pluie pour les usages qui ne demandent pas d’eau potable) et <strong>rendre une eau de qualité</strong> (traiter les eaux usées avant leur rejet).</p>`,
        },
        {
          type: 'cards',
          title: 'Comment nous agissons',
          items: [
            {
              title: 'Eau',
              text: 'La stratégie de l’aéroport pour la ressource en eau.',
              href: '/eldorado-sostenible/servicios/agua',
            },
            {
              title: 'Systèmes économes',
              text: 'Robinets, toilettes et urinoirs à faible débit.',
              href: '/eldorado-sostenible/servicios/sistemas-ahorradores',
            },
            {
              title: 'Systèmes de valorisation',
              text: 'Utilisation de l’eau de pluie dans l’exploitation.',
              href: '/eldorado-sostenible/servicios/sistemas-de-aprovechamiento',
            },
            {
              title: 'Systèmes de traitement',
              text: 'Traitement des eaux usées de l’aéroport.',
              href: '/eldorado-sostenible/servicios/sistemas-de-tratamiento',
            },
            {
              title: 'Assainissement',
              text: 'Qualité de l’eau potable et réseaux sanitaires.',
              href: '/eldorado-sostenible/servicios/saneamiento',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Ce que vous pouvez faire dans le terminal',
          items: [
            {
              title: 'Fermez le robinet',
              text: 'Ne laissez pas couler l’eau pendant que vous vous savonnez les mains ou vous brossez les dents.',
            },
            {
              title: 'Ne jetez rien dans les toilettes',
              text: 'Essuie-mains, couches et serviettes hygiéniques vont à la poubelle : dans les toilettes, ils bouchent les canalisations et compliquent le traitement.',
            },
            {
              title: 'Signalez les fuites',
              text: 'Un robinet qui goutte ou une chasse d’eau qui coule en continu gaspille des milliers de litres. Prévenez le personnel de nettoyage ou un point d’information.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Signaler une panne',
          html: `<p>Si la panne persiste, signalez-la en précisant l’endroit (niveau, jetée et salle la plus proche) via <a href="/contacto#pqrs">demandes et réclamations</a>. Pour les questions environnementales, écrivez-nous via le <a href="/eldorado-sostenible/contacto">contact d’El Dorado durable</a>.</p>`,
        },
      ],
    },
    pt: {
      title: 'Conexão com a água',
      description:
        'Como o El Dorado economiza, reutiliza e trata a água que usa, sua relação com o rio Bogotá e as áreas úmidas vizinhas, e o que você pode fazer no terminal.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O El Dorado fica na savana de Bogotá, perto do rio Bogotá e de áreas úmidas da cidade como Jaboque e Capellanía. Um terminal por onde passam milhares de pessoas por hora usa muita água em banheiros, cozinhas, limpeza e climatização; por isso a gestão da água é um dos pilares do <a href="/eldorado-sostenible">El Dorado sustentável</a>.</p>
<p>O trabalho tem três frentes: <strong>usar menos</strong> (torneiras e vasos sanitários econômicos), <strong>reutilizar</strong> (aproveitar a água da chuva em usos que não exigem água potável) e <strong>devolver a água em boas condições</strong> (tratar o esgoto antes do descarte).</p>`,
        },
        {
          type: 'cards',
          title: 'Como fazemos',
          items: [
            {
              title: 'Água',
              text: 'A estratégia do aeroporto para os recursos hídricos.',
              href: '/eldorado-sostenible/servicios/agua',
            },
            {
              title: 'Sistemas economizadores',
              text: 'Torneiras, vasos e mictórios de baixo consumo.',
              href: '/eldorado-sostenible/servicios/sistemas-ahorradores',
            },
            {
              title: 'Sistemas de aproveitamento',
              text: 'Uso da água da chuva na operação.',
              href: '/eldorado-sostenible/servicios/sistemas-de-aprovechamiento',
            },
            {
              title: 'Sistemas de tratamento',
              text: 'Tratamento do esgoto do aeroporto.',
              href: '/eldorado-sostenible/servicios/sistemas-de-tratamiento',
            },
            {
              title: 'Saneamento',
              text: 'Qualidade da água potável e redes sanitárias.',
              href: '/eldorado-sostenible/servicios/saneamiento',
            },
          ],
        },
        {
          type: 'steps',
          title: 'O que você pode fazer no terminal',
          items: [
            {
              title: 'Feche a torneira',
              text: 'Não deixe a água correndo enquanto ensaboa as mãos ou escova os dentes.',
            },
            {
              title: 'Não jogue resíduos no vaso sanitário',
              text: 'Toalhas de papel, fraldas e absorventes vão na lixeira: no vaso, entopem a rede e dificultam o tratamento.',
            },
            {
              title: 'Avise se vir um vazamento',
              text: 'Uma torneira pingando ou uma descarga que não para desperdiça milhares de litros. Avise a equipe de limpeza ou um ponto de informação.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Informe um problema',
          html: `<p>Se o problema continuar, informe a localização (piso, píer e sala mais próxima) em <a href="/contacto#pqrs">solicitações e reclamações</a>. Para temas ambientais, escreva para o <a href="/eldorado-sostenible/contacto">contato do El Dorado sustentável</a>.</p>`,
        },
      ],
    },
  },
});
