import { definePage } from '@/content/schemas';

export default definePage({
  path: '/asistencia',
  updatedAt: '2026-11-20',
  locales: {
    es: {
      title: 'Asistencia al pasajero',
      description:
        'Dónde pedir ayuda en El Dorado: puntos de información, Dora 24/7, sanidad y emergencias, objetos perdidos y peticiones, quejas o felicitaciones.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Si necesitas ayuda durante tu paso por el aeropuerto, tienes varios canales. Para asuntos de tu tiquete, equipaje facturado o cambios de vuelo, la responsable es tu aerolínea; para todo lo demás, estamos aquí.</p>',
        },
        {
          type: 'table',
          caption: 'A quién acudir',
          columns: ['Necesidad', 'Dónde', 'Horario'],
          rows: [
            ['Información general', 'Puntos de información en el piso 1 (llegadas) y piso 2 (salidas)', '24 horas'],
            ['Dudas por chat', 'Dora por WhatsApp {{doraWhatsapp}}', '24 horas'],
            ['Emergencia médica', 'Sanidad aeroportuaria; avisa a cualquier funcionario', '24 horas'],
            ['Equipaje perdido o dañado', 'Counter de tu aerolínea en la sala de llegadas', 'Según la aerolínea'],
            ['Objetos olvidados en el terminal', 'Dora por WhatsApp', '24 horas'],
          ],
        },
        {
          type: 'cards',
          title: 'Ayuda según tu caso',
          items: [
            {
              title: 'Accesibilidad',
              text: 'Sillas de ruedas, programa del girasol y asistencia especial.',
              href: '/accesibilidad',
            },
            {
              title: 'Sanidad y emergencias',
              text: 'Atención médica y primeros auxilios en el terminal.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Objetos perdidos',
              text: 'Qué hacer si olvidaste algo en el aeropuerto.',
              href: '/servicios/objetos-perdidos',
            },
            {
              title: 'Preguntas frecuentes',
              text: 'Respuestas rápidas sobre equipaje, filtros y transporte.',
              href: '/faq',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Peticiones, quejas y felicitaciones',
          html: '<p>Cuéntanos tu experiencia en el <a href="/contacto#pqrs">formulario de PQRS</a>. Indica el tema (aerolínea, establecimiento, servicio o infraestructura) y la fecha y hora de lo ocurrido; si es con una aerolínea, incluye el número de vuelo. La descripción admite hasta {{pqrsMaxCharacters}} caracteres.</p>',
        },
      ],
    },
    en: {
      title: 'Passenger assistance',
      description:
        'Where to get help at El Dorado: information desks, Dora 24/7, medical care and emergencies, lost items, and requests, complaints or compliments.',
      blocks: [
        {
          type: 'richText',
          html: '<p>If you need help while at the airport, there are several channels. For your ticket, checked baggage or flight changes, your airline is responsible; for everything else, we are here.</p>',
        },
        {
          type: 'table',
          caption: 'Who to ask',
          columns: ['Need', 'Where', 'Hours'],
          rows: [
            ['General information', 'Information desks on floor 1 (arrivals) and floor 2 (departures)', '24 hours'],
            ['Questions by chat', 'Dora on WhatsApp {{doraWhatsapp}}', '24 hours'],
            ['Medical emergency', 'Airport medical service; tell any staff member', '24 hours'],
            ['Lost or damaged checked baggage', 'Your airline’s desk in the arrivals hall', 'Depends on the airline'],
            ['Items left in the terminal', 'Dora on WhatsApp', '24 hours'],
          ],
        },
        {
          type: 'cards',
          title: 'Help for your case',
          items: [
            {
              title: 'Accessibility',
              text: 'Wheelchairs, the Sunflower programme and special assistance.',
              href: '/accesibilidad',
            },
            {
              title: 'Medical care and emergencies',
              text: 'Medical attention and first aid in the terminal.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Lost and found',
              text: 'What to do if you left something at the airport.',
              href: '/servicios/objetos-perdidos',
            },
            { title: 'FAQ', text: 'Quick answers about baggage, security and transport.', href: '/faq' },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Requests, complaints and compliments',
          html: '<p>Tell us about your experience in the <a href="/contacto#pqrs">request form</a>. Give the topic (airline, shop or restaurant, service or facilities) and the date and time; for an airline, include the flight number. The description takes up to {{pqrsMaxCharacters}} characters.</p>',
        },
      ],
    },
    fr: {
      title: 'Assistance aux passagers',
      description:
        'Où trouver de l’aide à El Dorado : points d’information, Dora 24 h/24, soins et urgences, objets perdus, demandes, réclamations et félicitations.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Si vous avez besoin d’aide à l’aéroport, plusieurs canaux existent. Pour votre billet, vos bagages enregistrés ou un changement de vol, c’est votre compagnie qui est responsable ; pour tout le reste, nous sommes là.</p>',
        },
        {
          type: 'table',
          caption: 'À qui s’adresser',
          columns: ['Besoin', 'Où', 'Horaires'],
          rows: [
            [
              'Informations générales',
              'Points d’information au niveau 1 (arrivées) et au niveau 2 (départs)',
              '24 h/24',
            ],
            ['Questions par messagerie', 'Dora sur WhatsApp {{doraWhatsapp}}', '24 h/24'],
            ['Urgence médicale', 'Service médical de l’aéroport ; prévenez un agent', '24 h/24'],
            [
              'Bagage enregistré perdu ou abîmé',
              'Comptoir de votre compagnie dans le hall des arrivées',
              'Selon la compagnie',
            ],
            ['Objets oubliés dans le terminal', 'Dora sur WhatsApp', '24 h/24'],
          ],
        },
        {
          type: 'cards',
          title: 'De l’aide selon votre cas',
          items: [
            {
              title: 'Accessibilité',
              text: 'Fauteuils roulants, programme Tournesol et assistance spéciale.',
              href: '/accesibilidad',
            },
            {
              title: 'Soins et urgences',
              text: 'Soins médicaux et premiers secours dans le terminal.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Objets perdus',
              text: 'Que faire si vous avez oublié un objet à l’aéroport.',
              href: '/servicios/objetos-perdidos',
            },
            {
              title: 'Questions fréquentes',
              text: 'Réponses rapides sur les bagages, les contrôles et les transports.',
              href: '/faq',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Demandes, réclamations et félicitations',
          html: '<p>Racontez-nous votre expérience dans le <a href="/contacto#pqrs">formulaire de demande</a>. Indiquez le sujet (compagnie, commerce, service ou infrastructure) ainsi que la date et l’heure ; pour une compagnie, ajoutez le numéro de vol. La description accepte jusqu’à {{pqrsMaxCharacters}} caractères.</p>',
        },
      ],
    },
    pt: {
      title: 'Assistência ao passageiro',
      description:
        'Onde pedir ajuda no El Dorado: pontos de informação, Dora 24 horas, atendimento médico e emergências, objetos perdidos e solicitações, reclamações ou elogios.',
      blocks: [
        {
          type: 'richText',
          html: '<p>Se precisar de ajuda no aeroporto, há vários canais. Para passagem, bagagem despachada ou mudanças de voo, a responsável é a sua companhia aérea; para todo o resto, estamos aqui.</p>',
        },
        {
          type: 'table',
          caption: 'A quem recorrer',
          columns: ['Necessidade', 'Onde', 'Horário'],
          rows: [
            ['Informações gerais', 'Pontos de informação no piso 1 (chegadas) e no piso 2 (partidas)', '24 horas'],
            ['Dúvidas por chat', 'Dora pelo WhatsApp {{doraWhatsapp}}', '24 horas'],
            ['Emergência médica', 'Serviço médico do aeroporto; avise qualquer funcionário', '24 horas'],
            [
              'Bagagem despachada perdida ou danificada',
              'Balcão da sua companhia na sala de chegadas',
              'Conforme a companhia',
            ],
            ['Objetos esquecidos no terminal', 'Dora pelo WhatsApp', '24 horas'],
          ],
        },
        {
          type: 'cards',
          title: 'Ajuda para o seu caso',
          items: [
            {
              title: 'Acessibilidade',
              text: 'Cadeiras de rodas, programa do girassol e assistência especial.',
              href: '/accesibilidad',
            },
            {
              title: 'Atendimento médico e emergências',
              text: 'Atenção médica e primeiros socorros no terminal.',
              href: '/servicios/sanidad-y-emergencia',
            },
            {
              title: 'Objetos perdidos',
              text: 'O que fazer se você esqueceu algo no aeroporto.',
              href: '/servicios/objetos-perdidos',
            },
            {
              title: 'Perguntas frequentes',
              text: 'Respostas rápidas sobre bagagem, controles e transporte.',
              href: '/faq',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Solicitações, reclamações e elogios',
          html: '<p>Conte a sua experiência no <a href="/contacto#pqrs">formulário de solicitações</a>. Informe o tema (companhia aérea, estabelecimento, serviço ou infraestrutura) e a data e hora do ocorrido; se for com uma companhia, inclua o número do voo. A descrição aceita até {{pqrsMaxCharacters}} caracteres.</p>',
        },
      ],
    },
  },
});
