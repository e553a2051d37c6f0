import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/conexiones',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Conexiones en Bogotá',
      description:
        'Cómo hacer su conexión en El Dorado según el tipo de vuelo, cuándo debe pasar por migración y aduana, y qué hacer si su primer vuelo se retrasa.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Si su viaje hace escala en Bogotá, lo que debe hacer depende de si llega y sale en un vuelo nacional o internacional, y de si su equipaje viene despachado hasta su destino final. Al bajar del avión, siga la señalización <strong>«Conexiones»</strong> y tenga a mano la pasabordo de su siguiente vuelo.</p>
<p>Para ver paso a paso su recorrido, use la <a href="/vuelos/conexiones">guía interactiva de conexiones</a>.</p>`,
        },
        {
          type: 'table',
          caption: 'Qué hacer según el tipo de conexión',
          columns: ['Llega en', 'Sale en', 'Qué hacer'],
          rows: [
            [
              'Vuelo internacional',
              'Vuelo internacional',
              'Siga «Conexiones internacionales»: pasa un filtro de seguridad sin entrar al país y sigue a las salas del muelle internacional. Su equipaje suele seguir hasta el destino final.',
            ],
            [
              'Vuelo internacional',
              'Vuelo nacional',
              'Pase Migración Colombia, recoja su equipaje, pase la aduana y vuelva a entregar la maleta donde le indique su aerolínea. Luego pase el filtro de seguridad hacia el muelle nacional.',
            ],
            [
              'Vuelo nacional',
              'Vuelo internacional',
              'Diríjase a la zona internacional, pase el filtro de seguridad y Migración Colombia (con su Check-MIG diligenciado) y siga a su sala.',
            ],
            [
              'Vuelo nacional',
              'Vuelo nacional',
              'Permanezca en la zona de embarque y vaya a la sala de su siguiente vuelo en el muelle nacional.',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Si compró los tiquetes por separado',
          html: `<p>Si sus vuelos no están en la misma reserva, la aerolínea no responde por la conexión: debe recoger su equipaje, volver a hacer check-in en el piso 2 y pasar de nuevo cada control. Deje al menos tres horas entre vuelos, más si llega de un vuelo internacional.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: 'Mi primer vuelo se retrasó y voy a perder la conexión, ¿qué hago?',
              answerHtml: `<p>Si los vuelos están en la misma reserva, la aerolínea debe reubicarlo. Avísele a la tripulación antes de aterrizar y, al bajar, diríjase al counter de conexiones o de servicio al cliente de su aerolínea.</p>`,
            },
            {
              question: '¿Necesito visa para hacer conexión en Bogotá?',
              answerHtml: `<p>Algunas nacionalidades necesitan visa de tránsito aunque no salgan del aeropuerto. Consulte en <a href="https://www.cancilleria.gov.co">cancilleria.gov.co</a> antes de viajar.</p>`,
            },
            {
              question: '¿Cuánto tiempo tardo en llegar a mi sala?',
              answerHtml: `<p>Depende de la sala. Consulte los tiempos aproximados a pie en <a href="/informacion-en-tiempo-real/distancias">distancias</a> y la espera en los filtros en <a href="/informacion-en-tiempo-real/tiempo-en-filas">tiempo en filas</a>.</p>`,
            },
            {
              question: 'Tengo una escala larga, ¿dónde puedo descansar?',
              answerHtml: `<p>En las <a href="/servicios/habitaciones-de-descanso">habitaciones de descanso</a> y en las <a href="/establecimientos/salas-vip">salas VIP</a>. Si su escala es de varias horas y puede entrar al país, el <a href="/servicios/guarda-equipaje">guarda equipaje</a> le permite salir sin maletas.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Herramientas para su conexión',
          items: [
            {
              title: 'Guía de conexiones',
              text: 'Su recorrido paso a paso según sus vuelos.',
              href: '/vuelos/conexiones',
              linkLabel: 'Abrir la guía',
            },
            {
              title: 'Salidas',
              text: 'Sala y estado de su siguiente vuelo.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Llegadas',
              text: 'Estado de su vuelo de llegada.',
              href: '/vuelos/llegadas',
            },
            {
              title: 'Mapas',
              text: 'Muelles, salas y servicios de la terminal.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Connecting in Bogota',
      description:
        'How to make your connection at El Dorado depending on the type of flight, when you go through immigration and customs, and what to do if your first flight is late.',
      blocks: [
        {
          type: 'richText',
          html: `<p>If your trip connects in Bogota, what you need to do depends on whether you arrive and leave on a domestic or an international flight, and on whether your bags are checked through to your final destination. When you leave the aircraft, follow the <strong>“Connections”</strong> signs and keep your next boarding pass at hand.</p>
<p>To see your route step by step, use the <a href="/vuelos/conexiones">interactive connection guide</a>.</p>`,
        },
        {
          type: 'table',
          caption: 'What to do for each type of connection',
          columns: ['Arriving on', 'Leaving on', 'What to do'],
          rows: [
            [
              'International flight',
              'International flight',
              'Follow “International connections”: you go through a security check without entering the country and continue to the international pier lounges. Your bags usually go through to your final destination.',
            ],
            [
              'International flight',
              'Domestic flight',
              'Go through Migración Colombia, collect your bags, pass customs and hand your bag in again where your airline tells you. Then go through security to the national pier.',
            ],
            [
              'Domestic flight',
              'International flight',
              'Go to the international area, pass security and Migración Colombia (with your Check-MIG completed) and continue to your lounge.',
            ],
            [
              'Domestic flight',
              'Domestic flight',
              'Stay in the boarding area and go to the lounge of your next flight in the national pier.',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'If you bought separate tickets',
          html: `<p>If your flights are not on the same booking, the airline is not responsible for the connection: you must collect your bags, check in again on floor 2 and go through every checkpoint again. Allow at least three hours between flights, more if you arrive on an international flight.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'My first flight is late and I will miss my connection. What do I do?',
              answerHtml: `<p>If both flights are on the same booking, the airline must rebook you. Tell the crew before landing and, once off the aircraft, go to your airline’s connections or customer service counter.</p>`,
            },
            {
              question: 'Do I need a visa to connect in Bogota?',
              answerHtml: `<p>Some nationalities need a transit visa even if they do not leave the airport. Check <a href="https://www.cancilleria.gov.co">cancilleria.gov.co</a> before travelling.</p>`,
            },
            {
              question: 'How long does it take to reach my gate?',
              answerHtml: `<p>It depends on the gate. See approximate walking times under <a href="/informacion-en-tiempo-real/distancias">distances</a> and checkpoint waiting times under <a href="/informacion-en-tiempo-real/tiempo-en-filas">queue times</a>.</p>`,
            },
            {
              question: 'I have a long layover. Where can I rest?',
              answerHtml: `<p>In the <a href="/servicios/habitaciones-de-descanso">rest rooms</a> and the <a href="/establecimientos/salas-vip">VIP lounges</a>. If your layover lasts several hours and you can enter the country, <a href="/servicios/guarda-equipaje">left luggage</a> lets you go out without your bags.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Tools for your connection',
          items: [
            {
              title: 'Connection guide',
              text: 'Your route step by step for your flights.',
              href: '/vuelos/conexiones',
              linkLabel: 'Open the guide',
            },
            {
              title: 'Departures',
              text: 'Gate and status of your next flight.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Arrivals',
              text: 'Status of your arriving flight.',
              href: '/vuelos/llegadas',
            },
            {
              title: 'Maps',
              text: 'Piers, lounges and services in the terminal.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Correspondances à Bogota',
      description:
        'Comment faire votre correspondance à El Dorado selon le type de vol, quand passer l’immigration et la douane, et que faire si votre premier vol a du retard.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Si votre voyage fait escale à Bogota, la marche à suivre dépend du type de vols (intérieurs ou internationaux) à l’arrivée et au départ, et de l’enregistrement de vos bagages jusqu’à la destination finale. En descendant de l’avion, suivez la signalétique <strong>« Connexions »</strong> et gardez à portée de main la carte d’embarquement de votre vol suivant.</p>
<p>Pour voir votre parcours étape par étape, utilisez le <a href="/vuelos/conexiones">guide interactif des correspondances</a>.</p>`,
        },
        {
          type: 'table',
          caption: 'Que faire selon le type de correspondance',
          columns: ['Arrivée', 'Départ', 'Que faire'],
          rows: [
            [
              'Vol international',
              'Vol international',
              'Suivez « Connexions internationales » : vous passez un contrôle de sûreté sans entrer dans le pays et rejoignez les salles de la jetée internationale. Vos bagages suivent en général jusqu’à la destination finale.',
            ],
            [
              'Vol international',
              'Vol intérieur',
              'Passez Migración Colombia, récupérez vos bagages, passez la douane et déposez de nouveau votre valise là où votre compagnie l’indique. Passez ensuite le contrôle de sûreté vers la jetée nationale.',
            ],
            [
              'Vol intérieur',
              'Vol international',
              'Rendez-vous dans la zone internationale, passez le contrôle de sûreté et Migración Colombia (avec votre Check-MIG rempli) et rejoignez votre salle.',
            ],
            [
              'Vol intérieur',
              'Vol intérieur',
              'Restez en zone d’embarquement et rejoignez la salle de votre vol suivant dans la jetée nationale.',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Si vous avez acheté des billets séparés',
          html: `<p>Si vos vols ne figurent pas dans la même réservation, la compagnie ne garantit pas la correspondance : vous devez récupérer vos bagages, vous enregistrer de nouveau au niveau 2 et repasser chaque contrôle. Prévoyez au moins trois heures entre les vols, davantage si vous arrivez d’un vol international.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Mon premier vol a du retard et je vais manquer ma correspondance : que faire ?',
              answerHtml: `<p>Si les deux vols figurent dans la même réservation, la compagnie doit vous réacheminer. Prévenez l’équipage avant l’atterrissage puis, une fois débarqué, rendez-vous au comptoir correspondances ou service client de votre compagnie.</p>`,
            },
            {
              question: 'Ai-je besoin d’un visa pour une correspondance à Bogota ?',
              answerHtml: `<p>Certaines nationalités ont besoin d’un visa de transit même sans quitter l’aéroport. Vérifiez sur <a href="https://www.cancilleria.gov.co">cancilleria.gov.co</a> avant le voyage.</p>`,
            },
            {
              question: 'Combien de temps pour rejoindre ma porte ?',
              answerHtml: `<p>Cela dépend de la porte. Consultez les temps de marche approximatifs dans <a href="/informacion-en-tiempo-real/distancias">distances</a> et l’attente aux contrôles dans <a href="/informacion-en-tiempo-real/tiempo-en-filas">temps d’attente</a>.</p>`,
            },
            {
              question: 'J’ai une longue escale : où me reposer ?',
              answerHtml: `<p>Dans les <a href="/servicios/habitaciones-de-descanso">chambres de repos</a> et les <a href="/establecimientos/salas-vip">salons VIP</a>. Si votre escale dure plusieurs heures et que vous pouvez entrer dans le pays, la <a href="/servicios/guarda-equipaje">consigne à bagages</a> vous permet de sortir sans vos valises.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Outils pour votre correspondance',
          items: [
            {
              title: 'Guide des correspondances',
              text: 'Votre parcours étape par étape selon vos vols.',
              href: '/vuelos/conexiones',
              linkLabel: 'Ouvrir le guide',
            },
            {
              title: 'Départs',
              text: 'Porte et statut de votre vol suivant.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Arrivées',
              text: 'Statut de votre vol d’arrivée.',
              href: '/vuelos/llegadas',
            },
            {
              title: 'Plans',
              text: 'Jetées, salles et services du terminal.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Conexões em Bogotá',
      description:
        'Como fazer sua conexão no El Dorado conforme o tipo de voo, quando passar pela migração e pela alfândega, e o que fazer se o primeiro voo atrasar.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Se a sua viagem tem conexão em Bogotá, o que fazer depende de você chegar e sair em voo nacional ou internacional, e de a sua bagagem estar despachada até o destino final. Ao sair do avião, siga a sinalização <strong>«Conexiones»</strong> e tenha em mãos o cartão de embarque do próximo voo.</p>
<p>Para ver o seu percurso passo a passo, use o <a href="/vuelos/conexiones">guia interativo de conexões</a>.</p>`,
        },
        {
          type: 'table',
          caption: 'O que fazer em cada tipo de conexão',
          columns: ['Chega em', 'Sai em', 'O que fazer'],
          rows: [
            [
              'Voo internacional',
              'Voo internacional',
              'Siga «Conexões internacionais»: você passa por uma inspeção de segurança sem entrar no país e segue para as salas do píer internacional. A bagagem normalmente segue até o destino final.',
            ],
            [
              'Voo internacional',
              'Voo nacional',
              'Passe pela Migración Colombia, retire a bagagem, passe pela alfândega e entregue a mala novamente onde a companhia indicar. Depois passe pela inspeção de segurança para o píer nacional.',
            ],
            [
              'Voo nacional',
              'Voo internacional',
              'Vá para a área internacional, passe pela inspeção de segurança e pela Migración Colombia (com o Check-MIG preenchido) e siga para a sua sala.',
            ],
            [
              'Voo nacional',
              'Voo nacional',
              'Permaneça na área de embarque e vá para a sala do próximo voo no píer nacional.',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: 'Se comprou as passagens separadamente',
          html: `<p>Se os voos não estão na mesma reserva, a companhia não responde pela conexão: você precisa retirar a bagagem, fazer check-in de novo no piso 2 e passar outra vez por cada controle. Deixe pelo menos três horas entre os voos, mais se chegar de um voo internacional.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Meu primeiro voo atrasou e vou perder a conexão. O que faço?',
              answerHtml: `<p>Se os voos estão na mesma reserva, a companhia deve reacomodar você. Avise a tripulação antes do pouso e, ao desembarcar, vá ao balcão de conexões ou de atendimento da sua companhia.</p>`,
            },
            {
              question: 'Preciso de visto para fazer conexão em Bogotá?',
              answerHtml: `<p>Algumas nacionalidades precisam de visto de trânsito mesmo sem sair do aeroporto. Consulte <a href="https://www.cancilleria.gov.co">cancilleria.gov.co</a> antes de viajar.</p>`,
            },
            {
              question: 'Quanto tempo levo até o meu portão?',
              answerHtml: `<p>Depende do portão. Veja os tempos aproximados a pé em <a href="/informacion-en-tiempo-real/distancias">distâncias</a> e a espera nos controles em <a href="/informacion-en-tiempo-real/tiempo-en-filas">tempo nas filas</a>.</p>`,
            },
            {
              question: 'Tenho uma escala longa. Onde posso descansar?',
              answerHtml: `<p>Nos <a href="/servicios/habitaciones-de-descanso">quartos de descanso</a> e nas <a href="/establecimientos/salas-vip">salas VIP</a>. Se a escala for de várias horas e você puder entrar no país, o <a href="/servicios/guarda-equipaje">guarda-volumes</a> permite sair sem as malas.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Ferramentas para a sua conexão',
          items: [
            {
              title: 'Guia de conexões',
              text: 'Seu percurso passo a passo conforme os seus voos.',
              href: '/vuelos/conexiones',
              linkLabel: 'Abrir o guia',
            },
            {
              title: 'Embarques',
              text: 'Portão e situação do próximo voo.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Desembarques',
              text: 'Situação do seu voo de chegada.',
              href: '/vuelos/llegadas',
            },
            {
              title: 'Mapas',
              text: 'Píeres, salas e serviços do terminal.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
  },
});
