import { definePage } from '@/content/schemas';

export default definePage({
  path: '/eldorado-sostenible/servicios/agua',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Agua',
      description:
        'Cómo El Dorado ahorra agua, aprovecha la lluvia, trata sus aguas residuales y vigila la calidad del agua potable.',
      blocks: [
        {
          type: 'richText',
          html: '<p>El agua potable del aeropuerto llega de la red de la Empresa de Acueducto y Alcantarillado de Bogotá y se usa en baños, cocinas de restaurantes, limpieza, mantenimiento y riego. El aeropuerto gestiona este recurso con un <strong>programa de uso eficiente y ahorro del agua</strong>, como lo exige la Ley 373 de 1997, que se apoya en cuatro líneas de trabajo.</p>',
        },
        {
          type: 'cards',
          title: 'Líneas de trabajo',
          items: [
            {
              title: 'Sistemas ahorradores',
              text: 'Grifería con sensor, sanitarios de bajo consumo y detección temprana de fugas.',
              href: '/eldorado-sostenible/servicios/sistemas-ahorradores',
              linkLabel: 'Ver sistemas ahorradores',
            },
            {
              title: 'Sistemas de aprovechamiento',
              text: 'Captación de agua lluvia en cubiertas para usos que no requieren agua potable.',
              href: '/eldorado-sostenible/servicios/sistemas-de-aprovechamiento',
              linkLabel: 'Ver aprovechamiento',
            },
            {
              title: 'Sistemas de tratamiento',
              text: 'Planta de tratamiento de aguas residuales y pretratamientos en cocinas y talleres.',
              href: '/eldorado-sostenible/servicios/sistemas-de-tratamiento',
              linkLabel: 'Ver tratamiento',
            },
            {
              title: 'Saneamiento',
              text: 'Calidad del agua potable, lavado de tanques, limpieza y control de plagas.',
              href: '/eldorado-sostenible/servicios/saneamiento',
              linkLabel: 'Ver saneamiento',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Agua potable segura</h3><p>El agua que sale de los grifos y bebederos del aeropuerto viene de la red pública de Bogotá. Los tanques de almacenamiento se lavan y desinfectan periódicamente, y se toman muestras para comprobar que el agua cumple los criterios de calidad para consumo humano de la Resolución 2115 de 2007. Si nota olor, color o sabor extraño en el agua, avise al personal del aeropuerto.</p>',
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Consejos para el viaje',
          html: '<ul><li>Pase el control de seguridad con la botella reutilizable vacía y llénela al otro lado, donde haya puntos de agua.</li><li>Cierre la llave mientras se enjabona; los grifos con sensor se apagan solos.</li><li>Si ve una fuga o un sanitario que no deja de correr, repórtelo al personal de aseo o en <a href="/contacto#pqrs">PQRS</a> indicando terminal, piso y puerta o sala cercana.</li></ul>',
        },
        {
          type: 'contact',
          title: 'Preguntas sobre la gestión del agua',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    en: {
      title: 'Water',
      description:
        'How El Dorado saves water, harvests rain, treats its wastewater and monitors the quality of its drinking water.',
      blocks: [
        {
          type: 'richText',
          html: '<p>The airport’s drinking water comes from the Bogota water and sewerage company (Empresa de Acueducto y Alcantarillado de Bogotá) and is used in toilets, restaurant kitchens, cleaning, maintenance and irrigation. The airport manages it through a <strong>water efficiency and saving programme</strong>, as required by Colombian Law 373 of 1997, built on four lines of work.</p>',
        },
        {
          type: 'cards',
          title: 'Lines of work',
          items: [
            {
              title: 'Water-saving systems',
              text: 'Sensor taps, low-flush toilets and early leak detection.',
              href: '/eldorado-sostenible/servicios/sistemas-ahorradores',
              linkLabel: 'See water-saving systems',
            },
            {
              title: 'Harvesting systems',
              text: 'Rainwater collected from roofs for uses that do not need drinking water.',
              href: '/eldorado-sostenible/servicios/sistemas-de-aprovechamiento',
              linkLabel: 'See harvesting',
            },
            {
              title: 'Treatment systems',
              text: 'Wastewater treatment plant and pre-treatment in kitchens and workshops.',
              href: '/eldorado-sostenible/servicios/sistemas-de-tratamiento',
              linkLabel: 'See treatment',
            },
            {
              title: 'Sanitation',
              text: 'Drinking water quality, tank cleaning, hygiene and pest control.',
              href: '/eldorado-sostenible/servicios/saneamiento',
              linkLabel: 'See sanitation',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Safe drinking water</h3><p>The water from the airport’s taps and drinking fountains comes from Bogota’s public network. Storage tanks are cleaned and disinfected periodically, and samples are taken to check that the water meets the quality criteria for human consumption of Resolution 2115 of 2007. If you notice an unusual smell, colour or taste, tell airport staff.</p>',
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Tips for your trip',
          html: '<ul><li>Go through security with your reusable bottle empty and fill it on the other side, wherever there are water points.</li><li>Turn the tap off while you soap your hands; sensor taps switch off by themselves.</li><li>If you see a leak or a toilet that keeps running, report it to the cleaning staff or through <a href="/contacto#pqrs">PQRS</a>, stating the terminal, floor and nearest gate or lounge.</li></ul>',
        },
        {
          type: 'contact',
          title: 'Questions about water management',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    fr: {
      title: 'Eau',
      description:
        'Comment El Dorado économise l’eau, récupère l’eau de pluie, traite ses eaux usées et contrôle la qualité de l’eau potable.',
      blocks: [
        {
          type: 'richText',
          html: '<p>L’eau potable de l’aéroport provient du réseau de la compagnie des eaux de Bogota (Empresa de Acueducto y Alcantarillado de Bogotá). Elle sert aux sanitaires, aux cuisines des restaurants, au nettoyage, à la maintenance et à l’arrosage. L’aéroport la gère au moyen d’un <strong>programme d’utilisation efficace et d’économie de l’eau</strong>, exigé par la loi colombienne 373 de 1997, qui repose sur quatre axes.</p>',
        },
        {
          type: 'cards',
          title: 'Axes de travail',
          items: [
            {
              title: 'Dispositifs économes',
              text: 'Robinets à détection, toilettes à faible consommation et détection précoce des fuites.',
              href: '/eldorado-sostenible/servicios/sistemas-ahorradores',
              linkLabel: 'Voir les dispositifs économes',
            },
            {
              title: 'Systèmes de récupération',
              text: 'Collecte de l’eau de pluie des toitures pour les usages qui ne demandent pas d’eau potable.',
              href: '/eldorado-sostenible/servicios/sistemas-de-aprovechamiento',
              linkLabel: 'Voir la récupération',
            },
            {
              title: 'Systèmes de traitement',
              text: 'Station d’épuration des eaux usées et prétraitements dans les cuisines et ateliers.',
              href: '/eldorado-sostenible/servicios/sistemas-de-tratamiento',
              linkLabel: 'Voir le traitement',
            },
            {
              title: 'Assainissement',
              text: 'Qualité de l’eau potable, nettoyage des réservoirs, hygiène et lutte contre les nuisibles.',
              href: '/eldorado-sostenible/servicios/saneamiento',
              linkLabel: 'Voir l’assainissement',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Une eau potable sûre</h3><p>L’eau des robinets et des fontaines de l’aéroport provient du réseau public de Bogota. Les réservoirs de stockage sont nettoyés et désinfectés régulièrement, et des prélèvements vérifient que l’eau respecte les critères de qualité pour la consommation humaine de la résolution 2115 de 2007. Si vous remarquez une odeur, une couleur ou un goût inhabituels, prévenez le personnel de l’aéroport.</p>',
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Conseils pour votre voyage',
          html: '<ul><li>Passez le contrôle de sûreté avec votre gourde vide et remplissez-la de l’autre côté, là où il y a des points d’eau.</li><li>Fermez le robinet pendant que vous vous savonnez ; les robinets à détection s’arrêtent seuls.</li><li>Si vous voyez une fuite ou une chasse d’eau qui coule en continu, signalez-le au personnel de nettoyage ou via <a href="/contacto#pqrs">PQRS</a> en indiquant le terminal, l’étage et la porte ou la salle la plus proche.</li></ul>',
        },
        {
          type: 'contact',
          title: 'Questions sur la gestion de l’eau',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
    pt: {
      title: 'Água',
      description:
        'Como o El Dorado economiza água, aproveita a chuva, trata seu esgoto e monitora a qualidade da água potável.',
      blocks: [
        {
          type: 'richText',
          html: '<p>A água potável do aeroporto vem da rede da companhia de água e esgoto de Bogotá (Empresa de Acueducto y Alcantarillado de Bogotá) e é usada em banheiros, cozinhas de restaurantes, limpeza, manutenção e irrigação. O aeroporto gerencia esse recurso com um <strong>programa de uso eficiente e economia de água</strong>, exigido pela Lei colombiana 373 de 1997, apoiado em quatro linhas de trabalho.</p>',
        },
        {
          type: 'cards',
          title: 'Linhas de trabalho',
          items: [
            {
              title: 'Sistemas economizadores',
              text: 'Torneiras com sensor, vasos sanitários de baixo consumo e detecção precoce de vazamentos.',
              href: '/eldorado-sostenible/servicios/sistemas-ahorradores',
              linkLabel: 'Ver sistemas economizadores',
            },
            {
              title: 'Sistemas de aproveitamento',
              text: 'Captação de água da chuva nas coberturas para usos que não exigem água potável.',
              href: '/eldorado-sostenible/servicios/sistemas-de-aprovechamiento',
              linkLabel: 'Ver aproveitamento',
            },
            {
              title: 'Sistemas de tratamento',
              text: 'Estação de tratamento de esgoto e pré-tratamento em cozinhas e oficinas.',
              href: '/eldorado-sostenible/servicios/sistemas-de-tratamiento',
              linkLabel: 'Ver tratamento',
            },
            {
              title: 'Saneamento',
              text: 'Qualidade da água potável, limpeza de reservatórios, higiene e controle de pragas.',
              href: '/eldorado-sostenible/servicios/saneamiento',
              linkLabel: 'Ver saneamento',
            },
          ],
        },
        {
          type: 'richText',
          html: '<h3>Água potável segura</h3><p>A água das torneiras e bebedouros do aeroporto vem da rede pública de Bogotá. Os reservatórios são lavados e desinfetados periodicamente, e amostras são coletadas para comprovar que a água atende aos critérios de qualidade para consumo humano da Resolução 2115 de 2007. Se notar cheiro, cor ou gosto estranho, avise a equipe do aeroporto.</p>',
        },
        {
          type: 'callout',
          tone: 'success',
          title: 'Dicas para a viagem',
          html: '<ul><li>Passe pela inspeção de segurança com a garrafa reutilizável vazia e encha do outro lado, onde houver pontos de água.</li><li>Feche a torneira enquanto ensaboa as mãos; as torneiras com sensor desligam sozinhas.</li><li>Se vir um vazamento ou uma descarga que não para, avise a equipe de limpeza ou registre pelo <a href="/contacto#pqrs">PQRS</a>, informando terminal, andar e portão ou sala mais próximos.</li></ul>',
        },
        {
          type: 'contact',
          title: 'Dúvidas sobre a gestão da água',
          url: '/eldorado-sostenible/contacto',
        },
      ],
    },
  },
});
