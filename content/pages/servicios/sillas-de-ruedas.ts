import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/sillas-de-ruedas',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Sillas de ruedas y asistencia',
      description:
        'Cómo pedir silla de ruedas y acompañamiento para su vuelo, qué hacer si viaja con su propia silla y qué apoyos encuentra en El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: `<p>La asistencia en silla de ruedas desde el counter hasta el avión, y desde el avión hasta la salida, la presta <strong>su aerolínea</strong> sin costo. Es para personas con movilidad reducida, adultos mayores, personas convalecientes o cualquier pasajero que no pueda recorrer largas distancias.</p>
<p>Los recorridos en El Dorado pueden ser largos, en especial hacia las últimas salas de los muelles nacional e internacional: si camina con dificultad, pida la asistencia aunque no use silla en su vida diaria.</p>`,
        },
        {
          type: 'steps',
          title: 'Cómo pedir la silla de ruedas',
          items: [
            {
              title: 'Solicítela al reservar',
              text: 'Pídala a su aerolínea al comprar el tiquete o al menos 48 horas antes del vuelo, por su página, su centro de contacto o su agencia. Indique si puede subir escaleras o caminar distancias cortas.',
            },
            {
              title: 'Llegue con tiempo',
              text: 'Preséntese en el counter de su aerolínea, en el piso 2, con el tiempo que le indique (tres horas antes en vuelos internacionales). Allí lo recibe el personal de asistencia.',
            },
            {
              title: 'Pase los filtros con su acompañante',
              text: 'El personal lo lleva por las filas preferenciales de seguridad y migración hasta la sala de embarque. Usted embarca de primero.',
            },
            {
              title: 'Espere la asistencia al llegar',
              text: 'Permanezca en su silla hasta que la tripulación le indique. El personal lo acompaña a migración, equipaje y aduana hasta el hall de llegadas.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Si viaja con su propia silla',
          html: `<p>Las sillas de ruedas y demás ayudas de movilidad del pasajero se transportan en bodega, normalmente sin costo. Muchas aerolíneas le permiten usarla hasta la puerta del avión y se la entregan en la puerta al llegar: pídalo al hacer el check-in. Si es eléctrica, informe el tipo de batería al reservar; las de litio tienen reglas especiales de embalaje.</p>`,
        },
        {
          type: 'table',
          caption: 'Apoyos en el aeropuerto',
          columns: ['Apoyo', 'Dónde', 'Cómo acceder'],
          rows: [
            [
              'Silla de ruedas para su vuelo',
              'Del counter al avión y del avión a la salida',
              'Solicítela a su aerolínea',
            ],
            ['Filas preferenciales', 'Check-in, filtros de seguridad y migración', 'Indique su condición al personal'],
            [
              'Ascensores y baños accesibles',
              'Pisos 1 y 2 de la Terminal 1 y muelles',
              'Siga la señalización o consulte los mapas',
            ],
            [
              'Taxis accesibles',
              'Zona de taxis del piso {{taxiFloor}}, puertas {{taxiGates}}',
              'Resérvelo en el servicio de taxis',
            ],
            ['Cordón de girasoles', 'Puntos de información', 'Para discapacidades no visibles; pídalo gratis'],
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: 'No pedí la silla con anticipación, ¿qué hago?',
              answerHtml: `<p>Acérquese al counter de su aerolínea o a un punto de información apenas llegue. La aerolínea la asigna según disponibilidad, por eso conviene pedirla antes.</p>`,
            },
            {
              question: '¿Me pueden ayudar desde el carro hasta el counter?',
              answerHtml: `<p>Pida apoyo en los puntos de información del piso 2 o en el counter de su aerolínea. Un acompañante puede dejarlo en la vía de salidas, frente a las puertas de acceso. Los <a href="/servicios/carros-de-equipaje">carros asistidos</a> llevan su equipaje.</p>`,
            },
            {
              question: '¿Mi acompañante puede ir conmigo hasta la sala?',
              answerHtml: `<p>Solo los pasajeros con pasabordo pasan los filtros de seguridad. Si quien lo acompaña no viaja, se despide antes del filtro y el personal de asistencia sigue con usted.</p>`,
            },
            {
              question: '¿Cómo presento una queja sobre la asistencia?',
              answerHtml: `<p>Si el servicio lo presta la aerolínea, repórtelo a ella. Sobre las instalaciones del aeropuerto, use el formulario de <a href="/contacto#pqrs">peticiones, quejas y reclamos</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Más información de accesibilidad',
          items: [
            {
              title: 'Accesibilidad',
              text: 'Servicios para personas con discapacidad en El Dorado.',
              href: '/accesibilidad',
            },
            {
              title: 'Programa girasol',
              text: 'Apoyo discreto para discapacidades no visibles.',
              href: '/servicios/sunflower',
            },
            {
              title: 'Taxis',
              text: 'Reserve un taxi autorizado, también accesible.',
              href: '/servicios/taxis',
            },
            {
              title: 'Mapas',
              text: 'Ascensores, baños y salas en cada piso.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Wheelchairs and assistance',
      description:
        'How to request a wheelchair and assistance for your flight, what to do if you travel with your own wheelchair, and the support available at El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Wheelchair assistance from the check-in counter to the aircraft, and from the aircraft to the exit, is provided free of charge by <strong>your airline</strong>. It is for people with reduced mobility, older people, people recovering from illness or any passenger who cannot walk long distances.</p>
<p>Distances at El Dorado can be long, especially to the far gates of the national and international piers: if walking is hard for you, ask for assistance even if you do not use a wheelchair in daily life.</p>`,
        },
        {
          type: 'steps',
          title: 'How to request a wheelchair',
          items: [
            {
              title: 'Request it when booking',
              text: 'Ask your airline when you buy your ticket or at least 48 hours before the flight, through its website, call centre or your travel agency. Say whether you can climb stairs or walk short distances.',
            },
            {
              title: 'Arrive early',
              text: 'Go to your airline’s counter on floor 2 with the time it tells you (three hours before international flights). The assistance staff meet you there.',
            },
            {
              title: 'Go through the checkpoints with your escort',
              text: 'Staff take you through the priority lanes at security and immigration to the boarding lounge. You board first.',
            },
            {
              title: 'Wait for assistance on arrival',
              text: 'Stay in your seat until the crew tells you. Staff take you through immigration, baggage claim and customs to the arrivals hall.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'If you travel with your own wheelchair',
          html: `<p>Passengers’ wheelchairs and other mobility aids travel in the hold, usually free of charge. Many airlines let you use it up to the aircraft door and return it at the door on arrival: ask at check-in. If it is electric, give the battery type when booking; lithium batteries have special packing rules.</p>`,
        },
        {
          type: 'table',
          caption: 'Support at the airport',
          columns: ['Support', 'Where', 'How to get it'],
          rows: [
            [
              'Wheelchair for your flight',
              'From the counter to the aircraft and from the aircraft to the exit',
              'Request it from your airline',
            ],
            ['Priority lanes', 'Check-in, security and immigration', 'Tell the staff about your condition'],
            [
              'Lifts and accessible toilets',
              'Floors 1 and 2 of Terminal 1 and the piers',
              'Follow the signs or see the maps',
            ],
            [
              'Accessible taxis',
              'Taxi area on floor {{taxiFloor}}, gates {{taxiGates}}',
              'Book one through the taxi service',
            ],
            ['Sunflower lanyard', 'Information points', 'For non-visible disabilities; ask for one free of charge'],
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'I did not request a wheelchair in advance. What can I do?',
              answerHtml: `<p>Go to your airline’s counter or an information point as soon as you arrive. The airline assigns one depending on availability, which is why it is best to request it beforehand.</p>`,
            },
            {
              question: 'Can someone help me from the car to the counter?',
              answerHtml: `<p>Ask for help at the information points on floor 2 or at your airline’s counter. A companion can drop you off on the departures road, in front of the entrance doors. <a href="/servicios/carros-de-equipaje">Assisted baggage carts</a> take your luggage.</p>`,
            },
            {
              question: 'Can my companion come with me to the lounge?',
              answerHtml: `<p>Only passengers with a boarding pass go through security. If your companion is not travelling, they say goodbye before the checkpoint and the assistance staff stay with you.</p>`,
            },
            {
              question: 'How do I complain about the assistance?',
              answerHtml: `<p>If the airline provided the service, report it to the airline. For the airport’s facilities, use the <a href="/contacto#pqrs">requests and complaints form</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'More accessibility information',
          items: [
            {
              title: 'Accessibility',
              text: 'Services for people with disabilities at El Dorado.',
              href: '/accesibilidad',
            },
            {
              title: 'Sunflower programme',
              text: 'Discreet support for non-visible disabilities.',
              href: '/servicios/sunflower',
            },
            {
              title: 'Taxis',
              text: 'Book an authorised taxi, accessible ones included.',
              href: '/servicios/taxis',
            },
            {
              title: 'Maps',
              text: 'Lifts, toilets and lounges on every floor.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Fauteuils roulants et assistance',
      description:
        'Comment demander un fauteuil roulant et une assistance pour votre vol, que faire si vous voyagez avec votre propre fauteuil et les aides disponibles à El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: `<p>L’assistance en fauteuil roulant du comptoir d’enregistrement jusqu’à l’avion, puis de l’avion jusqu’à la sortie, est assurée gratuitement par <strong>votre compagnie aérienne</strong>. Elle s’adresse aux personnes à mobilité réduite, aux personnes âgées, aux convalescents et à tout passager qui ne peut pas parcourir de longues distances.</p>
<p>Les distances à El Dorado peuvent être longues, surtout vers les dernières portes des jetées nationale et internationale : si vous marchez difficilement, demandez l’assistance même si vous n’utilisez pas de fauteuil au quotidien.</p>`,
        },
        {
          type: 'steps',
          title: 'Comment demander un fauteuil roulant',
          items: [
            {
              title: 'Demandez-le à la réservation',
              text: 'Adressez-vous à votre compagnie à l’achat du billet ou au moins 48 heures avant le vol, par son site, son centre d’appels ou votre agence. Précisez si vous pouvez monter des escaliers ou marcher sur de courtes distances.',
            },
            {
              title: 'Arrivez en avance',
              text: 'Présentez-vous au comptoir de votre compagnie, au niveau 2, à l’heure indiquée (trois heures avant un vol international). Le personnel d’assistance vous y accueille.',
            },
            {
              title: 'Passez les contrôles accompagné',
              text: 'Le personnel vous conduit par les files prioritaires de sûreté et d’immigration jusqu’à la salle d’embarquement. Vous embarquez en premier.',
            },
            {
              title: 'Attendez l’assistance à l’arrivée',
              text: 'Restez assis jusqu’à ce que l’équipage vous l’indique. Le personnel vous accompagne à l’immigration, aux bagages et à la douane jusqu’au hall des arrivées.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Si vous voyagez avec votre propre fauteuil',
          html: `<p>Les fauteuils roulants et autres aides à la mobilité des passagers voyagent en soute, en général gratuitement. De nombreuses compagnies vous permettent de l’utiliser jusqu’à la porte de l’avion et vous le rendent à la porte à l’arrivée : demandez-le à l’enregistrement. S’il est électrique, indiquez le type de batterie à la réservation ; les batteries au lithium obéissent à des règles d’emballage particulières.</p>`,
        },
        {
          type: 'table',
          caption: 'Aides à l’aéroport',
          columns: ['Aide', 'Où', 'Comment en bénéficier'],
          rows: [
            [
              'Fauteuil roulant pour votre vol',
              'Du comptoir à l’avion et de l’avion à la sortie',
              'Demandez-le à votre compagnie',
            ],
            [
              'Files prioritaires',
              'Enregistrement, contrôles de sûreté et d’immigration',
              'Signalez votre situation au personnel',
            ],
            [
              'Ascenseurs et toilettes accessibles',
              'Niveaux 1 et 2 du Terminal 1 et jetées',
              'Suivez la signalétique ou consultez les plans',
            ],
            [
              'Taxis accessibles',
              'Zone des taxis au niveau {{taxiFloor}}, portes {{taxiGates}}',
              'Réservez-le via le service de taxis',
            ],
            ['Cordon tournesol', 'Points d’information', 'Pour les handicaps invisibles ; demandez-le gratuitement'],
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Je n’ai pas demandé de fauteuil à l’avance : que faire ?',
              answerHtml: `<p>Rendez-vous au comptoir de votre compagnie ou à un point d’information dès votre arrivée. La compagnie en attribue un selon les disponibilités : mieux vaut donc le demander à l’avance.</p>`,
            },
            {
              question: 'Peut-on m’aider de la voiture jusqu’au comptoir ?',
              answerHtml: `<p>Demandez de l’aide aux points d’information du niveau 2 ou au comptoir de votre compagnie. Un proche peut vous déposer sur la voie des départs, devant les portes d’accès. Les <a href="/servicios/carros-de-equipaje">chariots avec porteur</a> transportent vos bagages.</p>`,
            },
            {
              question: 'Mon accompagnateur peut-il venir jusqu’à la salle d’embarquement ?',
              answerHtml: `<p>Seuls les passagers munis d’une carte d’embarquement passent le contrôle de sûreté. Si votre accompagnateur ne voyage pas, il vous quitte avant le contrôle et le personnel d’assistance reste avec vous.</p>`,
            },
            {
              question: 'Comment me plaindre de l’assistance ?',
              answerHtml: `<p>Si le service a été fourni par la compagnie, adressez-vous à elle. Pour les installations de l’aéroport, utilisez le <a href="/contacto#pqrs">formulaire de demandes et réclamations</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Plus d’informations sur l’accessibilité',
          items: [
            {
              title: 'Accessibilité',
              text: 'Services pour les personnes handicapées à El Dorado.',
              href: '/accesibilidad',
            },
            {
              title: 'Programme tournesol',
              text: 'Un soutien discret pour les handicaps invisibles.',
              href: '/servicios/sunflower',
            },
            {
              title: 'Taxis',
              text: 'Réservez un taxi autorisé, y compris accessible.',
              href: '/servicios/taxis',
            },
            {
              title: 'Plans',
              text: 'Ascenseurs, toilettes et salles à chaque niveau.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Cadeiras de rodas e assistência',
      description:
        'Como pedir cadeira de rodas e assistência para o seu voo, o que fazer se viaja com sua própria cadeira e os apoios disponíveis no El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: `<p>A assistência em cadeira de rodas do balcão de check-in até o avião, e do avião até a saída, é prestada gratuitamente pela <strong>sua companhia aérea</strong>. É para pessoas com mobilidade reduzida, idosos, pessoas em recuperação ou qualquer passageiro que não consiga percorrer longas distâncias.</p>
<p>Os percursos no El Dorado podem ser longos, principalmente até os últimos portões dos píeres nacional e internacional: se você tem dificuldade para caminhar, peça assistência mesmo que não use cadeira no dia a dia.</p>`,
        },
        {
          type: 'steps',
          title: 'Como pedir a cadeira de rodas',
          items: [
            {
              title: 'Peça ao reservar',
              text: 'Solicite à sua companhia ao comprar a passagem ou pelo menos 48 horas antes do voo, pelo site, central de atendimento ou agência. Informe se consegue subir escadas ou caminhar distâncias curtas.',
            },
            {
              title: 'Chegue com antecedência',
              text: 'Apresente-se no balcão da sua companhia, no piso 2, no horário indicado (três horas antes em voos internacionais). A equipe de assistência recebe você ali.',
            },
            {
              title: 'Passe pelos controles acompanhado',
              text: 'A equipe leva você pelas filas preferenciais de segurança e migração até a sala de embarque. Você embarca primeiro.',
            },
            {
              title: 'Aguarde a assistência na chegada',
              text: 'Permaneça sentado até a tripulação indicar. A equipe acompanha você na migração, na restituição de bagagem e na alfândega até o saguão de desembarque.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Se viaja com sua própria cadeira',
          html: `<p>Cadeiras de rodas e outras ajudas de mobilidade do passageiro vão no porão, normalmente sem custo. Muitas companhias permitem usá-la até a porta do avião e a devolvem na porta ao chegar: peça no check-in. Se for elétrica, informe o tipo de bateria ao reservar; baterias de lítio têm regras especiais de embalagem.</p>`,
        },
        {
          type: 'table',
          caption: 'Apoios no aeroporto',
          columns: ['Apoio', 'Onde', 'Como ter acesso'],
          rows: [
            [
              'Cadeira de rodas para o seu voo',
              'Do balcão ao avião e do avião à saída',
              'Solicite à sua companhia aérea',
            ],
            ['Filas preferenciais', 'Check-in, inspeção de segurança e migração', 'Informe sua condição à equipe'],
            [
              'Elevadores e banheiros acessíveis',
              'Pisos 1 e 2 do Terminal 1 e píeres',
              'Siga a sinalização ou consulte os mapas',
            ],
            [
              'Táxis acessíveis',
              'Área de táxis no piso {{taxiFloor}}, portas {{taxiGates}}',
              'Reserve pelo serviço de táxis',
            ],
            ['Cordão de girassóis', 'Pontos de informação', 'Para deficiências não visíveis; peça gratuitamente'],
          ],
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Não pedi a cadeira com antecedência. O que faço?',
              answerHtml: `<p>Vá ao balcão da sua companhia ou a um ponto de informação assim que chegar. A companhia designa uma conforme a disponibilidade; por isso é melhor pedir antes.</p>`,
            },
            {
              question: 'Alguém pode me ajudar do carro até o balcão?',
              answerHtml: `<p>Peça apoio nos pontos de informação do piso 2 ou no balcão da sua companhia. Um acompanhante pode deixar você na via de embarque, em frente às portas de acesso. Os <a href="/servicios/carros-de-equipaje">carrinhos assistidos</a> levam a sua bagagem.</p>`,
            },
            {
              question: 'Meu acompanhante pode ir comigo até a sala de embarque?',
              answerHtml: `<p>Só passageiros com cartão de embarque passam pela inspeção de segurança. Se o acompanhante não viaja, ele se despede antes da inspeção e a equipe de assistência segue com você.</p>`,
            },
            {
              question: 'Como faço uma reclamação sobre a assistência?',
              answerHtml: `<p>Se o serviço foi prestado pela companhia aérea, reclame com ela. Sobre as instalações do aeroporto, use o <a href="/contacto#pqrs">formulário de solicitações e reclamações</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Mais informações de acessibilidade',
          items: [
            {
              title: 'Acessibilidade',
              text: 'Serviços para pessoas com deficiência no El Dorado.',
              href: '/accesibilidad',
            },
            {
              title: 'Programa girassol',
              text: 'Apoio discreto para deficiências não visíveis.',
              href: '/servicios/sunflower',
            },
            {
              title: 'Táxis',
              text: 'Reserve um táxi autorizado, inclusive acessível.',
              href: '/servicios/taxis',
            },
            {
              title: 'Mapas',
              text: 'Elevadores, banheiros e salas em cada piso.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
  },
});
