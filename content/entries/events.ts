import type { EventEntry } from '@/content/entry-schemas';

/** Events at the airport. Only those that have not ended are shown ('No hay eventos disponibles' otherwise). */
export const events: EventEntry[] = [
  {
    slug: 'novenas-de-navidad-2026',
    startsAt: '2026-12-16T17:00:00-05:00',
    endsAt: '2026-12-24T19:00:00-05:00',
    illustration: 'christmas',
    locales: {
      es: {
        title: 'Novenas de Navidad en El Dorado',
        summary: 'Del 16 al 24 de diciembre, a las 5:00 p. m., rezamos la novena con villancicos y música en vivo.',
        bodyHtml:
          '<p>Una tradición colombiana para quienes viajan en Navidad: novena, villancicos y música en vivo cada tarde. Entrada libre, sin inscripción.</p>',
        place: 'Terminal 1, piso 2, zona pública (frente a la puerta 5)',
      },
      en: {
        title: 'Christmas novenas at El Dorado',
        summary: 'From 16 to 24 December at 5:00 p.m., join the Colombian Christmas novena with carols and live music.',
        bodyHtml:
          '<p>A Colombian tradition for those travelling at Christmas: the novena prayer, carols and live music every evening. Free, no registration.</p>',
        place: 'Terminal 1, floor 2, public area (opposite gate 5)',
      },
      fr: {
        title: 'Neuvaines de Noël à El Dorado',
        summary: 'Du 16 au 24 décembre à 17 h, la neuvaine colombienne de Noël avec chants et musique live.',
        bodyHtml:
          '<p>Une tradition colombienne pour ceux qui voyagent à Noël : neuvaine, chants de Noël et musique live chaque soir. Entrée libre, sans inscription.</p>',
        place: 'Terminal 1, niveau 2, zone publique (face à la porte 5)',
      },
      pt: {
        title: 'Novenas de Natal no El Dorado',
        summary: 'De 16 a 24 de dezembro, às 17h, a novena de Natal colombiana com canções natalinas e música ao vivo.',
        bodyHtml:
          '<p>Uma tradição colombiana para quem viaja no Natal: novena, canções natalinas e música ao vivo todas as tardes. Entrada livre, sem inscrição.</p>',
        place: 'Terminal 1, piso 2, área pública (em frente ao portão 5)',
      },
    },
  },
  {
    slug: 'exposicion-oro-puro-2026',
    startsAt: '2026-05-18T06:00:00-05:00',
    endsAt: '2027-03-31T22:00:00-05:00',
    illustration: 'exhibition',
    locales: {
      es: {
        title: 'Exposición fotográfica Oro Puro',
        summary: '{{exhibitionPhotos}} fotografías de gran formato sobre la naturaleza y la cultura de Colombia.',
        bodyHtml:
          '<p>Recorre la exposición a tu ritmo antes de abordar. También puedes verla en la <a href="/experiencia/oro-puro/galeria">galería en línea</a>.</p>',
        place: 'Terminal 1, muelle internacional, zona de salas',
      },
      en: {
        title: 'Oro Puro photo exhibition',
        summary: '{{exhibitionPhotos}} large-format photographs of Colombia’s nature and culture.',
        bodyHtml:
          '<p>Walk through the exhibition at your own pace before boarding. You can also see it in the <a href="/experiencia/oro-puro/galeria">online gallery</a>.</p>',
        place: 'Terminal 1, international pier, gate area',
      },
      fr: {
        title: 'Exposition photographique Oro Puro',
        summary: '{{exhibitionPhotos}} photographies grand format sur la nature et la culture de la Colombie.',
        bodyHtml:
          '<p>Parcourez l’exposition à votre rythme avant l’embarquement, ou dans la <a href="/experiencia/oro-puro/galeria">galerie en ligne</a>.</p>',
        place: 'Terminal 1, jetée internationale, zone des portes',
      },
      pt: {
        title: 'Exposição fotográfica Oro Puro',
        summary: '{{exhibitionPhotos}} fotografias de grande formato sobre a natureza e a cultura da Colômbia.',
        bodyHtml:
          '<p>Percorra a exposição no seu ritmo antes de embarcar. Você também pode vê-la na <a href="/experiencia/oro-puro/galeria">galeria on-line</a>.</p>',
        place: 'Terminal 1, píer internacional, área de embarque',
      },
    },
  },
  {
    slug: 'semana-de-la-aviacion-2026',
    startsAt: '2026-09-14T09:00:00-05:00',
    endsAt: '2026-09-18T17:00:00-05:00',
    illustration: 'plane',
    locales: {
      es: {
        title: 'Semana de la aviación',
        summary: 'Charlas para estudiantes sobre las profesiones del aeropuerto.',
        bodyHtml:
          '<p>Controladores, bomberos aeronáuticos y técnicos contaron su trabajo a estudiantes de colegios de Bogotá.</p>',
        place: 'Terminal 1, piso 3, auditorio',
      },
      en: {
        title: 'Aviation week',
        summary: 'Talks for students about airport careers.',
        bodyHtml:
          '<p>Air traffic controllers, airport firefighters and technicians told students from Bogota schools about their work.</p>',
        place: 'Terminal 1, floor 3, auditorium',
      },
      fr: {
        title: 'Semaine de l’aviation',
        summary: 'Conférences pour les élèves sur les métiers de l’aéroport.',
        bodyHtml:
          '<p>Contrôleurs aériens, pompiers d’aéroport et techniciens ont présenté leur métier à des élèves de Bogota.</p>',
        place: 'Terminal 1, niveau 3, auditorium',
      },
      pt: {
        title: 'Semana da aviação',
        summary: 'Palestras para estudantes sobre as profissões do aeroporto.',
        bodyHtml:
          '<p>Controladores de voo, bombeiros de aeródromo e técnicos contaram seu trabalho a estudantes de escolas de Bogotá.</p>',
        place: 'Terminal 1, piso 3, auditório',
      },
    },
  },
];
