import type { ContentDocument } from '@/content/entry-schemas';

/**
 * The airport's documents, served as PDF by id only (/pdfViewer?file=<id>, /api/v2/documents/<id>).
 * Downloads blocks refer to these ids. Text may use fact placeholders like pages.
 */
export const documents: ContentDocument[] = [
  {
    id: 'guia-del-pasajero',
    publishedAt: '2026-11-01',
    locales: {
      es: {
        title: 'Guía del pasajero del Aeropuerto El Dorado',
        summary:
          'Lo esencial antes de volar: tiempos de llegada, equipaje, líquidos, carros de equipaje, taxis y contacto.',
        sections: [
          {
            heading: 'Antes de salir',
            paragraphs: [
              'Llega 2 horas antes en vuelos nacionales y 3 horas antes en internacionales. Consulta tu vuelo y el tiempo en filas en eldorado.aero.',
            ],
          },
          {
            heading: 'Equipaje y líquidos',
            paragraphs: [
              'En vuelos internacionales, los líquidos de mano van en envases de máximo {{liquidContainerMl}} ml, dentro de una bolsa transparente resellable de {{liquidBagLitres}} litro ({{liquidBagSize}}), una por pasajero.',
              'Carro de autoservicio: depósito de {{cartDepositCop}} ({{cartDepositUsd}} o {{cartDepositEur}}), reembolsable en los primeros {{cartRefundMinutes}} minutos; gratis en la Terminal 2. Servicio asistido: {{assistedCartCop}}.',
            ],
          },
          {
            heading: 'Transporte',
            paragraphs: [
              'Taxis autorizados en el piso {{taxiFloor}}, puertas {{taxiGates}}. TransMilenio: alimentador gratuito desde el Portal El Dorado.',
            ],
          },
          {
            heading: 'Ayuda',
            paragraphs: [
              'Dora responde por WhatsApp 24/7 al {{doraWhatsapp}}. El aeropuerto es libre de humo ({{smokingLaw}}).',
            ],
          },
        ],
      },
      en: {
        title: 'El Dorado Airport passenger guide',
        summary: 'The essentials before you fly: arrival times, baggage, liquids, luggage carts, taxis and contact.',
        sections: [
          {
            heading: 'Before you leave',
            paragraphs: [
              'Arrive 2 hours before domestic flights and 3 hours before international ones. Check your flight and the queue times at eldorado.aero.',
            ],
          },
          {
            heading: 'Baggage and liquids',
            paragraphs: [
              'On international flights, hand-luggage liquids go in containers of up to {{liquidContainerMl}} ml, inside one clear resealable {{liquidBagLitres}}-litre bag ({{liquidBagSize}}), one per passenger.',
              'Self-service cart: deposit of {{cartDepositCop}} ({{cartDepositUsd}} or {{cartDepositEur}}), refunded within the first {{cartRefundMinutes}} minutes; free in Terminal 2. Assisted service: {{assistedCartCop}}.',
            ],
          },
          {
            heading: 'Getting around',
            paragraphs: [
              'Authorised taxis on floor {{taxiFloor}}, gates {{taxiGates}}. TransMilenio: free feeder bus from Portal El Dorado.',
            ],
          },
          {
            heading: 'Help',
            paragraphs: [
              'Dora answers on WhatsApp 24/7 at {{doraWhatsapp}}. The airport is smoke-free ({{smokingLaw}}).',
            ],
          },
        ],
      },
      fr: {
        title: 'Guide du passager de l’aéroport El Dorado',
        summary: 'L’essentiel avant de voler : heures d’arrivée, bagages, liquides, chariots, taxis et contact.',
        sections: [
          {
            heading: 'Avant de partir',
            paragraphs: [
              'Arrivez 2 heures avant un vol national et 3 heures avant un vol international. Consultez votre vol et les temps d’attente sur eldorado.aero.',
            ],
          },
          {
            heading: 'Bagages et liquides',
            paragraphs: [
              'Sur les vols internationaux, les liquides en cabine sont dans des contenants de {{liquidContainerMl}} ml maximum, dans un sac transparent refermable de {{liquidBagLitres}} litre ({{liquidBagSize}}), un par passager.',
              'Chariot en libre-service : caution de {{cartDepositCop}} ({{cartDepositUsd}} ou {{cartDepositEur}}), remboursée dans les {{cartRefundMinutes}} premières minutes ; gratuit au Terminal 2. Service assisté : {{assistedCartCop}}.',
            ],
          },
          {
            heading: 'Transports',
            paragraphs: [
              'Taxis autorisés au niveau {{taxiFloor}}, portes {{taxiGates}}. TransMilenio : bus de rabattement gratuit depuis le Portal El Dorado.',
            ],
          },
          {
            heading: 'Aide',
            paragraphs: [
              'Dora répond sur WhatsApp 24 h/24 au {{doraWhatsapp}}. L’aéroport est sans tabac ({{smokingLaw}}).',
            ],
          },
        ],
      },
      pt: {
        title: 'Guia do passageiro do Aeroporto El Dorado',
        summary: 'O essencial antes de voar: horários de chegada, bagagem, líquidos, carrinhos, táxis e contato.',
        sections: [
          {
            heading: 'Antes de sair',
            paragraphs: [
              'Chegue 2 horas antes em voos nacionais e 3 horas antes em internacionais. Consulte o seu voo e o tempo nas filas em eldorado.aero.',
            ],
          },
          {
            heading: 'Bagagem e líquidos',
            paragraphs: [
              'Em voos internacionais, os líquidos de mão vão em frascos de no máximo {{liquidContainerMl}} ml, dentro de um saco transparente com fecho de {{liquidBagLitres}} litro ({{liquidBagSize}}), um por passageiro.',
              'Carrinho de autoatendimento: depósito de {{cartDepositCop}} ({{cartDepositUsd}} ou {{cartDepositEur}}), devolvido nos primeiros {{cartRefundMinutes}} minutos; grátis na Terminal 2. Serviço assistido: {{assistedCartCop}}.',
            ],
          },
          {
            heading: 'Transporte',
            paragraphs: [
              'Táxis autorizados no piso {{taxiFloor}}, portões {{taxiGates}}. TransMilenio: ônibus alimentador gratuito a partir do Portal El Dorado.',
            ],
          },
          {
            heading: 'Ajuda',
            paragraphs: [
              'A Dora atende pelo WhatsApp 24 horas no {{doraWhatsapp}}. O aeroporto é livre de fumo ({{smokingLaw}}).',
            ],
          },
        ],
      },
    },
  },
  {
    id: 'guia-de-accesibilidad',
    publishedAt: '2026-09-15',
    locales: {
      es: {
        title: 'Guía de accesibilidad',
        summary: 'Asistencia a pasajeros con movilidad reducida, programa del girasol y servicios accesibles.',
        sections: [
          {
            heading: 'Movilidad reducida',
            paragraphs: [
              'Solicita la asistencia o silla de ruedas a tu aerolínea al menos 48 horas antes del vuelo. La aerolínea te acompaña desde el counter hasta el avión, y a la llegada hasta la salida.',
            ],
          },
          {
            heading: 'Discapacidades ocultas',
            paragraphs: [
              'Pide gratis el cordón con girasoles en los puntos de información: indica al personal que puedes necesitar más tiempo o ayuda.',
            ],
          },
          {
            heading: 'Instalaciones',
            paragraphs: [
              'Baños accesibles en todos los pisos, ascensores en cada zona, filas preferenciales en los filtros y Migración, y parqueaderos reservados cerca de los accesos.',
            ],
          },
        ],
      },
      en: {
        title: 'Accessibility guide',
        summary: 'Assistance for passengers with reduced mobility, the Sunflower programme and accessible services.',
        sections: [
          {
            heading: 'Reduced mobility',
            paragraphs: [
              'Request assistance or a wheelchair from your airline at least 48 hours before the flight. The airline accompanies you from check-in to the aircraft, and on arrival to the exit.',
            ],
          },
          {
            heading: 'Hidden disabilities',
            paragraphs: [
              'Ask for the free sunflower lanyard at the information desks: it tells staff you may need more time or help.',
            ],
          },
          {
            heading: 'Facilities',
            paragraphs: [
              'Accessible toilets on every floor, lifts in every area, priority lanes at security and immigration, and reserved parking near the entrances.',
            ],
          },
        ],
      },
      fr: {
        title: 'Guide d’accessibilité',
        summary: 'Assistance aux passagers à mobilité réduite, programme Tournesol et services accessibles.',
        sections: [
          {
            heading: 'Mobilité réduite',
            paragraphs: [
              'Demandez l’assistance ou un fauteuil roulant à votre compagnie au moins 48 heures avant le vol. Elle vous accompagne de l’enregistrement à l’avion, et à l’arrivée jusqu’à la sortie.',
            ],
          },
          {
            heading: 'Handicaps invisibles',
            paragraphs: [
              'Demandez gratuitement le cordon tournesol aux points d’information : il indique au personnel que vous pouvez avoir besoin de plus de temps ou d’aide.',
            ],
          },
          {
            heading: 'Équipements',
            paragraphs: [
              'Toilettes accessibles à chaque niveau, ascenseurs dans chaque zone, files prioritaires aux contrôles et à l’immigration, places de parking réservées près des accès.',
            ],
          },
        ],
      },
      pt: {
        title: 'Guia de acessibilidade',
        summary: 'Assistência a passageiros com mobilidade reduzida, programa do girassol e serviços acessíveis.',
        sections: [
          {
            heading: 'Mobilidade reduzida',
            paragraphs: [
              'Solicite a assistência ou a cadeira de rodas à sua companhia aérea pelo menos 48 horas antes do voo. A companhia acompanha você do check-in até o avião, e na chegada até a saída.',
            ],
          },
          {
            heading: 'Deficiências ocultas',
            paragraphs: [
              'Peça gratuitamente o cordão de girassóis nos pontos de informação: ele indica à equipe que você pode precisar de mais tempo ou ajuda.',
            ],
          },
          {
            heading: 'Instalações',
            paragraphs: [
              'Banheiros acessíveis em todos os pisos, elevadores em cada área, filas preferenciais nos controles e na Migração, e vagas reservadas perto dos acessos.',
            ],
          },
        ],
      },
    },
  },
  {
    id: 'politica-de-tratamiento-de-datos',
    publishedAt: '2026-01-20',
    locales: {
      es: {
        title: 'Política de tratamiento de datos personales',
        summary: 'Cómo tratamos los datos que nos das en formularios, reservas y PQRS, conforme a la Ley 1581 de 2012.',
        sections: [
          {
            heading: 'Finalidad',
            paragraphs: [
              'Usamos tus datos para responder tus solicitudes, gestionar reservas de taxi y enviarte información que hayas pedido. Se conservan hasta la terminación del contrato de concesión.',
            ],
          },
          {
            heading: 'Tus derechos',
            paragraphs: [
              'Según la {{dataProtectionLaw}}, puedes conocer, actualizar, rectificar y pedir la supresión de tus datos, y revocar tu autorización, desde la página de eliminación de datos o por los canales de contacto.',
            ],
          },
        ],
      },
      en: {
        title: 'Personal data processing policy',
        summary:
          'How we process the data you give us in forms, bookings and requests, under Colombian Law 1581 of 2012.',
        sections: [
          {
            heading: 'Purpose',
            paragraphs: [
              'We use your data to answer your requests, manage taxi bookings and send you information you asked for. It is kept until the airport concession contract ends.',
            ],
          },
          {
            heading: 'Your rights',
            paragraphs: [
              'Under Colombian law ({{dataProtectionLaw}}) you may access, update, correct and ask us to delete your data, and withdraw your consent, from the data deletion page or through the contact channels.',
            ],
          },
        ],
      },
      fr: {
        title: 'Politique de traitement des données personnelles',
        summary:
          'Comment nous traitons vos données (formulaires, réservations, réclamations), selon la loi colombienne 1581 de 2012.',
        sections: [
          {
            heading: 'Finalité',
            paragraphs: [
              'Nous utilisons vos données pour répondre à vos demandes, gérer les réservations de taxi et vous envoyer les informations demandées. Elles sont conservées jusqu’à la fin du contrat de concession.',
            ],
          },
          {
            heading: 'Vos droits',
            paragraphs: [
              'Selon la loi colombienne ({{dataProtectionLaw}}), vous pouvez consulter, mettre à jour, rectifier et faire supprimer vos données, et retirer votre consentement, depuis la page de suppression des données ou par les canaux de contact.',
            ],
          },
        ],
      },
      pt: {
        title: 'Política de tratamento de dados pessoais',
        summary:
          'Como tratamos os dados que você nos informa em formulários, reservas e solicitações, conforme a Lei colombiana 1581 de 2012.',
        sections: [
          {
            heading: 'Finalidade',
            paragraphs: [
              'Usamos seus dados para responder às suas solicitações, gerenciar reservas de táxi e enviar informações que você pediu. Eles são mantidos até o término do contrato de concessão.',
            ],
          },
          {
            heading: 'Seus direitos',
            paragraphs: [
              'Pela lei colombiana ({{dataProtectionLaw}}), você pode consultar, atualizar, retificar e pedir a exclusão dos seus dados, e revogar a autorização, na página de exclusão de dados ou pelos canais de contato.',
            ],
          },
        ],
      },
    },
  },
  {
    id: 'guia-de-carga',
    publishedAt: '2026-06-30',
    locales: {
      es: {
        title: 'Guía de servicios de carga',
        summary: 'La zona de carga de El Dorado: operadores, horarios, documentos y contacto.',
        sections: [
          {
            heading: 'Zona de carga',
            paragraphs: [
              'El Dorado es el principal aeropuerto de carga de América Latina por toneladas movilizadas, con terminales de carga para exportación, importación y carga perecedera, como flores y frutas.',
            ],
          },
          {
            heading: 'Trámites',
            paragraphs: [
              'La guía aérea, la declaración ante la DIAN y los permisos del ICA o del INVIMA, cuando aplican, se gestionan con el agente de carga o la aerolínea.',
            ],
          },
        ],
      },
      en: {
        title: 'Cargo services guide',
        summary: 'El Dorado’s cargo area: operators, hours, documents and contact.',
        sections: [
          {
            heading: 'Cargo area',
            paragraphs: [
              'El Dorado is Latin America’s leading cargo airport by tonnes handled, with cargo terminals for exports, imports and perishables such as flowers and fruit.',
            ],
          },
          {
            heading: 'Paperwork',
            paragraphs: [
              'The air waybill, the DIAN customs declaration and ICA or INVIMA permits, where they apply, are handled with your freight forwarder or the airline.',
            ],
          },
        ],
      },
      fr: {
        title: 'Guide des services de fret',
        summary: 'La zone de fret d’El Dorado : opérateurs, horaires, documents et contact.',
        sections: [
          {
            heading: 'Zone de fret',
            paragraphs: [
              'El Dorado est le premier aéroport de fret d’Amérique latine en tonnes traitées, avec des terminaux pour l’export, l’import et les denrées périssables comme les fleurs et les fruits.',
            ],
          },
          {
            heading: 'Formalités',
            paragraphs: [
              'La lettre de transport aérien, la déclaration auprès de la DIAN et les permis de l’ICA ou de l’INVIMA, le cas échéant, se gèrent avec le transitaire ou la compagnie.',
            ],
          },
        ],
      },
      pt: {
        title: 'Guia de serviços de carga',
        summary: 'A área de carga do El Dorado: operadores, horários, documentos e contato.',
        sections: [
          {
            heading: 'Área de carga',
            paragraphs: [
              'O El Dorado é o principal aeroporto de carga da América Latina em toneladas movimentadas, com terminais para exportação, importação e carga perecível, como flores e frutas.',
            ],
          },
          {
            heading: 'Trâmites',
            paragraphs: [
              'O conhecimento aéreo, a declaração à DIAN e as licenças do ICA ou do INVIMA, quando aplicáveis, são feitos com o agente de carga ou a companhia aérea.',
            ],
          },
        ],
      },
    },
  },
];
