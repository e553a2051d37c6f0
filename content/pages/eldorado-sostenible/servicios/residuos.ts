import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/residuos',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Residuos',
      description:
        'Cómo separar sus residuos en El Dorado con el código de colores nacional y qué pasa con ellos después: reciclaje, compostaje y disposición segura.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Terminales, restaurantes, aerolíneas, carga y oficinas generan a diario residuos muy diversos. El aeropuerto los gestiona con un plan de <strong>separación en la fuente</strong>: cuanto mejor se separan en la caneca, más material se puede reciclar y menos llega al relleno sanitario. Las canecas de las zonas públicas y de las salas de espera siguen el código de colores nacional de la Resolución 2184 de 2019.</p>',
        },
        {
          type: 'table',
          caption: 'Qué va en cada caneca',
          columns: ['Color', 'Tipo de residuo', 'Ejemplos'],
          rows: [
            [
              'Blanca',
              'Aprovechables (limpios y secos)',
              'Botellas y envases plásticos, latas, vidrio, papel, cartón, cubiertos plásticos limpios',
            ],
            [
              'Verde',
              'Orgánicos aprovechables',
              'Restos de comida, cáscaras de fruta, borra de café, servilletas con restos de comida',
            ],
            [
              'Negra',
              'No aprovechables',
              'Papel higiénico, servilletas sucias, empaques con grasa, envolturas metalizadas, colillas y chicles',
            ],
          ],
        },
        {
          type: 'accordion',
          title: 'Preguntas frecuentes',
          faq: true,
          items: [
            {
              question: '¿Qué hago con los líquidos antes del control de seguridad?',
              answerHtml:
                '<p>Termine o vacíe las bebidas antes de la fila y deposite el envase vacío en la caneca blanca. En vuelos internacionales solo puede llevar en cabina envases de hasta {{liquidContainerMl}} ml dentro de una bolsa transparente de {{liquidBagLitres}} litro ({{liquidBagSize}}); vea las <a href="/servicios/instrucciones-equipaje">instrucciones de equipaje</a>.</p>',
            },
            {
              question: 'Llego de un vuelo internacional con frutas o comida, ¿dónde la dejo?',
              answerHtml:
                '<p>Los productos de origen vegetal o animal deben declararse al ICA antes de la revisión de equipaje. Si no puede ingresarlos, entréguelos al ICA o deposítelos en los recipientes del ICA en la sala de llegadas internacionales, no en las canecas comunes: se tratan como residuos de riesgo sanitario.</p>',
            },
            {
              question: '¿Dónde dejo pilas, baterías o medicamentos vencidos?',
              answerHtml:
                '<p>No los ponga en las canecas comunes. Son residuos peligrosos: pregunte en los puntos de información del piso 2 por el punto de recolección más cercano. Las baterías de litio de repuesto deben viajar siempre en el equipaje de mano. Más en <a href="/eldorado-sostenible/servicios/matpel">MATPEL</a>.</p>',
            },
            {
              question: '¿Qué pasa con los residuos de los aviones?',
              answerHtml:
                '<p>Los residuos de vuelos internacionales se manejan bajo control sanitario y no se mezclan con el reciclaje. Los de vuelos nacionales se separan con las aerolíneas y sus proveedores de catering para recuperar lo que se pueda.</p>',
            },
          ],
        },
        {
          type: 'steps',
          title: 'El recorrido de sus residuos',
          items: [
            { title: 'Separación', text: 'Usted y los locales separan en canecas blanca, verde y negra.' },
            {
              title: 'Recolección interna',
              text: 'El personal de aseo recoge cada tipo por separado y lo lleva al centro de acopio del aeropuerto.',
            },
            {
              title: 'Clasificación',
              text: 'Los aprovechables se clasifican por material (plástico, vidrio, papel, cartón, metal).',
            },
            {
              title: 'Entrega a gestores',
              text: 'Gestores y organizaciones de recicladores autorizados reciben los materiales; los peligrosos van a gestores con licencia ambiental.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Conozca los proyectos de reutilización y reciclaje del aeropuerto en <a href="/servicios/economia-circular">economía circular</a>. ¿Una caneca llena o mal señalizada? Avísenos en <a href="/contacto#pqrs">PQRS</a> o en el <a href="/eldorado-sostenible/contacto">contacto de El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    en: {
      title: 'Waste',
      description:
        'How to sort your waste at El Dorado using Colombia’s national colour code, and what happens to it next: recycling, composting and safe disposal.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Terminals, restaurants, airlines, cargo and offices produce all kinds of waste every day. The airport manages it with a <strong>separation-at-source</strong> plan: the better waste is sorted in the bin, the more material can be recycled and the less ends up in landfill. Bins in public areas and waiting lounges follow the national colour code of Resolution 2184 of 2019.</p>',
        },
        {
          type: 'table',
          caption: 'What goes in each bin',
          columns: ['Colour', 'Type of waste', 'Examples'],
          rows: [
            [
              'White',
              'Recyclables (clean and dry)',
              'Plastic bottles and containers, cans, glass, paper, cardboard, clean plastic cutlery',
            ],
            [
              'Green',
              'Compostable organic waste',
              'Food scraps, fruit peel, coffee grounds, napkins with food remains',
            ],
            [
              'Black',
              'Non-recyclables',
              'Toilet paper, dirty napkins, greasy packaging, foil wrappers, cigarette butts and chewing gum',
            ],
          ],
        },
        {
          type: 'accordion',
          title: 'Frequently asked questions',
          faq: true,
          items: [
            {
              question: 'What do I do with liquids before the security check?',
              answerHtml:
                '<p>Finish or empty your drinks before queuing and put the empty container in the white bin. On international flights you may only carry containers of up to {{liquidContainerMl}} ml in the cabin, inside a transparent {{liquidBagLitres}} litre bag ({{liquidBagSize}}); see the <a href="/servicios/instrucciones-equipaje">baggage instructions</a>.</p>',
            },
            {
              question: 'I am arriving on an international flight with fruit or food. Where do I leave it?',
              answerHtml:
                '<p>Plant and animal products must be declared to ICA (the Colombian agricultural authority) before the baggage inspection. If they cannot enter the country, hand them to ICA or put them in the ICA containers in the international arrivals hall, not in the ordinary bins: they are treated as a sanitary-risk waste.</p>',
            },
            {
              question: 'Where do I leave batteries or expired medicines?',
              answerHtml:
                '<p>Do not put them in the ordinary bins. They are hazardous waste: ask at the information points on floor 2 for the nearest collection point. Spare lithium batteries must always travel in your carry-on bag. More under <a href="/eldorado-sostenible/servicios/matpel">MATPEL</a>.</p>',
            },
            {
              question: 'What happens to the waste from aircraft?',
              answerHtml:
                '<p>Waste from international flights is handled under sanitary control and is not mixed with recycling. Waste from domestic flights is sorted with the airlines and their catering providers to recover whatever can be recovered.</p>',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Your waste’s journey',
          items: [
            { title: 'Sorting', text: 'You and the shops sort waste into the white, green and black bins.' },
            {
              title: 'Internal collection',
              text: 'Cleaning staff collect each type separately and take it to the airport’s collection centre.',
            },
            {
              title: 'Classification',
              text: 'Recyclables are sorted by material (plastic, glass, paper, cardboard, metal).',
            },
            {
              title: 'Handover to waste managers',
              text: 'Authorised waste managers and waste-picker organisations receive the materials; hazardous waste goes to managers holding an environmental licence.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Learn about the airport’s reuse and recycling projects under <a href="/servicios/economia-circular">circular economy</a>. A full or poorly labelled bin? Let us know through <a href="/contacto#pqrs">PQRS</a> or the <a href="/eldorado-sostenible/contacto">El Dorado Sostenible contact form</a>.</p>',
        },
      ],
    },
    fr: {
      title: 'Déchets',
      description:
        'Comment trier vos déchets à El Dorado selon le code couleur national colombien, et ce qu’ils deviennent : recyclage, compostage et élimination sûre.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Terminaux, restaurants, compagnies aériennes, fret et bureaux produisent chaque jour des déchets de toutes sortes. L’aéroport les gère avec un plan de <strong>tri à la source</strong> : mieux les déchets sont triés dans la poubelle, plus on recycle de matière et moins on en envoie en décharge. Les poubelles des zones publiques et des salles d’embarquement suivent le code couleur national de la résolution 2184 de 2019.</p>',
        },
        {
          type: 'table',
          caption: 'Que mettre dans chaque poubelle',
          columns: ['Couleur', 'Type de déchet', 'Exemples'],
          rows: [
            [
              'Blanche',
              'Recyclables (propres et secs)',
              'Bouteilles et emballages en plastique, canettes, verre, papier, carton, couverts en plastique propres',
            ],
            [
              'Verte',
              'Déchets organiques valorisables',
              'Restes de repas, épluchures de fruits, marc de café, serviettes avec restes alimentaires',
            ],
            [
              'Noire',
              'Non recyclables',
              'Papier toilette, serviettes sales, emballages gras, emballages métallisés, mégots et chewing-gums',
            ],
          ],
        },
        {
          type: 'accordion',
          title: 'Questions fréquentes',
          faq: true,
          items: [
            {
              question: 'Que faire des liquides avant le contrôle de sûreté ?',
              answerHtml:
                '<p>Finissez ou videz vos boissons avant la file d’attente et jetez le contenant vide dans la poubelle blanche. Sur les vols internationaux, seuls les contenants de {{liquidContainerMl}} ml au maximum sont admis en cabine, dans un sac transparent de {{liquidBagLitres}} litre ({{liquidBagSize}}) ; voir les <a href="/servicios/instrucciones-equipaje">consignes bagages</a>.</p>',
            },
            {
              question: 'J’arrive d’un vol international avec des fruits ou de la nourriture : où les laisser ?',
              answerHtml:
                '<p>Les produits d’origine végétale ou animale doivent être déclarés à l’ICA (autorité agricole colombienne) avant le contrôle des bagages. S’ils ne peuvent pas entrer, remettez-les à l’ICA ou déposez-les dans les conteneurs de l’ICA du hall des arrivées internationales, pas dans les poubelles ordinaires : ils sont traités comme des déchets à risque sanitaire.</p>',
            },
            {
              question: 'Où déposer piles, batteries ou médicaments périmés ?',
              answerHtml:
                '<p>Ne les jetez pas dans les poubelles ordinaires. Ce sont des déchets dangereux : demandez aux points d’information du deuxième étage où se trouve le point de collecte le plus proche. Les batteries au lithium de rechange doivent toujours voyager en bagage à main. Plus d’informations sur la page <a href="/eldorado-sostenible/servicios/matpel">MATPEL</a>.</p>',
            },
            {
              question: 'Que deviennent les déchets des avions ?',
              answerHtml:
                '<p>Les déchets des vols internationaux sont gérés sous contrôle sanitaire et ne sont pas mélangés au recyclage. Ceux des vols intérieurs sont triés avec les compagnies aériennes et leurs traiteurs afin de récupérer tout ce qui peut l’être.</p>',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Le parcours de vos déchets',
          items: [
            { title: 'Tri', text: 'Vous et les commerces triez dans les poubelles blanche, verte et noire.' },
            {
              title: 'Collecte interne',
              text: 'Le personnel de nettoyage collecte chaque type séparément et l’apporte au centre de regroupement de l’aéroport.',
            },
            {
              title: 'Classement',
              text: 'Les recyclables sont classés par matière (plastique, verre, papier, carton, métal).',
            },
            {
              title: 'Remise aux prestataires',
              text: 'Des prestataires et des organisations de récupérateurs agréés reçoivent les matières ; les déchets dangereux vont à des prestataires titulaires d’un permis environnemental.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Découvrez les projets de réemploi et de recyclage de l’aéroport sur la page <a href="/servicios/economia-circular">économie circulaire</a>. Une poubelle pleine ou mal signalée ? Prévenez-nous via <a href="/contacto#pqrs">PQRS</a> ou le <a href="/eldorado-sostenible/contacto">contact d’El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    pt: {
      title: 'Resíduos',
      description:
        'Como separar seus resíduos no El Dorado com o código de cores nacional da Colômbia e o que acontece depois: reciclagem, compostagem e destinação segura.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Terminais, restaurantes, companhias aéreas, carga e escritórios geram diariamente resíduos muito diversos. O aeroporto os gerencia com um plano de <strong>separação na fonte</strong>: quanto melhor a separação na lixeira, mais material pode ser reciclado e menos vai para o aterro sanitário. As lixeiras das áreas públicas e das salas de embarque seguem o código de cores nacional da Resolução 2184 de 2019.</p>',
        },
        {
          type: 'table',
          caption: 'O que vai em cada lixeira',
          columns: ['Cor', 'Tipo de resíduo', 'Exemplos'],
          rows: [
            [
              'Branca',
              'Recicláveis (limpos e secos)',
              'Garrafas e embalagens plásticas, latas, vidro, papel, papelão, talheres plásticos limpos',
            ],
            [
              'Verde',
              'Orgânicos aproveitáveis',
              'Restos de comida, cascas de frutas, borra de café, guardanapos com restos de comida',
            ],
            [
              'Preta',
              'Não recicláveis',
              'Papel higiênico, guardanapos sujos, embalagens engorduradas, embalagens metalizadas, bitucas e chicletes',
            ],
          ],
        },
        {
          type: 'accordion',
          title: 'Perguntas frequentes',
          faq: true,
          items: [
            {
              question: 'O que faço com os líquidos antes da inspeção de segurança?',
              answerHtml:
                '<p>Termine ou esvazie as bebidas antes da fila e jogue a embalagem vazia na lixeira branca. Em voos internacionais, só é permitido levar na cabine frascos de até {{liquidContainerMl}} ml dentro de um saco transparente de {{liquidBagLitres}} litro ({{liquidBagSize}}); veja as <a href="/servicios/instrucciones-equipaje">instruções de bagagem</a>.</p>',
            },
            {
              question: 'Chego de um voo internacional com frutas ou comida. Onde deixo?',
              answerHtml:
                '<p>Produtos de origem vegetal ou animal devem ser declarados ao ICA (autoridade agropecuária colombiana) antes da inspeção de bagagem. Se não puderem entrar no país, entregue-os ao ICA ou coloque-os nos recipientes do ICA no saguão de chegadas internacionais, e não nas lixeiras comuns: eles são tratados como resíduos de risco sanitário.</p>',
            },
            {
              question: 'Onde deixo pilhas, baterias ou remédios vencidos?',
              answerHtml:
                '<p>Não os coloque nas lixeiras comuns. São resíduos perigosos: pergunte nos pontos de informação do 2º andar pelo ponto de coleta mais próximo. Baterias de lítio avulsas devem viajar sempre na bagagem de mão. Mais em <a href="/eldorado-sostenible/servicios/matpel">MATPEL</a>.</p>',
            },
            {
              question: 'O que acontece com os resíduos dos aviões?',
              answerHtml:
                '<p>Os resíduos de voos internacionais são tratados sob controle sanitário e não se misturam com a reciclagem. Os de voos domésticos são separados com as companhias aéreas e seus fornecedores de catering para recuperar o que for possível.</p>',
            },
          ],
        },
        {
          type: 'steps',
          title: 'O caminho dos seus resíduos',
          items: [
            { title: 'Separação', text: 'Você e as lojas separam nas lixeiras branca, verde e preta.' },
            {
              title: 'Coleta interna',
              text: 'A equipe de limpeza recolhe cada tipo separadamente e leva ao centro de triagem do aeroporto.',
            },
            {
              title: 'Classificação',
              text: 'Os recicláveis são classificados por material (plástico, vidro, papel, papelão, metal).',
            },
            {
              title: 'Entrega a gestores',
              text: 'Gestores e organizações de catadores autorizados recebem os materiais; os perigosos vão para gestores com licença ambiental.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Conheça os projetos de reutilização e reciclagem do aeroporto em <a href="/servicios/economia-circular">economia circular</a>. Uma lixeira cheia ou mal sinalizada? Avise pelo <a href="/contacto#pqrs">PQRS</a> ou pelo <a href="/eldorado-sostenible/contacto">contato do El Dorado Sostenible</a>.</p>',
        },
      ],
    },
  },
});
