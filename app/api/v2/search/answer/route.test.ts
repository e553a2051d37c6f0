// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { answerSchema } from '@/features/chatbot/schemas';

vi.mock('server-only', () => ({}));
vi.mock('@/features/content/server', async () => {
  const { bundledFaqGroups } = await import('@/tests/faq-groups');
  return { getFaqGroups: async (locale: 'es' | 'en' | 'fr' | 'pt') => bundledFaqGroups(locale) };
});
vi.mock('@/features/establishments/server', () => ({ loadDirectory: async () => [] }));
vi.mock('@/features/offers/server', () => ({
  listOffers: async () => ({
    items: [
      {
        id: 3,
        title: 'Café de origen 2×1',
        summary: 'Dos cafés de origen por el precio de uno.',
        badge: '2×1',
        establishment: { name: 'Juan Valdez Café', terminal: 'T1', zone: 'Muelle nacional' },
      },
    ],
  }),
}));
vi.mock('@/features/flights/server', () => ({
  findFlight: async (q: string) =>
    q === 'AV9364'
      ? {
          flight: {
            id: '20261122-AV9364-dep',
            flight: 'AV9364',
            airline: { code: 'AV', name: 'Avianca' },
            city: { code: 'MDE', es: 'Medellín', en: 'Medellin', fr: 'Medellín', pt: 'Medellín' },
            status: { code: 'SCH', es: 'Programado', en: 'Scheduled', fr: 'Programmé', pt: 'Programado' },
            scheduleDate: '2026-11-22 10:05:00',
            estimatedDate: null,
          },
        }
      : null,
}));

const live = vi.hoisted(() => ({
  queues: null as null | (() => Promise<unknown>),
  parking: null as null | (() => Promise<unknown>),
}));
vi.mock('@/features/realtime/server', () => ({
  getQueues: () => (live.queues ? live.queues() : Promise.reject(new Error('no queues in this test'))),
  getParking: () => (live.parking ? live.parking() : Promise.reject(new Error('no parking in this test'))),
}));

const { POST } = await import('./route');

async function ask(question: string, locale: string) {
  const response = await POST(
    new Request('http://localhost/api/v2/search/answer', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question, locale }),
    }),
    undefined,
  );
  return { status: response.status, body: await response.json() };
}

