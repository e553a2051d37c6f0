import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/sistemas-de-aprovechamiento',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Sistemas de aprovechamiento de agua',
      description:
        'Cómo El Dorado capta el agua lluvia de sus cubiertas y la usa en sanitarios, limpieza y riego para ahorrar agua potable.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Bogotá recibe lluvia buena parte del año, y las cubiertas de las terminales y edificios del aeropuerto suman una gran superficie de captación. Los <strong>sistemas de aprovechamiento</strong> recogen esa agua para usos que no requieren calidad potable, de modo que el agua del acueducto se reserva para lavamanos, bebederos y cocinas.</p>',
        },
        {
          type: 'steps',
          title: 'Del techo al uso',
          items: [
            { title: 'Captación', text: 'Canales y bajantes recogen la lluvia que cae sobre las cubiertas.' },
            {
              title: 'Primer lavado y filtrado',
              text: 'Se descarta la primera agua de cada lluvia, que arrastra polvo y hojas, y el resto pasa por rejillas y filtros.',
            },
            { title: 'Almacenamiento', text: 'El agua se guarda en tanques cerrados y protegidos de la luz.' },
            {
              title: 'Distribución',
              text: 'Una red independiente, separada de la de agua potable, la lleva a sanitarios, orinales, limpieza de zonas exteriores y riego.',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>La seguridad, primero</h3><p>Las redes de agua lluvia están separadas físicamente de las de agua potable y sus puntos de uso se señalizan como <strong>agua no potable</strong>: no la beba ni la use para lavar alimentos. En temporada seca, cuando los tanques se vacían, el sistema se abastece de la red del acueducto para que los baños sigan funcionando.</p>',
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>El aprovechamiento complementa los <a href="/eldorado-sostenible/servicios/sistemas-ahorradores">sistemas ahorradores</a> y el <a href="/eldorado-sostenible/servicios/sistemas-de-tratamiento">tratamiento de aguas residuales</a>, y ayuda al aeropuerto a <a href="/eldorado-sostenible/servicios/adaptacion">adaptarse</a> a periodos secos. ¿Preguntas técnicas? Escriba al <a href="/eldorado-sostenible/contacto">contacto de El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    en: {
      title: 'Water harvesting systems',
      description:
        'How El Dorado collects rainwater from its roofs and uses it in toilets, cleaning and irrigation to save drinking water.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Bogota gets rain for much of the year, and the roofs of the airport’s terminals and buildings add up to a large collection area. <strong>Harvesting systems</strong> collect that water for uses that do not need drinking-water quality, so that mains water is kept for washbasins, drinking fountains and kitchens.</p>',
        },
        {
          type: 'steps',
          title: 'From roof to use',
          items: [
            { title: 'Collection', text: 'Gutters and downpipes collect the rain falling on the roofs.' },
            {
              title: 'First flush and filtering',
              text: 'The first water of each shower, which carries dust and leaves, is discarded and the rest passes through screens and filters.',
            },
            { title: 'Storage', text: 'The water is kept in closed tanks protected from light.' },
            {
              title: 'Distribution',
              text: 'A separate network, independent of the drinking-water network, takes it to toilets, urinals, outdoor cleaning and irrigation.',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Safety first</h3><p>Rainwater networks are physically separated from drinking-water networks and their outlets are marked as <strong>non-potable water</strong>: do not drink it or use it to wash food. In the dry season, when the tanks run low, the system draws on the mains so that the toilets keep working.</p>',
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>Harvesting complements the <a href="/eldorado-sostenible/servicios/sistemas-ahorradores">water-saving systems</a> and <a href="/eldorado-sostenible/servicios/sistemas-de-tratamiento">wastewater treatment</a>, and helps the airport <a href="/eldorado-sostenible/servicios/adaptacion">adapt</a> to dry spells. Technical questions? Write to the <a href="/eldorado-sostenible/contacto">El Dorado Sostenible contact form</a>.</p>',
        },
      ],
    },
    fr: {
      title: 'Systèmes de récupération de l’eau',
      description:
        'Comment El Dorado récupère l’eau de pluie de ses toitures et l’utilise pour les toilettes, le nettoyage et l’arrosage afin d’économiser l’eau potable.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Il pleut à Bogota une bonne partie de l’année, et les toitures des terminaux et bâtiments de l’aéroport forment une vaste surface de collecte. Les <strong>systèmes de récupération</strong> recueillent cette eau pour les usages qui n’exigent pas une qualité potable ; l’eau du réseau est ainsi réservée aux lavabos, fontaines et cuisines.</p>',
        },
        {
          type: 'steps',
          title: 'Du toit à l’usage',
          items: [
            { title: 'Collecte', text: 'Gouttières et descentes recueillent la pluie qui tombe sur les toitures.' },
            {
              title: 'Premières eaux et filtration',
              text: 'Les premières eaux de chaque pluie, chargées de poussière et de feuilles, sont écartées ; le reste passe par des grilles et des filtres.',
            },
            { title: 'Stockage', text: 'L’eau est conservée dans des cuves fermées, à l’abri de la lumière.' },
            {
              title: 'Distribution',
              text: 'Un réseau distinct, séparé du réseau d’eau potable, l’achemine vers les toilettes, les urinoirs, le nettoyage extérieur et l’arrosage.',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>La sécurité d’abord</h3><p>Les réseaux d’eau de pluie sont physiquement séparés des réseaux d’eau potable et leurs points d’utilisation sont signalés <strong>eau non potable</strong> : ne la buvez pas et ne l’utilisez pas pour laver des aliments. En saison sèche, quand les cuves se vident, le système bascule sur le réseau public pour que les toilettes continuent de fonctionner.</p>',
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>La récupération complète les <a href="/eldorado-sostenible/servicios/sistemas-ahorradores">dispositifs économes</a> et le <a href="/eldorado-sostenible/servicios/sistemas-de-tratamiento">traitement des eaux usées</a>, et aide l’aéroport à <a href="/eldorado-sostenible/servicios/adaptacion">s’adapter</a> aux périodes sèches. Des questions techniques ? Écrivez au <a href="/eldorado-sostenible/contacto">contact d’El Dorado Sostenible</a>.</p>',
        },
      ],
    },
    pt: {
      title: 'Sistemas de aproveitamento de água',
      description:
        'Como o El Dorado capta a água da chuva das coberturas e a usa em descargas, limpeza e irrigação para economizar água potável.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Em Bogotá chove boa parte do ano, e as coberturas dos terminais e edifícios do aeroporto formam uma grande área de captação. Os <strong>sistemas de aproveitamento</strong> recolhem essa água para usos que não exigem qualidade potável, de modo que a água da rede pública fique reservada para pias, bebedouros e cozinhas.</p>',
        },
        {
          type: 'steps',
          title: 'Do telhado ao uso',
          items: [
            { title: 'Captação', text: 'Calhas e condutores recolhem a chuva que cai sobre as coberturas.' },
            {
              title: 'Descarte inicial e filtragem',
              text: 'A primeira água de cada chuva, que arrasta poeira e folhas, é descartada, e o restante passa por grades e filtros.',
            },
            { title: 'Armazenamento', text: 'A água é guardada em reservatórios fechados e protegidos da luz.' },
            {
              title: 'Distribuição',
              text: 'Uma rede independente, separada da rede de água potável, leva a água para vasos sanitários, mictórios, limpeza de áreas externas e irrigação.',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Segurança em primeiro lugar</h3><p>As redes de água da chuva são fisicamente separadas das de água potável e seus pontos de uso são sinalizados como <strong>água não potável</strong>: não beba nem use para lavar alimentos. Na estação seca, quando os reservatórios esvaziam, o sistema passa a usar a rede pública para que os banheiros continuem funcionando.</p>',
        },
        {
          type: 'callout',
          tone: 'info',
          html: '<p>O aproveitamento complementa os <a href="/eldorado-sostenible/servicios/sistemas-ahorradores">sistemas economizadores</a> e o <a href="/eldorado-sostenible/servicios/sistemas-de-tratamiento">tratamento de esgoto</a>, e ajuda o aeroporto a se <a href="/eldorado-sostenible/servicios/adaptacion">adaptar</a> aos períodos secos. Dúvidas técnicas? Escreva pelo <a href="/eldorado-sostenible/contacto">contato do El Dorado Sostenible</a>.</p>',
        },
      ],
    },
  },
});
