import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/ayuda-al-viajero',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Ayuda al viajero',
      description:
        'Puntos de información, Dora por WhatsApp las 24 horas y a quién acudir en El Dorado según su necesidad: vuelos, equipaje, trámites o reclamos.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado opera las 24 horas. Si necesita orientación, hay tres formas rápidas de obtenerla:</p>
<ul>
<li><strong>Puntos de información:</strong> en las áreas públicas de la Terminal 1 (pisos 1 y 2) y de la Terminal 2. El personal del aeropuerto le indica cómo llegar a su counter o sala, le informa sobre su vuelo y le ayuda con servicios como carros de equipaje o taxis.</li>
<li><strong>Dora por WhatsApp:</strong> la asistente virtual responde las 24 horas en el {{doraWhatsapp}} sobre vuelos, ubicaciones, servicios y objetos perdidos.</li>
<li><strong>Este sitio:</strong> el estado de los vuelos, los tiempos de fila y la disponibilidad de parqueaderos se actualizan en tiempo real.</li>
</ul>`,
        },
        {
          type: 'table',
          caption: 'A quién acudir según su necesidad',
          columns: ['Necesita…', 'A quién acudir'],
          rows: [
            [
              'Cambiar o cancelar un vuelo, retrasos, sobreventa',
              'Su aerolínea, en su counter o sus canales de atención',
            ],
            [
              'Equipaje facturado perdido o dañado',
              'El mostrador de equipajes de su aerolínea, antes de salir de la sala de entrega',
            ],
            [
              'Silla de ruedas o asistencia especial',
              'Su aerolínea, al comprar el tiquete o con la antelación que ella indique',
            ],
            ['Control migratorio, pasaporte, permisos de salida de menores', 'Migración Colombia'],
            ['Declaración de equipaje, dinero en efectivo, compras en el exterior', 'DIAN (aduana)'],
            ['Viajar con animales, plantas o alimentos', 'ICA'],
            ['Seguridad o una denuncia', 'Policía Aeroportuaria'],
            [
              'Servicios de las terminales: limpieza, carros, señalización, wifi, atención',
              'El aeropuerto (OPAIN S.A.), en los puntos de información o con una PQRS',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Cómo presentar una petición, queja o reclamo (PQRS)',
          items: [
            {
              title: 'Abra el formulario',
              text: 'Vaya a Contacto, sección PQRS, desde su celular o computador.',
            },
            {
              title: 'Describa su caso',
              text: 'Indique fecha, hora, terminal, lugar y número de vuelo si aplica. La descripción admite hasta {{pqrsMaxCharacters}} caracteres.',
            },
            {
              title: 'Guarde el radicado',
              text: 'Recibirá un número de radicado para hacer seguimiento. La respuesta llega al correo que registró.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Reclamos contra una aerolínea',
          html: `<p>Los derechos del pasajero aéreo (retrasos, cancelaciones, sobreventa, equipaje) se reclaman primero ante la aerolínea. Si no obtiene respuesta, puede acudir a la Superintendencia de Transporte, entidad que vigila la protección de los usuarios del transporte aéreo en Colombia. El aeropuerto atiende los reclamos sobre sus propios servicios mediante la <a href="/contacto#pqrs">PQRS</a>.</p>`,
        },
        {
          type: 'contact',
          title: 'Dora, asistente virtual',
          whatsapp: '{{doraWhatsapp}}',
          hours: '24 horas, los 7 días de la semana',
          url: '/dora',
        },
        {
          type: 'cards',
          title: 'Información al instante',
          items: [
            {
              title: 'Salidas',
              text: 'Estado, puerta y hora de su vuelo.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Información en tiempo real',
              text: 'Tiempos de fila en los filtros, parqueaderos y distancias a pie.',
              href: '/informacion-en-tiempo-real',
            },
            {
              title: 'Mapas',
              text: 'Ubique counters, salas, baños y servicios por terminal y piso.',
              href: '/mapas',
            },
            {
              title: 'Objetos perdidos',
              text: 'Qué hacer si dejó algo en el avión o en la terminal.',
              href: '/servicios/objetos-perdidos',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Passenger help',
      description:
        'Information points, Dora on WhatsApp 24/7 and who to turn to at El Dorado for flights, baggage, formalities or complaints.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado operates 24 hours a day. If you need help finding your way, there are three quick options:</p>
<ul>
<li><strong>Information points:</strong> in the public areas of Terminal 1 (floors 1 and 2) and Terminal 2. Airport staff will show you how to reach your counter or gate area, give you flight information and help with services such as luggage carts or taxis.</li>
<li><strong>Dora on WhatsApp:</strong> the virtual assistant answers 24 hours a day on {{doraWhatsapp}} about flights, locations, services and lost property.</li>
<li><strong>This website:</strong> flight status, queue times and car park availability are updated in real time.</li>
</ul>`,
        },
        {
          type: 'table',
          caption: 'Who to turn to for what',
          columns: ['You need…', 'Who to turn to'],
          rows: [
            [
              'To change or cancel a flight, delays, overbooking',
              'Your airline, at its counter or through its customer service',
            ],
            ['Lost or damaged checked baggage', 'Your airline’s baggage desk, before leaving the reclaim hall'],
            ['A wheelchair or special assistance', 'Your airline, when you book or as far ahead as it requires'],
            ['Immigration control, passports, travel permits for minors', 'Migración Colombia'],
            ['Baggage declaration, cash, goods bought abroad', 'DIAN (customs)'],
            ['Travelling with animals, plants or food', 'ICA'],
            ['Security or reporting a crime', 'Airport Police'],
            [
              'Terminal services: cleaning, carts, signage, wifi, customer care',
              'The airport (OPAIN S.A.), at the information points or through a PQRS',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'How to file a request, complaint or claim (PQRS)',
          items: [
            {
              title: 'Open the form',
              text: 'Go to Contact, PQRS section, from your phone or computer.',
            },
            {
              title: 'Describe your case',
              text: 'Give the date, time, terminal, place and flight number if relevant. The description can be up to {{pqrsMaxCharacters}} characters long.',
            },
            {
              title: 'Keep the reference number',
              text: 'You will receive a reference number to follow up. The answer is sent to the email address you gave.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Complaints against an airline',
          html: `<p>Air passenger rights (delays, cancellations, overbooking, baggage) are claimed from the airline first. If you get no answer, you can turn to the Superintendencia de Transporte, the authority that oversees the protection of air transport users in Colombia. The airport handles complaints about its own services through the <a href="/contacto#pqrs">PQRS form</a>.</p>`,
        },
        {
          type: 'contact',
          title: 'Dora, virtual assistant',
          whatsapp: '{{doraWhatsapp}}',
          hours: '24 hours a day, 7 days a week',
          url: '/dora',
        },
        {
          type: 'cards',
          title: 'Instant information',
          items: [
            {
              title: 'Departures',
              text: 'Status, gate and time of your flight.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Real-time information',
              text: 'Security queue times, car parks and walking distances.',
              href: '/informacion-en-tiempo-real',
            },
            {
              title: 'Maps',
              text: 'Find counters, gate areas, toilets and services by terminal and floor.',
              href: '/mapas',
            },
            {
              title: 'Lost property',
              text: 'What to do if you left something on the plane or in the terminal.',
              href: '/servicios/objetos-perdidos',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Aide aux voyageurs',
      description:
        "Points d'information, Dora sur WhatsApp 24 h/24 et à qui s'adresser à El Dorado : vols, bagages, formalités ou réclamations.",
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado fonctionne 24 h/24. Si vous avez besoin d'être orienté, trois solutions rapides s'offrent à vous :</p>
<ul>
<li><strong>Points d'information :</strong> dans les zones publiques du Terminal 1 (niveaux 1 et 2) et du Terminal 2. Le personnel de l'aéroport vous indique comment rejoindre votre comptoir ou votre salle d'embarquement, vous renseigne sur votre vol et vous aide pour les chariots ou les taxis.</li>
<li><strong>Dora sur WhatsApp :</strong> l'assistante virtuelle répond 24 h/24 au {{doraWhatsapp}} sur les vols, les emplacements, les services et les objets perdus.</li>
<li><strong>Ce site :</strong> l'état des vols, les temps d'attente et la disponibilité des parkings sont mis à jour en temps réel.</li>
</ul>`,
        },
        {
          type: 'table',
          caption: "À qui s'adresser selon votre besoin",
          columns: ['Vous avez besoin de…', "À qui s'adresser"],
          rows: [
            [
              'Modifier ou annuler un vol, retards, surréservation',
              'Votre compagnie aérienne, à son comptoir ou via son service client',
            ],
            [
              'Bagage enregistré perdu ou endommagé',
              'Le comptoir bagages de votre compagnie, avant de quitter la salle de livraison',
            ],
            [
              'Fauteuil roulant ou assistance spéciale',
              "Votre compagnie, lors de l'achat du billet ou dans le délai qu'elle indique",
            ],
            ['Contrôle migratoire, passeport, autorisation de sortie des mineurs', 'Migración Colombia'],
            ['Déclaration de bagages, argent liquide, achats à l’étranger', 'DIAN (douane)'],
            ['Voyager avec des animaux, des plantes ou des aliments', 'ICA'],
            ['Sécurité ou dépôt de plainte', "Police de l'aéroport"],
            [
              'Services des terminaux : propreté, chariots, signalétique, wifi, accueil',
              "L'aéroport (OPAIN S.A.), aux points d'information ou via une PQRS",
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Déposer une demande, plainte ou réclamation (PQRS)',
          items: [
            {
              title: 'Ouvrez le formulaire',
              text: 'Rendez-vous dans Contact, rubrique PQRS, depuis votre téléphone ou votre ordinateur.',
            },
            {
              title: 'Décrivez votre cas',
              text: "Indiquez la date, l'heure, le terminal, le lieu et le numéro de vol le cas échéant. La description peut compter jusqu'à {{pqrsMaxCharacters}} caractères.",
            },
            {
              title: 'Conservez le numéro de dossier',
              text: "Vous recevrez un numéro de dossier pour le suivi. La réponse est envoyée à l'adresse e-mail indiquée.",
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Réclamations contre une compagnie aérienne',
          html: `<p>Les droits des passagers aériens (retards, annulations, surréservation, bagages) se réclament d'abord auprès de la compagnie. Sans réponse, vous pouvez saisir la Superintendencia de Transporte, l'autorité chargée de la protection des usagers du transport aérien en Colombie. L'aéroport traite les réclamations sur ses propres services via le <a href="/contacto#pqrs">formulaire PQRS</a>.</p>`,
        },
        {
          type: 'contact',
          title: 'Dora, assistante virtuelle',
          whatsapp: '{{doraWhatsapp}}',
          hours: '24 h/24, 7 jours sur 7',
          url: '/dora',
        },
        {
          type: 'cards',
          title: 'Informations immédiates',
          items: [
            {
              title: 'Départs',
              text: 'État, porte et horaire de votre vol.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Informations en temps réel',
              text: "Temps d'attente aux contrôles, parkings et distances à pied.",
              href: '/informacion-en-tiempo-real',
            },
            {
              title: 'Plans',
              text: 'Trouvez comptoirs, salles, toilettes et services par terminal et par niveau.',
              href: '/mapas',
            },
            {
              title: 'Objets trouvés',
              text: "Que faire si vous avez oublié quelque chose dans l'avion ou au terminal.",
              href: '/servicios/objetos-perdidos',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Ajuda ao viajante',
      description:
        'Pontos de informações, Dora no WhatsApp 24 horas e a quem recorrer no El Dorado: voos, bagagem, trâmites ou reclamações.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O El Dorado funciona 24 horas. Se você precisar de orientação, há três formas rápidas de consegui-la:</p>
<ul>
<li><strong>Pontos de informações:</strong> nas áreas públicas do Terminal 1 (pisos 1 e 2) e do Terminal 2. A equipe do aeroporto indica como chegar ao seu balcão ou sala de embarque, informa sobre o seu voo e ajuda com serviços como carrinhos de bagagem ou táxis.</li>
<li><strong>Dora no WhatsApp:</strong> a assistente virtual responde 24 horas no {{doraWhatsapp}} sobre voos, localizações, serviços e objetos perdidos.</li>
<li><strong>Este site:</strong> a situação dos voos, os tempos de fila e a disponibilidade dos estacionamentos são atualizados em tempo real.</li>
</ul>`,
        },
        {
          type: 'table',
          caption: 'A quem recorrer conforme a sua necessidade',
          columns: ['Você precisa…', 'A quem recorrer'],
          rows: [
            [
              'Alterar ou cancelar um voo, atrasos, overbooking',
              'Sua companhia aérea, no balcão ou pelos canais de atendimento',
            ],
            [
              'Bagagem despachada extraviada ou danificada',
              'O balcão de bagagens da companhia, antes de sair da sala de restituição',
            ],
            [
              'Cadeira de rodas ou assistência especial',
              'Sua companhia aérea, na compra da passagem ou com a antecedência que ela exigir',
            ],
            ['Controle migratório, passaporte, autorização de viagem de menores', 'Migración Colombia'],
            ['Declaração de bagagem, dinheiro em espécie, compras no exterior', 'DIAN (alfândega)'],
            ['Viajar com animais, plantas ou alimentos', 'ICA'],
            ['Segurança ou registro de ocorrência', 'Polícia Aeroportuária'],
            [
              'Serviços dos terminais: limpeza, carrinhos, sinalização, wi-fi, atendimento',
              'O aeroporto (OPAIN S.A.), nos pontos de informações ou por uma PQRS',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'Como registrar uma solicitação, queixa ou reclamação (PQRS)',
          items: [
            {
              title: 'Abra o formulário',
              text: 'Acesse Contato, seção PQRS, pelo celular ou computador.',
            },
            {
              title: 'Descreva o seu caso',
              text: 'Informe data, hora, terminal, local e número do voo, se for o caso. A descrição aceita até {{pqrsMaxCharacters}} caracteres.',
            },
            {
              title: 'Guarde o número de protocolo',
              text: 'Você receberá um número de protocolo para acompanhar o caso. A resposta chega ao e-mail informado.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Reclamações contra uma companhia aérea',
          html: `<p>Os direitos do passageiro aéreo (atrasos, cancelamentos, overbooking, bagagem) devem ser reclamados primeiro à companhia. Se não houver resposta, você pode recorrer à Superintendencia de Transporte, órgão que fiscaliza a proteção dos usuários do transporte aéreo na Colômbia. O aeroporto atende reclamações sobre os próprios serviços pelo <a href="/contacto#pqrs">formulário PQRS</a>.</p>`,
        },
        {
          type: 'contact',
          title: 'Dora, assistente virtual',
          whatsapp: '{{doraWhatsapp}}',
          hours: '24 horas por dia, 7 dias por semana',
          url: '/dora',
        },
        {
          type: 'cards',
          title: 'Informação na hora',
          items: [
            {
              title: 'Partidas',
              text: 'Situação, portão e horário do seu voo.',
              href: '/vuelos/salidas',
            },
            {
              title: 'Informação em tempo real',
              text: 'Tempos de fila na inspeção, estacionamentos e distâncias a pé.',
              href: '/informacion-en-tiempo-real',
            },
            {
              title: 'Mapas',
              text: 'Encontre balcões, salas, banheiros e serviços por terminal e piso.',
              href: '/mapas',
            },
            {
              title: 'Achados e perdidos',
              text: 'O que fazer se você esqueceu algo no avião ou no terminal.',
              href: '/servicios/objetos-perdidos',
            },
          ],
        },
      ],
    },
  },
});
