import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/economia-circular',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Economía circular',
      description:
        'Cómo separar sus residuos en El Dorado con el código de colores de Colombia, qué hace el aeropuerto con ellos y cómo generar menos basura en su viaje.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Cada día, pasajeros, aerolíneas, restaurantes y tiendas generan en la terminal residuos que pueden volver a usarse: botellas, latas, cartón, papel y restos de comida. En El Dorado buscamos que la menor cantidad posible termine en el relleno sanitario, y eso empieza con una buena separación en la fuente.</p>`,
        },
        {
          type: 'table',
          caption: 'Código de colores de las canecas (Resolución 2184 de 2019)',
          columns: ['Caneca', 'Qué va', 'Ejemplos'],
          rows: [
            [
              'Blanca',
              'Residuos aprovechables, limpios y secos',
              'Botellas plásticas, latas, vidrio, papel, cartón, vasos sin restos',
            ],
            ['Negra', 'Residuos no aprovechables', 'Servilletas, papel higiénico, empaques sucios de comida, chicles'],
            ['Verde', 'Residuos orgánicos aprovechables', 'Restos de comida, cáscaras de fruta, café'],
          ],
        },
        {
          type: 'steps',
          title: 'Menos residuos en su viaje',
          items: [
            {
              title: 'Use su pasabordo digital',
              text: 'Guárdelo en el celular o en la aplicación de su aerolínea y evite imprimirlo.',
            },
            {
              title: 'Lleve una botella reutilizable',
              text: 'Vacíela antes del filtro de seguridad. Pregunte en los puntos de información dónde puede volver a llenarla.',
            },
            {
              title: 'Separe antes de botar',
              text: 'Vacíe los líquidos y deje cada residuo en la caneca de su color. Si duda, use la negra: un residuo sucio en la blanca arruina lo reciclable.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Pilas, baterías y líquidos retenidos',
          html: `<p>No bote pilas ni baterías en las canecas comunes: entréguelas al personal de aseo. Los líquidos y objetos que no pasan el filtro de seguridad se gestionan aparte; revise antes las <a href="/servicios/instrucciones-equipaje">instrucciones de equipaje</a> para no tener que dejarlos.</p>`,
        },
        {
          type: 'cards',
          title: 'Lo que hace el aeropuerto',
          items: [
            {
              title: 'Residuos',
              text: 'Cómo se recogen, clasifican y disponen los residuos del aeropuerto.',
              href: '/eldorado-sostenible/servicios/residuos',
            },
            {
              title: 'Sistemas de aprovechamiento',
              text: 'Reciclaje y nuevos usos de los materiales.',
              href: '/eldorado-sostenible/servicios/sistemas-de-aprovechamiento',
            },
            {
              title: 'Materiales peligrosos',
              text: 'Manejo de sustancias y residuos peligrosos.',
              href: '/eldorado-sostenible/servicios/matpel',
            },
            {
              title: 'El Dorado sostenible',
              text: 'La estrategia ambiental del aeropuerto.',
              href: '/eldorado-sostenible',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Circular economy',
      description:
        'How to sort your waste at El Dorado using Colombia’s colour code, what the airport does with it and how to produce less waste on your trip.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Every day, passengers, airlines, restaurants and shops produce waste in the terminal that can be used again: bottles, cans, cardboard, paper and food scraps. At El Dorado we aim to send as little as possible to landfill, and that starts with sorting it properly where it is thrown away.</p>`,
        },
        {
          type: 'table',
          caption: 'Bin colour code (Resolution 2184 of 2019)',
          columns: ['Bin', 'What goes in', 'Examples'],
          rows: [
            ['White', 'Recyclable waste, clean and dry', 'Plastic bottles, cans, glass, paper, cardboard, empty cups'],
            ['Black', 'Non-recyclable waste', 'Napkins, toilet paper, dirty food packaging, chewing gum'],
            ['Green', 'Compostable organic waste', 'Food scraps, fruit peel, coffee grounds'],
          ],
        },
        {
          type: 'steps',
          title: 'Less waste on your trip',
          items: [
            {
              title: 'Use a digital boarding pass',
              text: 'Keep it on your phone or in your airline’s app instead of printing it.',
            },
            {
              title: 'Bring a reusable bottle',
              text: 'Empty it before security. Ask at the information points where you can refill it.',
            },
            {
              title: 'Sort before you throw away',
              text: 'Empty any liquids and put each item in the bin of its colour. If in doubt, use the black bin: one dirty item in the white bin spoils the recyclables.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Batteries and confiscated liquids',
          html: `<p>Do not put batteries in ordinary bins: hand them to the cleaning staff. Liquids and items that cannot pass security are handled separately; check the <a href="/servicios/instrucciones-equipaje">baggage guidelines</a> beforehand so you do not have to leave them behind.</p>`,
        },
        {
          type: 'cards',
          title: 'What the airport does',
          items: [
            {
              title: 'Waste',
              text: 'How the airport’s waste is collected, sorted and disposed of.',
              href: '/eldorado-sostenible/servicios/residuos',
            },
            {
              title: 'Recovery systems',
              text: 'Recycling and new uses for materials.',
              href: '/eldorado-sostenible/servicios/sistemas-de-aprovechamiento',
            },
            {
              title: 'Hazardous materials',
              text: 'Handling of hazardous substances and waste.',
              href: '/eldorado-sostenible/servicios/matpel',
            },
            {
              title: 'Sustainable El Dorado',
              text: 'The airport’s environmental strategy.',
              href: '/eldorado-sostenible',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Économie circulaire',
      description:
        'Comment trier vos déchets à El Dorado selon le code couleur colombien, ce que l’aéroport en fait et comment produire moins de déchets pendant votre voyage.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Chaque jour, passagers, compagnies, restaurants et boutiques produisent dans le terminal des déchets qui peuvent être réutilisés : bouteilles, canettes, carton, papier et restes alimentaires. À El Dorado, nous voulons en envoyer le moins possible en décharge, et cela commence par un bon tri à la source.</p>`,
        },
        {
          type: 'table',
          caption: 'Code couleur des poubelles (résolution 2184 de 2019)',
          columns: ['Poubelle', 'Ce qu’on y jette', 'Exemples'],
          rows: [
            [
              'Blanche',
              'Déchets recyclables, propres et secs',
              'Bouteilles en plastique, canettes, verre, papier, carton, gobelets vides',
            ],
            [
              'Noire',
              'Déchets non recyclables',
              'Serviettes, papier toilette, emballages alimentaires sales, chewing-gums',
            ],
            ['Verte', 'Déchets organiques valorisables', 'Restes de repas, épluchures de fruits, marc de café'],
          ],
        },
        {
          type: 'steps',
          title: 'Moins de déchets pendant votre voyage',
          items: [
            {
              title: 'Utilisez une carte d’embarquement numérique',
              text: 'Gardez-la sur votre téléphone ou dans l’application de votre compagnie plutôt que de l’imprimer.',
            },
            {
              title: 'Emportez une gourde',
              text: 'Videz-la avant le contrôle de sûreté. Demandez aux points d’information où la remplir.',
            },
            {
              title: 'Triez avant de jeter',
              text: 'Videz les liquides et déposez chaque déchet dans la poubelle de sa couleur. En cas de doute, utilisez la noire : un déchet sale dans la blanche gâche le recyclable.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Piles, batteries et liquides retenus',
          html: `<p>Ne jetez pas les piles et batteries dans les poubelles ordinaires : remettez-les au personnel de nettoyage. Les liquides et objets refusés au contrôle de sûreté sont traités à part ; consultez d’abord les <a href="/servicios/instrucciones-equipaje">consignes bagages</a> pour ne pas avoir à les abandonner.</p>`,
        },
        {
          type: 'cards',
          title: 'Ce que fait l’aéroport',
          items: [
            {
              title: 'Déchets',
              text: 'Collecte, tri et élimination des déchets de l’aéroport.',
              href: '/eldorado-sostenible/servicios/residuos',
            },
            {
              title: 'Systèmes de valorisation',
              text: 'Recyclage et nouveaux usages des matériaux.',
              href: '/eldorado-sostenible/servicios/sistemas-de-aprovechamiento',
            },
            {
              title: 'Matières dangereuses',
              text: 'Gestion des substances et déchets dangereux.',
              href: '/eldorado-sostenible/servicios/matpel',
            },
            {
              title: 'El Dorado durable',
              text: 'La stratégie environnementale de l’aéroport.',
              href: '/eldorado-sostenible',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Economia circular',
      description:
        'Como separar seus resíduos no El Dorado com o código de cores da Colômbia, o que o aeroporto faz com eles e como gerar menos lixo na viagem.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Diariamente, passageiros, companhias aéreas, restaurantes e lojas geram no terminal resíduos que podem ser reaproveitados: garrafas, latas, papelão, papel e restos de comida. No El Dorado, queremos que a menor quantidade possível vá para o aterro sanitário, e isso começa com a separação correta na origem.</p>`,
        },
        {
          type: 'table',
          caption: 'Código de cores das lixeiras (Resolução 2184 de 2019)',
          columns: ['Lixeira', 'O que vai nela', 'Exemplos'],
          rows: [
            [
              'Branca',
              'Resíduos recicláveis, limpos e secos',
              'Garrafas plásticas, latas, vidro, papel, papelão, copos vazios',
            ],
            [
              'Preta',
              'Resíduos não recicláveis',
              'Guardanapos, papel higiênico, embalagens de comida sujas, chicletes',
            ],
            ['Verde', 'Resíduos orgânicos aproveitáveis', 'Restos de comida, cascas de frutas, borra de café'],
          ],
        },
        {
          type: 'steps',
          title: 'Menos resíduos na sua viagem',
          items: [
            {
              title: 'Use o cartão de embarque digital',
              text: 'Guarde-o no celular ou no aplicativo da sua companhia em vez de imprimi-lo.',
            },
            {
              title: 'Leve uma garrafa reutilizável',
              text: 'Esvazie-a antes da inspeção de segurança. Pergunte nos pontos de informação onde pode enchê-la de novo.',
            },
            {
              title: 'Separe antes de descartar',
              text: 'Esvazie os líquidos e coloque cada resíduo na lixeira da sua cor. Na dúvida, use a preta: um resíduo sujo na branca estraga os recicláveis.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Pilhas, baterias e líquidos retidos',
          html: `<p>Não jogue pilhas e baterias nas lixeiras comuns: entregue-as à equipe de limpeza. Líquidos e objetos que não passam pela inspeção de segurança têm destinação separada; confira antes as <a href="/servicios/instrucciones-equipaje">instruções de bagagem</a> para não precisar deixá-los.</p>`,
        },
        {
          type: 'cards',
          title: 'O que o aeroporto faz',
          items: [
            {
              title: 'Resíduos',
              text: 'Como os resíduos do aeroporto são coletados, separados e destinados.',
              href: '/eldorado-sostenible/servicios/residuos',
            },
            {
              title: 'Sistemas de aproveitamento',
              text: 'Reciclagem e novos usos dos materiais.',
              href: '/eldorado-sostenible/servicios/sistemas-de-aprovechamiento',
            },
            {
              title: 'Materiais perigosos',
              text: 'Gestão de substâncias e resíduos perigosos.',
              href: '/eldorado-sostenible/servicios/matpel',
            },
            {
              title: 'El Dorado sustentável',
              text: 'A estratégia ambiental do aeroporto.',
              href: '/eldorado-sostenible',
            },
          ],
        },
      ],
    },
  },
});
