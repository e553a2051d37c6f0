import { definePage } from '@/content/schemas';

export default definePage({
  path: '/servicios/habitaciones-de-descanso',
  updatedAt: '2026-11-22',
  locales: {
    es: {
      title: 'Habitaciones de descanso',
      description:
        'Dónde descansar en El Dorado durante una escala larga o antes de un vuelo de madrugada: habitaciones por horas, salas VIP, zonas de espera y hoteles cercanos.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado opera las 24 horas, así que siempre hay un lugar donde esperar. Según el tiempo que tenga y el nivel de privacidad que busque, puede elegir entre varias opciones.</p>`,
        },
        {
          type: 'table',
          caption: 'Opciones para descansar en el aeropuerto',
          columns: ['Opción', 'Dónde', 'Para quién', 'Cómo acceder'],
          rows: [
            [
              'Habitaciones de descanso por horas',
              'Terminal 1',
              'Pasajeros con escalas largas o vuelos de madrugada',
              'Pago por tiempo de uso, sujeto a disponibilidad; pregunte en un punto de información',
            ],
            [
              'Salas VIP',
              'Después de los filtros de seguridad, en los muelles nacional e internacional',
              'Pasajeros con acceso por su tiquete, tarjeta o membresía, o con pago en la entrada',
              'Consulte condiciones en cada sala',
            ],
            [
              'Zonas de espera',
              'Salas de los muelles de la T1 y la T2',
              'Cualquier pasajero con pasabordo',
              'Gratis; sillas, tomas de corriente e internet gratuito',
            ],
            [
              'Hoteles cercanos',
              'Alrededores del aeropuerto, a pocos minutos en taxi',
              'Quien tenga varias horas o deba pasar la noche',
              'Reserva directa con el hotel',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Si está en tránsito internacional',
          html: `<p>Para ir a un hotel fuera del aeropuerto debe pasar por el control migratorio de Migración Colombia y cumplir los requisitos de entrada al país. Calcule el tiempo de regreso: preséntese de nuevo 3 horas antes de un vuelo internacional. Más información en <a href="/servicios/conexiones">conexiones</a> y <a href="/servicios/migracion-y-pasaportes">migración y pasaportes</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Puedo pasar la noche en la terminal?',
              answerHtml: `<p>Sí. El aeropuerto funciona las 24 horas y hay restaurantes y tiendas abiertos de noche. Mantenga siempre su equipaje a la vista y no acepte cuidar objetos de desconocidos.</p>`,
            },
            {
              question: '¿Dónde puedo dejar mis maletas mientras descanso?',
              answerHtml: `<p>En el <a href="/servicios/guarda-equipaje">guarda equipaje</a> de la Terminal 1, en el área pública.</p>`,
            },
            {
              question: '¿Dónde puedo comer a cualquier hora?',
              answerHtml: `<p>El aeropuerto tiene {{foodCourts}} plazoletas de comidas, en el área pública y en los muelles nacional e internacional. Consulte horarios en <a href="/establecimientos/restaurantes">restaurantes</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Enlaces útiles',
          items: [
            {
              title: 'Salas VIP',
              text: 'Ubicación, horarios y condiciones de acceso.',
              href: '/establecimientos/salas-vip',
            },
            {
              title: 'Restaurantes',
              text: 'Dónde comer antes y después de los filtros.',
              href: '/establecimientos/restaurantes',
            },
            {
              title: 'Mapas',
              text: 'Ubique las zonas de descanso por terminal y piso.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    en: {
      title: 'Rest rooms',
      description:
        'Where to rest at El Dorado on a long layover or before an early-morning flight: rooms by the hour, VIP lounges, waiting areas and nearby hotels.',
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado operates 24 hours a day, so there is always somewhere to wait. Depending on how much time you have and how much privacy you want, you can choose from several options.</p>`,
        },
        {
          type: 'table',
          caption: 'Places to rest at the airport',
          columns: ['Option', 'Where', 'For whom', 'How to get in'],
          rows: [
            [
              'Rest rooms by the hour',
              'Terminal 1',
              'Passengers with long layovers or early-morning flights',
              'Paid by time of use, subject to availability; ask at an information point',
            ],
            [
              'VIP lounges',
              'After security, on the domestic and international piers',
              'Passengers with access through their ticket, card or membership, or paying at the door',
              'Check each lounge’s conditions',
            ],
            [
              'Waiting areas',
              'Gate areas on the T1 and T2 piers',
              'Any passenger with a boarding pass',
              'Free; seats, power outlets and free internet',
            ],
            [
              'Nearby hotels',
              'Around the airport, a few minutes away by taxi',
              'Anyone with several hours to spare or an overnight stay',
              'Book directly with the hotel',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'If you are in international transit',
          html: `<p>To go to a hotel outside the airport you must clear Migración Colombia immigration control and meet the entry requirements for Colombia. Plan your return: be back 3 hours before an international flight. More on <a href="/servicios/conexiones">connections</a> and <a href="/servicios/migracion-y-pasaportes">immigration and passports</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Frequently asked questions',
          items: [
            {
              question: 'Can I spend the night in the terminal?',
              answerHtml: `<p>Yes. The airport operates 24 hours a day and some restaurants and shops stay open at night. Always keep your luggage in sight and never agree to look after a stranger’s belongings.</p>`,
            },
            {
              question: 'Where can I leave my bags while I rest?',
              answerHtml: `<p>At the <a href="/servicios/guarda-equipaje">left-luggage</a> desk in Terminal 1, in the public area.</p>`,
            },
            {
              question: 'Where can I eat at any time?',
              answerHtml: `<p>The airport has {{foodCourts}} food courts, in the public area and on the domestic and international piers. Check opening hours on <a href="/establecimientos/restaurantes">restaurants</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Useful links',
          items: [
            {
              title: 'VIP lounges',
              text: 'Locations, opening hours and access conditions.',
              href: '/establecimientos/salas-vip',
            },
            {
              title: 'Restaurants',
              text: 'Where to eat before and after security.',
              href: '/establecimientos/restaurantes',
            },
            {
              title: 'Maps',
              text: 'Find rest areas by terminal and floor.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    fr: {
      title: 'Chambres de repos',
      description:
        "Où vous reposer à El Dorado lors d'une longue escale ou avant un vol très matinal : chambres à l'heure, salons VIP, zones d'attente et hôtels proches.",
      blocks: [
        {
          type: 'richText',
          html: `<p>El Dorado fonctionne 24 h/24 : il y a toujours un endroit où patienter. Selon le temps dont vous disposez et l'intimité souhaitée, plusieurs solutions s'offrent à vous.</p>`,
        },
        {
          type: 'table',
          caption: "Où se reposer à l'aéroport",
          columns: ['Solution', 'Où', 'Pour qui', 'Accès'],
          rows: [
            [
              "Chambres de repos à l'heure",
              'Terminal 1',
              'Passagers en longue escale ou avec un vol très matinal',
              "Payant selon la durée, sous réserve de disponibilité ; renseignez-vous à un point d'information",
            ],
            [
              'Salons VIP',
              'Après le contrôle de sûreté, sur les jetées nationale et internationale',
              "Passagers ayant accès par leur billet, leur carte ou leur abonnement, ou payant à l'entrée",
              'Conditions propres à chaque salon',
            ],
            [
              "Zones d'attente",
              "Salles d'embarquement des jetées du T1 et du T2",
              "Tout passager muni d'une carte d'embarquement",
              'Gratuit ; sièges, prises électriques et internet gratuit',
            ],
            [
              'Hôtels proches',
              "Aux abords de l'aéroport, à quelques minutes en taxi",
              'Pour plusieurs heures ou une nuit',
              "Réservation directe auprès de l'hôtel",
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Si vous êtes en transit international',
          html: `<p>Pour rejoindre un hôtel hors de l'aéroport, vous devez passer le contrôle migratoire de Migración Colombia et remplir les conditions d'entrée dans le pays. Anticipez le retour : présentez-vous 3 heures avant un vol international. Plus d'informations sur les pages <a href="/servicios/conexiones">correspondances</a> et <a href="/servicios/migracion-y-pasaportes">immigration et passeports</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Questions fréquentes',
          items: [
            {
              question: 'Puis-je passer la nuit dans le terminal ?',
              answerHtml: `<p>Oui. L'aéroport fonctionne 24 h/24 et certains restaurants et boutiques restent ouverts la nuit. Gardez toujours vos bagages en vue et n'acceptez jamais de surveiller les affaires d'un inconnu.</p>`,
            },
            {
              question: 'Où laisser mes bagages pendant que je me repose ?',
              answerHtml: `<p>À la <a href="/servicios/guarda-equipaje">consigne à bagages</a> du Terminal 1, en zone publique.</p>`,
            },
            {
              question: 'Où manger à toute heure ?',
              answerHtml: `<p>L'aéroport compte {{foodCourts}} espaces de restauration, en zone publique et sur les jetées nationale et internationale. Consultez les horaires sur la page <a href="/establecimientos/restaurantes">restaurants</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Liens utiles',
          items: [
            {
              title: 'Salons VIP',
              text: "Emplacements, horaires et conditions d'accès.",
              href: '/establecimientos/salas-vip',
            },
            {
              title: 'Restaurants',
              text: 'Où manger avant et après le contrôle de sûreté.',
              href: '/establecimientos/restaurantes',
            },
            {
              title: 'Plans',
              text: 'Repérez les espaces de repos par terminal et par niveau.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
    pt: {
      title: 'Quartos de descanso',
      description:
        'Onde descansar no El Dorado em uma escala longa ou antes de um voo de madrugada: quartos por hora, salas VIP, áreas de espera e hotéis próximos.',
      blocks: [
        {
          type: 'richText',
          html: `<p>O El Dorado funciona 24 horas, então sempre há um lugar para esperar. Conforme o tempo disponível e a privacidade que você procura, há várias opções.</p>`,
        },
        {
          type: 'table',
          caption: 'Opções para descansar no aeroporto',
          columns: ['Opção', 'Onde', 'Para quem', 'Como acessar'],
          rows: [
            [
              'Quartos de descanso por hora',
              'Terminal 1',
              'Passageiros com escalas longas ou voos de madrugada',
              'Pagamento pelo tempo de uso, sujeito a disponibilidade; pergunte em um ponto de informações',
            ],
            [
              'Salas VIP',
              'Depois da inspeção de segurança, nos píeres nacional e internacional',
              'Passageiros com acesso pela passagem, cartão ou programa de fidelidade, ou pagando na entrada',
              'Consulte as condições de cada sala',
            ],
            [
              'Áreas de espera',
              'Salas de embarque dos píeres do T1 e do T2',
              'Qualquer passageiro com cartão de embarque',
              'Grátis; assentos, tomadas e internet gratuita',
            ],
            [
              'Hotéis próximos',
              'Arredores do aeroporto, a poucos minutos de táxi',
              'Quem tem várias horas livres ou precisa passar a noite',
              'Reserva direta com o hotel',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Se você está em trânsito internacional',
          html: `<p>Para ir a um hotel fora do aeroporto, é preciso passar pelo controle migratório da Migración Colombia e cumprir os requisitos de entrada no país. Calcule a volta: apresente-se 3 horas antes de um voo internacional. Mais informações em <a href="/servicios/conexiones">conexões</a> e <a href="/servicios/migracion-y-pasaportes">migração e passaportes</a>.</p>`,
        },
        {
          type: 'accordion',
          faq: true,
          title: 'Perguntas frequentes',
          items: [
            {
              question: 'Posso passar a noite no terminal?',
              answerHtml: `<p>Sim. O aeroporto funciona 24 horas e há restaurantes e lojas abertos à noite. Mantenha sempre sua bagagem à vista e não aceite cuidar de objetos de desconhecidos.</p>`,
            },
            {
              question: 'Onde posso deixar minhas malas enquanto descanso?',
              answerHtml: `<p>No <a href="/servicios/guarda-equipaje">guarda-volumes</a> do Terminal 1, na área pública.</p>`,
            },
            {
              question: 'Onde posso comer a qualquer hora?',
              answerHtml: `<p>O aeroporto tem {{foodCourts}} praças de alimentação, na área pública e nos píeres nacional e internacional. Consulte os horários em <a href="/establecimientos/restaurantes">restaurantes</a>.</p>`,
            },
          ],
        },
        {
          type: 'cards',
          title: 'Links úteis',
          items: [
            {
              title: 'Salas VIP',
              text: 'Localização, horários e condições de acesso.',
              href: '/establecimientos/salas-vip',
            },
            {
              title: 'Restaurantes',
              text: 'Onde comer antes e depois da inspeção de segurança.',
              href: '/establecimientos/restaurantes',
            },
            {
              title: 'Mapas',
              text: 'Encontre as áreas de descanso por terminal e piso.',
              href: '/mapas',
            },
          ],
        },
      ],
    },
  },
});
