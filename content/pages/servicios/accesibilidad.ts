import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/accesibilidad',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Servicios de accesibilidad',
      description:
        'Asistencia para personas con movilidad reducida o discapacidad, sillas de ruedas, programa Sunflower e instalaciones accesibles en El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Las terminales de El Dorado están pensadas para que cualquier pasajero pueda moverse con autonomía:</p>
<ul>
<li><strong>Recorridos sin escalones:</strong> ascensores, rampas y bandas transportadoras conectan los pisos 1 (llegadas) y 2 (salidas) de la Terminal 1 con las salas de los muelles nacional e internacional.</li>
<li><strong>Baños accesibles</strong> en las áreas públicas y en las salas de espera de la T1 y la T2.</li>
<li><strong>Filas preferenciales</strong> en check-in, filtros de seguridad y control migratorio para personas con discapacidad, adultos mayores, mujeres embarazadas y familias con niños pequeños.</li>
<li><strong>Estacionamientos reservados</strong> para personas con discapacidad en los parqueaderos del aeropuerto, cerca de los accesos a la terminal.</li>
</ul>`,
        },
        {
          type: 'steps',
          title: 'Cómo pedir una silla de ruedas o asistencia',
          items: [
            {
              title: 'Solicítela a su aerolínea',
              text: 'La asistencia desde el counter hasta el avión la presta la aerolínea. Pídala al comprar el tiquete o con la antelación que ella indique (muchas aerolíneas piden al menos 48 horas). Indique si puede caminar distancias cortas o subir escaleras.',
            },
            {
              title: 'Llegue con tiempo',
              text: 'Preséntese 3 horas antes en vuelos internacionales y 2 horas antes en vuelos nacionales. Al llegar, identifíquese en el counter de su aerolínea, en el piso 2 de la T1 o en la T2.',
            },
            {
              title: 'Acompañamiento hasta el avión',
              text: 'El personal de la aerolínea lo acompaña por el filtro de seguridad, el control migratorio si su vuelo es internacional y el embarque.',
            },
            {
              title: 'Al llegar a Bogotá',
              text: 'Espere a bordo: la tripulación coordina la silla de ruedas hasta la sala de equipajes y la salida. Si necesita un carro de equipaje, pida un carro asistido en los pisos 1 o 2.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Discapacidades no visibles: programa Sunflower',
          html: `<p>El Dorado forma parte del programa internacional <strong>Hidden Disabilities Sunflower</strong> desde 2023. El cordón con girasoles indica al personal del aeropuerto que usted puede necesitar más tiempo, instrucciones claras o apoyo adicional, por ejemplo si vive con autismo, ansiedad o una discapacidad auditiva. Consulte cómo obtenerlo en <a href="/servicios/sunflower">Sunflower</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Puedo usar mi propia silla de ruedas?',
              answerHtml: `<p>Sí, por lo general hasta la puerta del avión; luego viaja en bodega y se la entregan al llegar. Si es eléctrica, informe a la aerolínea el tipo de batería con anticipación: las baterías de litio tienen reglas especiales de transporte.</p>`,
            },
            {
              question: '¿Puedo viajar con un perro guía o de asistencia?',
              answerHtml: `<p>Sí. Los perros guía y de asistencia viajan en cabina según las condiciones de cada aerolínea. En vuelos internacionales necesita además los requisitos sanitarios del ICA y del país de destino. Más información en <a href="/servicios/mascotas">viajar con mascotas</a>.</p>`,
            },
            {
              question: '¿Hay taxis accesibles?',
              answerHtml: `<p>Sí. Al reservar un taxi autorizado en <a href="/servicios/taxis">taxis</a> encontrará la opción de taxis accesibles. La zona de taxis está en el piso {{taxiFloor}}, puertas {{taxiGates}}.</p>`,
            },
            {
              question: '¿Ofrecen recorridos de familiarización para personas neurodivergentes?',
              answerHtml: `<p>Sí. El programa <strong>El Dorado a tu ritmo</strong> ofrece recorridos guiados antes del viaje por el check-in, los filtros, las salas y el embarque, según la disponibilidad del aeropuerto. Solicítelo por medio de Dora al {{doraWhatsapp}} o en un punto de información.</p>`,
            },
          ],
        },
        {
          type: 'richText',
          html: `<h3>Este sitio web también es accesible</h3>
<p>El botón de accesibilidad del encabezado permite ampliar el texto, aumentar el contraste y activar la lectura en voz alta en español, inglés, francés y portugués.</p>`,
        },
        {
          type: 'cards',
          title: 'Más información',
          items: [
            {
              title: 'Accesibilidad en El Dorado',
              text: 'Guía completa para pasajeros con discapacidad y sus acompañantes.',
              href: '/accesibilidad',
            },
            {
              title: 'Sillas de ruedas',
              text: 'Tipos de asistencia y cómo solicitarla.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Viaje en familia',
              text: 'Cochecitos, salas de lactancia y zonas para niños.',
              href: '/viaje-en-familia',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Accessibility services',
      description:
        'Assistance for passengers with reduced mobility or a disability, wheelchairs, the Sunflower programme and accessible facilities at El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: `<p>The El Dorado terminals are designed so that every passenger can get around independently:</p>
<ul>
<li><strong>Step-free routes:</strong> lifts, ramps and moving walkways link floors 1 (arrivals) and 2 (departures) of Terminal 1 with the gate areas of the domestic and international piers.</li>
<li><strong>Accessible toilets</strong> in the public areas and gate areas of T1 and T2.</li>
<li><strong>Priority lanes</strong> at check-in, security and immigration for people with disabilities, older people, pregnant women and families with small children.</li>
<li><strong>Reserved parking spaces</strong> for people with disabilities in the airport car parks, close to the terminal entrances.</li>
</ul>`,
        },
        {
          type: 'steps',
          title: 'How to request a wheelchair or assistance',
          items: [
            {
              title: 'Ask your airline',
              text: 'Assistance from the counter to the aircraft is provided by the airline. Request it when you book or as far ahead as the airline requires (many ask for at least 48 hours). Say whether you can walk short distances or climb stairs.',
            },
            {
              title: 'Arrive early',
              text: 'Be at the airport 3 hours before international flights and 2 hours before domestic flights. On arrival, identify yourself at your airline’s counter, on floor 2 of T1 or in T2.',
            },
            {
              title: 'Escort to the aircraft',
              text: 'Airline staff accompany you through security, immigration if your flight is international, and boarding.',
            },
            {
              title: 'When you land in Bogota',
              text: 'Stay on board: the crew arranges the wheelchair to the baggage hall and the exit. If you need help with your luggage, ask for an assisted cart on floor 1 or 2.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Non-visible disabilities: the Sunflower programme',
          html: `<p>El Dorado has been part of the international <strong>Hidden Disabilities Sunflower</strong> programme since 2023. The sunflower lanyard tells airport staff that you may need more time, clear instructions or extra support, for example if you live with autism, anxiety or hearing loss. Find out how to get one on the <a href="/servicios/sunflower">Sunflower</a> page.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Can I use my own wheelchair?',
              answerHtml: `<p>Yes, usually up to the aircraft door; it then travels in the hold and is returned to you on arrival. If it is powered, tell the airline the battery type in advance: lithium batteries have special carriage rules.</p>`,
            },
            {
              question: 'Can I travel with a guide or assistance dog?',
              answerHtml: `<p>Yes. Guide and assistance dogs travel in the cabin under each airline’s conditions. On international flights you also need to meet the health requirements of ICA and of the destination country. More on the <a href="/servicios/mascotas">travelling with pets</a> page.</p>`,
            },
            {
              question: 'Are there accessible taxis?',
              answerHtml: `<p>Yes. When you book an authorised taxi on the <a href="/servicios/taxis">taxis</a> page you will find the accessible taxi option. The taxi rank is on floor {{taxiFloor}}, doors {{taxiGates}}.</p>`,
            },
            {
              question: 'Are there familiarisation visits for neurodivergent travellers?',
              answerHtml: `<p>Yes. The <strong>El Dorado a tu ritmo</strong> programme offers guided visits before your trip through check-in, security, gate areas and boarding, subject to the airport’s availability. Request one through Dora on {{doraWhatsapp}} or at an information point.</p>`,
            },
          ],
        },
        {
          type: 'richText',
          html: `<h3>This website is accessible too</h3>
<p>The accessibility button in the header lets you enlarge text, increase contrast and turn on read-aloud in Spanish, English, French and Portuguese.</p>`,
        },
        {
          type: 'cards',
          title: 'More information',
          items: [
            {
              title: 'Accessibility at El Dorado',
              text: 'Full guide for passengers with disabilities and their companions.',
              href: '/accesibilidad',
            },
            {
              title: 'Wheelchairs',
              text: 'Types of assistance and how to request it.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Family travel',
              text: 'Pushchairs, nursing rooms and children’s areas.',
              href: '/viaje-en-familia',
            },
          ],
        },
      ],
    },
    fr: {
      title: "Services d'accessibilité",
      description:
        'Assistance aux personnes à mobilité réduite ou en situation de handicap, fauteuils roulants, programme Sunflower et équipements accessibles à El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Les terminaux d'El Dorado sont conçus pour que chaque passager puisse se déplacer en autonomie :</p>
<ul>
<li><strong>Parcours sans marches :</strong> ascenseurs, rampes et trottoirs roulants relient les niveaux 1 (arrivées) et 2 (départs) du Terminal 1 aux salles d'embarquement des jetées nationale et internationale.</li>
<li><strong>Toilettes accessibles</strong> dans les zones publiques et les salles d'embarquement du T1 et du T2.</li>
<li><strong>Files prioritaires</strong> à l'enregistrement, au contrôle de sûreté et au contrôle migratoire pour les personnes handicapées, les personnes âgées, les femmes enceintes et les familles avec de jeunes enfants.</li>
<li><strong>Places de stationnement réservées</strong> aux personnes handicapées dans les parkings de l'aéroport, près des entrées du terminal.</li>
</ul>`,
        },
        {
          type: 'steps',
          title: 'Demander un fauteuil roulant ou une assistance',
          items: [
            {
              title: 'Adressez-vous à votre compagnie',
              text: "L'assistance du comptoir jusqu'à l'avion est assurée par la compagnie aérienne. Demandez-la lors de la réservation ou dans le délai qu'elle indique (beaucoup demandent au moins 48 heures). Précisez si vous pouvez marcher sur de courtes distances ou monter des escaliers.",
            },
            {
              title: 'Arrivez en avance',
              text: 'Présentez-vous 3 heures avant un vol international et 2 heures avant un vol national. À votre arrivée, signalez-vous au comptoir de votre compagnie, au niveau 2 du T1 ou au T2.',
            },
            {
              title: "Accompagnement jusqu'à l'avion",
              text: "Le personnel de la compagnie vous accompagne au contrôle de sûreté, au contrôle migratoire si votre vol est international, puis à l'embarquement.",
            },
            {
              title: 'À votre arrivée à Bogota',
              text: "Restez à bord : l'équipage organise le fauteuil roulant jusqu'à la salle des bagages et la sortie. Pour vos bagages, demandez un chariot avec porteur aux niveaux 1 ou 2.",
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Handicaps invisibles : le programme Sunflower',
          html: `<p>El Dorado participe depuis 2023 au programme international <strong>Hidden Disabilities Sunflower</strong>. Le cordon à tournesols indique au personnel de l'aéroport que vous pourriez avoir besoin de plus de temps, de consignes claires ou d'un soutien supplémentaire, par exemple en cas d'autisme, d'anxiété ou de déficience auditive. Découvrez comment l'obtenir sur la page <a href="/servicios/sunflower">Sunflower</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Puis-je utiliser mon propre fauteuil roulant ?',
              answerHtml: `<p>Oui, en général jusqu'à la porte de l'avion ; il voyage ensuite en soute et vous est rendu à l'arrivée. S'il est électrique, indiquez à l'avance le type de batterie à la compagnie : les batteries au lithium sont soumises à des règles de transport particulières.</p>`,
            },
            {
              question: "Puis-je voyager avec un chien guide ou d'assistance ?",
              answerHtml: `<p>Oui. Les chiens guides et d'assistance voyagent en cabine selon les conditions de chaque compagnie. Pour un vol international, il faut aussi remplir les exigences sanitaires de l'ICA et du pays de destination. Plus d'informations sur la page <a href="/servicios/mascotas">voyager avec un animal</a>.</p>`,
            },
            {
              question: 'Existe-t-il des taxis accessibles ?',
              answerHtml: `<p>Oui. En réservant un taxi agréé sur la page <a href="/servicios/taxis">taxis</a>, vous trouverez l'option taxi accessible. La station de taxis se trouve au niveau {{taxiFloor}}, portes {{taxiGates}}.</p>`,
            },
            {
              question: 'Proposez-vous des visites de familiarisation pour les personnes neuroatypiques ?',
              answerHtml: `<p>Oui. Le programme <strong>El Dorado a tu ritmo</strong> propose, avant le voyage, des visites guidées de l'enregistrement, des contrôles, des salles et de l'embarquement, selon les disponibilités de l'aéroport. Faites votre demande auprès de Dora au {{doraWhatsapp}} ou à un point d'information.</p>`,
            },
          ],
        },
        {
          type: 'richText',
          html: `<h3>Ce site est lui aussi accessible</h3>
<p>Le bouton d'accessibilité de l'en-tête permet d'agrandir le texte, d'augmenter le contraste et d'activer la lecture à voix haute en espagnol, anglais, français et portugais.</p>`,
        },
        {
          type: 'cards',
          title: "Plus d'informations",
          items: [
            {
              title: 'Accessibilité à El Dorado',
              text: 'Guide complet pour les passagers en situation de handicap et leurs accompagnants.',
              href: '/accesibilidad',
            },
            {
              title: 'Fauteuils roulants',
              text: "Types d'assistance et comment la demander.",
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Voyager en famille',
              text: "Poussettes, salles d'allaitement et espaces enfants.",
              href: '/viaje-en-familia',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Serviços de acessibilidade',
      description:
        'Assistência para pessoas com mobilidade reduzida ou deficiência, cadeiras de rodas, programa Sunflower e instalações acessíveis no El Dorado.',
      blocks: [
        {
          type: 'richText',
          html: `<p>Os terminais do El Dorado foram pensados para que qualquer passageiro possa circular com autonomia:</p>
<ul>
<li><strong>Percursos sem degraus:</strong> elevadores, rampas e esteiras rolantes ligam os pisos 1 (desembarque) e 2 (embarque) do Terminal 1 às salas de embarque dos píeres nacional e internacional.</li>
<li><strong>Banheiros acessíveis</strong> nas áreas públicas e nas salas de embarque do T1 e do T2.</li>
<li><strong>Filas preferenciais</strong> no check-in, na inspeção de segurança e no controle migratório para pessoas com deficiência, idosos, gestantes e famílias com crianças pequenas.</li>
<li><strong>Vagas reservadas</strong> para pessoas com deficiência nos estacionamentos do aeroporto, perto dos acessos ao terminal.</li>
</ul>`,
        },
        {
          type: 'steps',
          title: 'Como pedir cadeira de rodas ou assistência',
          items: [
            {
              title: 'Solicite à sua companhia aérea',
              text: 'A assistência do balcão até o avião é prestada pela companhia aérea. Peça ao comprar a passagem ou com a antecedência que ela exigir (muitas pedem pelo menos 48 horas). Informe se você consegue caminhar distâncias curtas ou subir escadas.',
            },
            {
              title: 'Chegue com antecedência',
              text: 'Apresente-se 3 horas antes em voos internacionais e 2 horas antes em voos nacionais. Ao chegar, identifique-se no balcão da sua companhia, no piso 2 do T1 ou no T2.',
            },
            {
              title: 'Acompanhamento até o avião',
              text: 'A equipe da companhia acompanha você pela inspeção de segurança, pelo controle migratório se o voo for internacional e pelo embarque.',
            },
            {
              title: 'Ao chegar a Bogotá',
              text: 'Aguarde a bordo: a tripulação providencia a cadeira de rodas até a sala de bagagens e a saída. Se precisar de ajuda com as malas, peça um carrinho com carregador nos pisos 1 ou 2.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Deficiências ocultas: programa Sunflower',
          html: `<p>O El Dorado faz parte do programa internacional <strong>Hidden Disabilities Sunflower</strong> desde 2023. O cordão com girassóis indica à equipe do aeroporto que você pode precisar de mais tempo, instruções claras ou apoio extra, por exemplo se convive com autismo, ansiedade ou deficiência auditiva. Veja como obtê-lo na página <a href="/servicios/sunflower">Sunflower</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Posso usar minha própria cadeira de rodas?',
              answerHtml: `<p>Sim, em geral até a porta do avião; depois ela viaja no porão e é devolvida na chegada. Se for motorizada, informe antes à companhia o tipo de bateria: baterias de lítio têm regras especiais de transporte.</p>`,
            },
            {
              question: 'Posso viajar com cão-guia ou de assistência?',
              answerHtml: `<p>Sim. Cães-guia e de assistência viajam na cabine conforme as condições de cada companhia. Em voos internacionais também é preciso cumprir os requisitos sanitários do ICA e do país de destino. Mais informações em <a href="/servicios/mascotas">viajar com animais</a>.</p>`,
            },
            {
              question: 'Há táxis acessíveis?',
              answerHtml: `<p>Sim. Ao reservar um táxi autorizado na página de <a href="/servicios/taxis">táxis</a>, você encontra a opção de táxi acessível. O ponto de táxi fica no piso {{taxiFloor}}, portas {{taxiGates}}.</p>`,
            },
            {
              question: 'Há visitas de familiarização para pessoas neurodivergentes?',
              answerHtml: `<p>Sim. O programa <strong>El Dorado a tu ritmo</strong> oferece visitas guiadas antes da viagem pelo check-in, pela inspeção, pelas salas e pelo embarque, conforme a disponibilidade do aeroporto. Solicite pela Dora no {{doraWhatsapp}} ou em um ponto de informações.</p>`,
            },
          ],
        },
        {
          type: 'richText',
          html: `<h3>Este site também é acessível</h3>
<p>O botão de acessibilidade no cabeçalho permite ampliar o texto, aumentar o contraste e ativar a leitura em voz alta em espanhol, inglês, francês e português.</p>`,
        },
        {
          type: 'cards',
          title: 'Mais informações',
          items: [
            {
              title: 'Acessibilidade no El Dorado',
              text: 'Guia completo para passageiros com deficiência e seus acompanhantes.',
              href: '/accesibilidad',
            },
            {
              title: 'Cadeiras de rodas',
              text: 'Tipos de assistência e como solicitá-la.',
              href: '/servicios/sillas-de-ruedas',
            },
            {
              title: 'Viagem em família',
              text: 'Carrinhos de bebê, salas de amamentação e áreas infantis.',
              href: '/viaje-en-familia',
            },
          ],
        },
      ],
    },
  },
});
