import { definePage } from '@/features/content/schemas';

export default definePage({
  path: '/accesibilidad',
  updatedAt: '2026-11-20',
  locales: {
    es: {
      title: 'Accesibilidad en El Dorado',
      description: 'Asistencia para personas con movilidad reducida, sillas de ruedas, el programa del girasol para discapacidades ocultas y servicios accesibles.',
      blocks: [
        { type: 'richText', html: '<p>Queremos que todas las personas viajen con autonomía y tranquilidad. El aeropuerto tiene ascensores en cada zona, baños accesibles en todos los pisos, filas preferenciales en los filtros de seguridad y en Migración, y parqueaderos reservados cerca de los accesos.</p>' },
        { type: 'steps', title: 'Cómo pedir una silla de ruedas', items: [
          { title: 'Avisa a tu aerolínea', text: 'Solicita la asistencia al comprar el tiquete o al menos 48 horas antes del vuelo. La aerolínea es la responsable de acompañarte.' },
          { title: 'Preséntate en el counter', text: 'Llega con la anticipación habitual e identifícate en el counter de tu aerolínea: allí te asignan la silla y un acompañante.' },
          { title: 'Te acompañamos hasta el avión', text: 'Pasarás por la fila preferencial del filtro y de Migración. A la llegada, la asistencia continúa hasta la salida o tu conexión.' },
        ] },
        { type: 'callout', tone: 'info', title: 'Programa del girasol', html: '<p>Si tienes una discapacidad no visible (autismo, demencia, ansiedad, baja visión o audición), pide gratis el cordón con girasoles en los puntos de información. Nuestro personal sabrá que puedes necesitar más tiempo o ayuda. Conoce más en <a href="/servicios/sunflower">programa Sunflower</a>.</p>' },
        { type: 'cards', title: 'Servicios relacionados', items: [
          { title: 'Sillas de ruedas', text: 'Dónde pedirlas y cómo funciona la asistencia en la terminal.', href: '/servicios/sillas-de-ruedas' },
          { title: 'Viaje en familia', text: 'Cochecitos, salas de lactancia y zonas de juego.', href: '/viaje-en-familia' },
          { title: 'Asistencia al pasajero', text: 'Puntos de información, ayuda y emergencias.', href: '/asistencia' },
        ] },
        { type: 'downloads', items: [{ label: 'Guía de accesibilidad (PDF)', document: 'guia-de-accesibilidad' }] },
        { type: 'contact', title: '¿Necesitas ayuda ahora?', whatsapp: '{{doraWhatsapp}}', hours: 'Dora responde por WhatsApp 24 horas, todos los días.' },
      ],
    },
    en: {
      title: 'Accessibility at El Dorado',
      description: 'Assistance for people with reduced mobility, wheelchairs, the Sunflower programme for hidden disabilities and accessible services.',
      blocks: [
        { type: 'richText', html: '<p>We want everyone to travel independently and with peace of mind. The airport has lifts in every area, accessible toilets on every floor, priority lanes at security and immigration, and reserved parking near the entrances.</p>' },
        { type: 'steps', title: 'How to request a wheelchair', items: [
          { title: 'Tell your airline', text: 'Request assistance when you buy your ticket or at least 48 hours before the flight. The airline is responsible for accompanying you.' },
          { title: 'Go to the check-in desk', text: 'Arrive with the usual time to spare and identify yourself at your airline’s desk: they assign the wheelchair and a companion.' },
          { title: 'We take you to the aircraft', text: 'You will use the priority lane at security and immigration. On arrival, assistance continues to the exit or your connection.' },
        ] },
        { type: 'callout', tone: 'info', title: 'Sunflower programme', html: '<p>If you have a non-visible disability (autism, dementia, anxiety, low vision or hearing loss), ask for the free sunflower lanyard at the information desks. Our staff will know you may need more time or help. Learn more on the <a href="/servicios/sunflower">Sunflower programme</a> page.</p>' },
        { type: 'cards', title: 'Related services', items: [
          { title: 'Wheelchairs', text: 'Where to ask for one and how assistance works in the terminal.', href: '/servicios/sillas-de-ruedas' },
          { title: 'Family travel', text: 'Pushchairs, nursing rooms and play areas.', href: '/viaje-en-familia' },
          { title: 'Passenger assistance', text: 'Information desks, help and emergencies.', href: '/asistencia' },
        ] },
        { type: 'downloads', items: [{ label: 'Accessibility guide (PDF)', document: 'guia-de-accesibilidad' }] },
        { type: 'contact', title: 'Need help now?', whatsapp: '{{doraWhatsapp}}', hours: 'Dora answers on WhatsApp 24 hours a day, every day.' },
      ],
    },
    fr: {
      title: 'Accessibilité à El Dorado',
      description: 'Assistance aux personnes à mobilité réduite, fauteuils roulants, programme Tournesol pour les handicaps invisibles et services accessibles.',
      blocks: [
        { type: 'richText', html: '<p>Nous voulons que chacun voyage de façon autonome et sereine. L’aéroport dispose d’ascenseurs dans chaque zone, de toilettes accessibles à chaque niveau, de files prioritaires aux contrôles et à l’immigration, et de places de parking réservées près des accès.</p>' },
        { type: 'steps', title: 'Comment demander un fauteuil roulant', items: [
          { title: 'Prévenez votre compagnie', text: 'Demandez l’assistance à l’achat du billet ou au moins 48 heures avant le vol. C’est la compagnie qui vous accompagne.' },
          { title: 'Présentez-vous à l’enregistrement', text: 'Arrivez avec l’avance habituelle et signalez-vous au comptoir de votre compagnie : on vous attribue un fauteuil et un accompagnateur.' },
          { title: 'Accompagnement jusqu’à l’avion', text: 'Vous passez par la file prioritaire des contrôles et de l’immigration. À l’arrivée, l’assistance continue jusqu’à la sortie ou votre correspondance.' },
        ] },
        { type: 'callout', tone: 'info', title: 'Programme Tournesol', html: '<p>Si vous avez un handicap invisible (autisme, démence, anxiété, déficience visuelle ou auditive), demandez gratuitement le cordon tournesol aux points d’information. Notre personnel saura que vous pouvez avoir besoin de plus de temps ou d’aide. En savoir plus : <a href="/servicios/sunflower">programme Tournesol</a>.</p>' },
        { type: 'cards', title: 'Services associés', items: [
          { title: 'Fauteuils roulants', text: 'Où les demander et comment fonctionne l’assistance dans le terminal.', href: '/servicios/sillas-de-ruedas' },
          { title: 'Voyager en famille', text: 'Poussettes, salles d’allaitement et espaces de jeux.', href: '/viaje-en-familia' },
          { title: 'Assistance aux passagers', text: 'Points d’information, aide et urgences.', href: '/asistencia' },
        ] },
        { type: 'downloads', items: [{ label: 'Guide d’accessibilité (PDF)', document: 'guia-de-accesibilidad' }] },
        { type: 'contact', title: 'Besoin d’aide maintenant ?', whatsapp: '{{doraWhatsapp}}', hours: 'Dora répond sur WhatsApp 24 h/24, tous les jours.' },
      ],
    },
    pt: {
      title: 'Acessibilidade no El Dorado',
      description: 'Assistência a pessoas com mobilidade reduzida, cadeiras de rodas, o programa do girassol para deficiências ocultas e serviços acessíveis.',
      blocks: [
        { type: 'richText', html: '<p>Queremos que todas as pessoas viajem com autonomia e tranquilidade. O aeroporto tem elevadores em cada área, banheiros acessíveis em todos os pisos, filas preferenciais nos controles de segurança e na Migração, e vagas reservadas perto dos acessos.</p>' },
        { type: 'steps', title: 'Como pedir uma cadeira de rodas', items: [
          { title: 'Avise a sua companhia aérea', text: 'Solicite a assistência ao comprar a passagem ou pelo menos 48 horas antes do voo. A companhia aérea é responsável por acompanhar você.' },
          { title: 'Apresente-se no check-in', text: 'Chegue com a antecedência habitual e identifique-se no balcão da sua companhia: lá você recebe a cadeira e um acompanhante.' },
          { title: 'Acompanhamos você até o avião', text: 'Você passa pela fila preferencial do controle e da Migração. Na chegada, a assistência continua até a saída ou a sua conexão.' },
        ] },
        { type: 'callout', tone: 'info', title: 'Programa do girassol', html: '<p>Se você tem uma deficiência não visível (autismo, demência, ansiedade, baixa visão ou audição), peça gratuitamente o cordão de girassóis nos pontos de informação. Nossa equipe saberá que você pode precisar de mais tempo ou ajuda. Saiba mais em <a href="/servicios/sunflower">programa Sunflower</a>.</p>' },
        { type: 'cards', title: 'Serviços relacionados', items: [
          { title: 'Cadeiras de rodas', text: 'Onde pedir e como funciona a assistência no terminal.', href: '/servicios/sillas-de-ruedas' },
          { title: 'Viagem em família', text: 'Carrinhos de bebê, salas de amamentação e áreas de recreação.', href: '/viaje-en-familia' },
          { title: 'Assistência ao passageiro', text: 'Pontos de informação, ajuda e emergências.', href: '/asistencia' },
        ] },
        { type: 'downloads', items: [{ label: 'Guia de acessibilidade (PDF)', document: 'guia-de-accesibilidad' }] },
        { type: 'contact', title: 'Precisa de ajuda agora?', whatsapp: '{{doraWhatsapp}}', hours: 'A Dora atende pelo WhatsApp 24 horas, todos os dias.' },
      ],
    },
  },
});