/** 30 questions passengers ask, in the four languages, and the page the answer must come from. */
const QUESTIONS: Array<[locale: string, question: string, page: string]> = [
  ['es', '¿Puedo viajar con mi perro?', '/servicios/mascotas'],
  ['es', '¿Cuántos líquidos puedo llevar en el equipaje de mano?', '/servicios/instrucciones-equipaje'],
  ['es', '¿Dónde dejo mis maletas unas horas?', '/servicios/guarda-equipaje'],
  ['es', '¿Dónde reclamo un objeto perdido?', '/servicios/objetos-perdidos'],
  ['es', '¿Hay wifi gratis en el aeropuerto?', '/servicios/internet-wifi'],
  ['es', '¿Necesito declarar dinero en efectivo en la aduana?', '/servicios/aduanas'],
  ['es', '¿Cómo pido una silla de ruedas?', '/servicios/sillas-de-ruedas'],
  ['es', '¿Cuánto cuesta el carro de equipaje?', '/servicios/carros-de-equipaje'],
  ['en', 'Can I travel with my cat?', '/servicios/mascotas'],
  ['en', 'How much liquid can I take in my hand luggage?', '/servicios/instrucciones-equipaje'],
  ['en', 'Where can I store my bags for a few hours?', '/servicios/guarda-equipaje'],
  ['en', 'I lost my phone at the airport, what do I do?', '/servicios/objetos-perdidos'],
  ['en', 'Is there free wifi?', '/servicios/internet-wifi'],
  ['en', 'Do I need to declare cash at customs?', '/servicios/aduanas'],
  ['en', 'How do I request wheelchair assistance?', '/servicios/sillas-de-ruedas'],
  ['en', 'Where can I get vaccinated at the airport?', '/servicios/punto-de-vacunacion'],
  ['en', 'Is there a place to pray?', '/servicios/oratorio'],
  ['fr', 'Puis-je voyager avec mon chien ?', '/servicios/mascotas'],
  ['fr', 'Quelle quantité de liquides en bagage à main ?', '/servicios/instrucciones-equipaje'],
  ['fr', "J'ai perdu un objet, où le récupérer ?", '/servicios/objetos-perdidos'],
  ['fr', 'Y a-t-il le wifi gratuit ?', '/servicios/internet-wifi'],
  ['fr', 'Où est la consigne à bagages ?', '/servicios/guarda-equipaje'],
  ['fr', 'Comment obtenir un fauteuil roulant ?', '/servicios/sillas-de-ruedas'],
  ['pt', 'Posso viajar com meu cachorro?', '/servicios/mascotas'],
  ['pt', 'Quantos líquidos posso levar na bagagem de mão?', '/servicios/instrucciones-equipaje'],
  ['pt', 'Perdi um objeto no aeroporto, onde procuro?', '/servicios/objetos-perdidos'],
  ['pt', 'Tem wifi grátis no aeroporto?', '/servicios/internet-wifi'],
  ['pt', 'Onde posso guardar minhas malas por algumas horas?', '/servicios/guarda-equipaje'],
  ['pt', 'Como solicito uma cadeira de rodas?', '/servicios/sillas-de-ruedas'],
  ['pt', 'Preciso declarar dinheiro na alfândega?', '/servicios/aduanas'],
];

