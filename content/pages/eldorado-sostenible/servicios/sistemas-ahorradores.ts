import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/sistemas-ahorradores',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Sistemas ahorradores de agua',
      description:
        'Los dispositivos de bajo consumo de los baños y cocinas de El Dorado, cómo usarlos y cómo reportar una fuga.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Los baños de las terminales son el mayor punto de consumo de agua del aeropuerto, con uso intensivo las 24 horas. Por eso la primera línea del programa de <a href="/eldorado-sostenible/servicios/agua">agua</a> es instalar y mantener <strong>sistemas ahorradores</strong>: equipos que entregan el servicio con menos agua y evitan desperdicios por descuido o por fugas.</p>',
        },
        {
          type: 'table',
          caption: 'Dispositivos y cómo ahorran',
          columns: ['Dispositivo', 'Cómo ahorra'],
          rows: [
            [
              'Grifos con sensor o temporizador',
              'Entregan agua solo mientras hay manos bajo el grifo o durante unos segundos, y se cierran solos.',
            ],
            [
              'Aireadores y reductores de caudal',
              'Mezclan aire con el agua: el chorro se siente igual con menos litros por minuto.',
            ],
            [
              'Sanitarios de bajo consumo y doble descarga',
              'Usan menos agua por descarga y permiten elegir una descarga corta.',
            ],
            ['Orinales de bajo consumo', 'Reducen o eliminan el agua de descarga en cada uso.'],
            [
              'Medición por sectores',
              'Contadores por zona que permiten detectar consumos anormales y fugas ocultas a tiempo.',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Cómo usarlos',
          html: '<ul><li><strong>Grifo con sensor:</strong> acerque las manos al centro, debajo de la salida; no hace falta moverlas.</li><li><strong>Doble descarga:</strong> el botón pequeño o la mitad pequeña es la descarga corta, para líquidos; el grande, la completa.</li><li>No arroje papel, toallas ni pañales al sanitario: use la caneca. Los atascos generan fugas y cierres de baños.</li></ul>',
        },
        {
          type: 'richText',
          html: '<h3>¿Un grifo que no se cierra o un sanitario que gotea?</h3><p>Avise al personal de aseo del baño o repórtelo en <a href="/contacto#pqrs">PQRS</a> (categoría Infraestructura, Baños), indicando terminal, piso y la puerta o sala más cercana. Un reporte a tiempo evita que se pierdan miles de litros. Para otras preguntas, use el <a href="/eldorado-sostenible/contacto">contacto de El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    en: {
      title: 'Water-saving systems',
      description:
        'The low-consumption fittings in El Dorado’s toilets and kitchens, how to use them and how to report a leak.',
      blocks: [
        {
          type: 'richText',
          html: '<p>The terminal toilets are the airport’s largest water use, in heavy use 24 hours a day. That is why the first line of the <a href="/eldorado-sostenible/servicios/agua">water</a> programme is installing and maintaining <strong>water-saving systems</strong>: fittings that provide the service with less water and prevent waste from carelessness or leaks.</p>',
        },
        {
          type: 'table',
          caption: 'Fittings and how they save water',
          columns: ['Fitting', 'How it saves'],
          rows: [
            [
              'Sensor or timed taps',
              'Deliver water only while hands are under the tap or for a few seconds, and turn off by themselves.',
            ],
            [
              'Aerators and flow restrictors',
              'Mix air into the water: the flow feels the same with fewer litres per minute.',
            ],
            ['Low-flush and dual-flush toilets', 'Use less water per flush and let you choose a short flush.'],
            ['Low-water urinals', 'Reduce or eliminate the flush water on each use.'],
            ['Metering by zone', 'Meters for each area that reveal abnormal consumption and hidden leaks early.'],
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'How to use them',
          html: '<ul><li><strong>Sensor tap:</strong> hold your hands in the middle, under the spout; there is no need to wave them.</li><li><strong>Dual flush:</strong> the small button or smaller half is the short flush, for liquids; the large one is the full flush.</li><li>Do not throw paper towels, wipes or nappies into the toilet: use the bin. Blockages cause leaks and toilet closures.</li></ul>',
        },
        {
          type: 'richText',
          html: '<h3>A tap that will not turn off or a leaking toilet?</h3><p>Tell the toilet’s cleaning staff or report it through <a href="/contacto#pqrs">PQRS</a> (category Infrastructure, Toilets), stating the terminal, floor and nearest gate or lounge. A timely report saves thousands of litres. For other questions, use the <a href="/eldorado-sostenible/contacto">El Dorado Sostenible contact form</a>.</p>',
        },
      ],
    },
    fr: {
      title: 'Dispositifs économes en eau',
      description:
        'Les équipements à faible consommation des sanitaires et cuisines d’El Dorado, comment les utiliser et comment signaler une fuite.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Les sanitaires des terminaux sont le premier poste de consommation d’eau de l’aéroport, utilisés intensément 24 heures sur 24. C’est pourquoi le premier axe du programme <a href="/eldorado-sostenible/servicios/agua">eau</a> consiste à installer et entretenir des <strong>dispositifs économes</strong> : des équipements qui rendent le même service avec moins d’eau et évitent le gaspillage dû aux oublis ou aux fuites.</p>',
        },
        {
          type: 'table',
          caption: 'Équipements et économies réalisées',
          columns: ['Équipement', 'Comment il économise'],
          rows: [
            [
              'Robinets à détection ou temporisés',
              'Ne délivrent l’eau que lorsque les mains sont sous le robinet ou pendant quelques secondes, puis se ferment seuls.',
            ],
            [
              'Mousseurs et limiteurs de débit',
              'Mélangent de l’air à l’eau : le jet paraît identique avec moins de litres par minute.',
            ],
            [
              'Toilettes à faible consommation et double chasse',
              'Utilisent moins d’eau par chasse et permettent de choisir une chasse courte.',
            ],
            ['Urinoirs économes', 'Réduisent ou suppriment l’eau de chasse à chaque utilisation.'],
            [
              'Comptage par zone',
              'Des compteurs par secteur révèlent tôt les consommations anormales et les fuites cachées.',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Mode d’emploi',
          html: '<ul><li><strong>Robinet à détection :</strong> placez les mains au centre, sous le bec ; inutile de les agiter.</li><li><strong>Double chasse :</strong> le petit bouton ou la petite moitié correspond à la chasse courte, pour les liquides ; le grand, à la chasse complète.</li><li>Ne jetez ni essuie-mains, ni lingettes, ni couches dans les toilettes : utilisez la poubelle. Les bouchons provoquent des fuites et la fermeture des sanitaires.</li></ul>',
        },
        {
          type: 'richText',
          html: '<h3>Un robinet qui ne se ferme pas ou une chasse qui fuit ?</h3><p>Prévenez le personnel de nettoyage des sanitaires ou signalez-le via <a href="/contacto#pqrs">PQRS</a> (catégorie Infrastructure, Toilettes), en indiquant le terminal, l’étage et la porte ou la salle la plus proche. Un signalement rapide évite de perdre des milliers de litres. Pour toute autre question, utilisez le <a href="/eldorado-sostenible/contacto">contact d’El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    pt: {
      title: 'Sistemas economizadores de água',
      description:
        'Os dispositivos de baixo consumo dos banheiros e cozinhas do El Dorado, como usá-los e como informar um vazamento.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Os banheiros dos terminais são o maior ponto de consumo de água do aeroporto, com uso intenso 24 horas por dia. Por isso, a primeira linha do programa de <a href="/eldorado-sostenible/servicios/agua">água</a> é instalar e manter <strong>sistemas economizadores</strong>: equipamentos que prestam o mesmo serviço com menos água e evitam desperdício por descuido ou vazamentos.</p>',
        },
        {
          type: 'table',
          caption: 'Dispositivos e como economizam',
          columns: ['Dispositivo', 'Como economiza'],
          rows: [
            [
              'Torneiras com sensor ou temporizador',
              'Liberam água só enquanto há mãos sob a torneira ou por alguns segundos, e fecham sozinhas.',
            ],
            ['Arejadores e redutores de vazão', 'Misturam ar à água: o jato parece igual com menos litros por minuto.'],
            [
              'Vasos de baixo consumo e descarga dupla',
              'Usam menos água por descarga e permitem escolher uma descarga curta.',
            ],
            ['Mictórios de baixo consumo', 'Reduzem ou eliminam a água de descarga a cada uso.'],
            ['Medição por setores', 'Hidrômetros por área que revelam cedo consumos anormais e vazamentos ocultos.'],
          ],
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Como usar',
          html: '<ul><li><strong>Torneira com sensor:</strong> aproxime as mãos do centro, sob a saída; não é preciso agitá-las.</li><li><strong>Descarga dupla:</strong> o botão pequeno ou a metade menor é a descarga curta, para líquidos; o grande, a completa.</li><li>Não jogue papel-toalha, lenços umedecidos nem fraldas no vaso: use a lixeira. Entupimentos causam vazamentos e fechamento de banheiros.</li></ul>',
        },
        {
          type: 'richText',
          html: '<h3>Uma torneira que não fecha ou uma descarga vazando?</h3><p>Avise a equipe de limpeza do banheiro ou registre pelo <a href="/contacto#pqrs">PQRS</a> (categoria Infraestrutura, Banheiros), informando terminal, andar e o portão ou sala mais próximos. Um aviso a tempo evita a perda de milhares de litros. Para outras dúvidas, use o <a href="/eldorado-sostenible/contacto">contato do El Dorado Sostenible</a>.</p>',
        },
      ],
    },
  },
});