describe('POST /api/v2/search/answer', () => {
  it.each(QUESTIONS)('%s: “%s” is answered from %s', async (locale, question, page) => {
    const { status, body } = await ask(question, locale);
    expect(status).toBe(200);
    const answer = answerSchema.parse(body);
    expect(answer.kind).toBe('answer');
    const prefix = locale === 'es' ? '' : `/${locale}`;
    expect(answer.sources.map((s) => s.url)).toContain(`${prefix}${page}`);
    expect(answer.text.length).toBeGreaterThan(20);
  });

  it.each([
    ['es', '¿Con cuánta anticipación debo llegar al aeropuerto?', '/faq#cuanto-antes-llegar', '2 horas'],
    ['en', 'How early should I get to the airport?', '/en/faq#cuanto-antes-llegar', '2 hours'],
    ['fr', 'Combien de temps à l’avance dois-je arriver à l’aéroport ?', '/fr/faq#cuanto-antes-llegar', '2 heures'],
    ['pt', 'Com quanta antecedência devo chegar ao aeroporto?', '/pt/faq#cuanto-antes-llegar', '2 horas'],
  ])('%s: answers “%s” from the FAQ entry, linking its question on /faq', async (locale, question, url, fact) => {
    const answer = answerSchema.parse((await ask(question, locale)).body);
    expect(answer.kind).toBe('answer');
    expect(answer.sources.map((s) => s.url)).toContain(url);
    expect(answer.text).toContain(fact);
  });

  it('gives a flight’s live status by number, with a link to it', async () => {
    const answer = answerSchema.parse((await ask('¿Cómo va el vuelo av 9364?', 'es')).body);
    expect(answer.kind).toBe('flight');
    expect(answer.text).toContain('Programado');
    expect(answer.sources[0]!.url).toBe('/vuelos/detalle/AV9364');
  });

  it('says so when nothing matches, offering the PQRS form and Dora on WhatsApp, never an invented answer', async () => {
    const answer = answerSchema.parse((await ask('¿Cuál es la receta del ajiaco santafereño?', 'es')).body);
    expect(answer).toMatchObject({ kind: 'notFound', sources: [] });
    expect(answer.fallback).toEqual({ pqrs: '/contacto#pqrs', whatsapp: 'https://wa.me/573153333000' });
    const en = answerSchema.parse((await ask('Quantum chromodynamics lecture notes', 'en')).body);
    expect(en.kind).toBe('notFound');
    expect(en.fallback.pqrs).toBe('/en/contacto#pqrs');
  });

  it('refuses an empty or too long question with a 400', async () => {
    expect((await ask('   ', 'es')).status).toBe(400);
    expect((await ask('x'.repeat(301), 'es')).status).toBe(400);
  });

  describe('live facts: queue times and parking availability', () => {
    const name = (es: string, en: string, fr: string, pt: string) => ({ es, en, fr, pt });
    const queue = (wait: unknown, stale = false) => ({
      type: 'general',
      wait,
      updatedAt: '2026-11-22T10:00:00-05:00',
      stale,
    });
    const queues = {
      updatedAt: '2026-11-22T10:04:00-05:00',
      source: 'simulation',
      checkpoints: [
        {
          id: 'security-domestic',
          name: name('Seguridad nacional', 'Domestic security', 'Sûreté nationale', 'Segurança nacional'),
          queues: [queue({ kind: 'lessThan', maxMinutes: 10 })],
        },
        {
          id: 'security-international',
          name: name(
            'Seguridad internacional',
            'International security',
            'Sûreté internationale',
            'Segurança internacional',
          ),
          queues: [queue({ kind: 'between', minMinutes: 20, maxMinutes: 30 })],
        },
        {
          id: 'migration-departures',
          name: name('Migración salidas', 'Departures immigration', 'Immigration départs', 'Imigração partidas'),
          queues: [queue(null)],
        },
        {
          id: 'migration-arrivals',
          name: name('Migración llegadas', 'Arrivals immigration', 'Immigration arrivées', 'Imigração chegadas'),
          queues: [queue({ kind: 'lessThan', maxMinutes: 5 }, true)],
        },
      ],
    };
    const parking = {
      updatedAt: '2026-11-22T10:05:00-05:00',
      source: 'simulation',
      lots: [
        {
          id: 'p1',
          name: name('Parqueadero T1', 'T1 car park', 'Parking T1', 'Estacionamento T1'),
          capacity: 1500,
          available: 320,
          stale: false,
        },
        {
          id: 'p2',
          name: name('Parqueadero T2', 'T2 car park', 'Parking T2', 'Estacionamento T2'),
          capacity: 400,
          available: null,
          stale: false,
        },
        {
          id: 'p3',
          name: name('Parqueadero de carga', 'Cargo car park', 'Parking fret', 'Estacionamento de carga'),
          capacity: 200,
          available: 0,
          stale: false,
        },
      ],
    };

    const QUEUE_QUESTIONS: Array<[string, string, string, string]> = [
      [
        'es',
        '¿Cuánto tiempo hay en la fila de seguridad?',
        'Seguridad nacional: menos de 10 minutos',
        'Migración salidas: sin información',
      ],
      [
        'en',
        'How long is the security line right now?',
        'International security: between 20 and 30 minutes',
        'Departures immigration: no information',
      ],
      [
        'fr',
        "Quel est le temps d'attente au contrôle de sûreté ?",
        'Sûreté nationale: moins de 10 minutes',
        'Immigration départs: pas d’information',
      ],
      [
        'pt',
        'Quanto tempo de espera tem na fila da imigração?',
        'Segurança internacional: entre 20 e 30 minutos',
        'Imigração partidas: sem informação',
      ],
    ];

    it.each(QUEUE_QUESTIONS)(
      '%s: “%s” gets the queue times now, with the queue-times page',
      async (locale, question, known, unknown) => {
        live.queues = async () => queues;
        const answer = answerSchema.parse((await ask(question, locale)).body);
        expect(answer.kind).toBe('live');
        expect(answer.text).toContain(known);
        expect(answer.text).toContain(unknown);
        expect(answer.text).toContain('10:04');
        // A stale reading is not given as current, and no wait is ever zero.
        expect(answer.text).not.toMatch(/\b0 min/);
        const prefix = locale === 'es' ? '' : `/${locale}`;
        expect(answer.sources).toEqual([
          { title: expect.any(String), url: `${prefix}/informacion-en-tiempo-real/tiempo-en-filas` },
        ]);
      },
    );

    const PARKING_QUESTIONS: Array<[string, string, string, string]> = [
      [
        'es',
        '¿Hay cupos en el parqueadero?',
        'Parqueadero T1: 320 de 1.500 cupos libres',
        'Parqueadero T2: sin información',
      ],
      ['en', 'Is there parking available now?', 'T1 car park: 320 of 1,500 spaces free', 'T2 car park: no information'],
      [
        'fr',
        'Reste-t-il des places de parking ?',
        'Parking T1: 320 places libres sur',
        'Parking T2: pas d’information',
      ],
      [
        'pt',
        'Tem vagas no estacionamento agora?',
        'Estacionamento T1: 320 de 1.500 vagas livres',
        'Estacionamento T2: sem informação',
      ],
    ];

    it.each(PARKING_QUESTIONS)(
      '%s: “%s” gets the free spaces per lot, with the parking page',
      async (locale, question, known, unknown) => {
        live.parking = async () => parking;
        const answer = answerSchema.parse((await ask(question, locale)).body);
        expect(answer.kind).toBe('live');
        expect(answer.text.replace(/\u202f|\u00a0/g, ' ')).toContain(known);
        expect(answer.text).toContain(unknown);
        const prefix = locale === 'es' ? '' : `/${locale}`;
        expect(answer.sources[0]!.url).toBe(`${prefix}/informacion-en-tiempo-real/parqueaderos`);
      },
    );

    it.each(['es', 'en', 'fr', 'pt'])(
      '%s: says there is no information (never zero) when the feed fails or knows nothing',
      async (locale) => {
        live.queues = async () => {
          throw new Error('feed down');
        };
        live.parking = async () => ({ ...parking, lots: parking.lots.map((l) => ({ ...l, available: null })) });
        const questions: Record<string, [string, string]> = {
          es: ['¿Cuánto se demora la fila de migración?', '¿Hay cupos libres en el parqueadero?'],
          en: ['What is the queue time at immigration?', 'Are there free parking spaces?'],
          fr: ["Combien de temps d'attente à l'immigration ?", 'Y a-t-il des places libres au parking ?'],
          pt: ['Quanto tempo de espera na fila da segurança?', 'Tem vagas livres no estacionamento?'],
        };
        const [queueQuestion, parkingQuestion] = questions[locale]!;
        const expected = {
          es: [/no tengo información de los tiempos en filas/, /no tengo información de cupos/],
          en: [/don't have information on queue times/, /don't have information on parking spaces/],
          fr: [/pas d’information sur les temps d’attente/, /pas d’information sur les places de parking/],
          pt: [/não tenho informações sobre o tempo nas filas/, /não tenho informações sobre vagas/],
        }[locale]!;
        const q = answerSchema.parse((await ask(queueQuestion, locale)).body);
        expect(q).toMatchObject({ kind: 'live' });
        expect(q.text).toMatch(expected[0]!);
        expect(q.text).not.toMatch(/\b0\b/);
        const p = answerSchema.parse((await ask(parkingQuestion, locale)).body);
        expect(p.text).toMatch(expected[1]!);
        expect(p.text).not.toMatch(/\b0\b/);
      },
    );

    it('leaves price questions about parking to the site’s content', async () => {
      live.parking = async () => parking;
      const answer = answerSchema.parse((await ask('¿Cuánto cuesta el parqueadero por hora?', 'es')).body);
      expect(answer.kind).not.toBe('live');
    });
  });
});
