// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { answerSchema } from '@/features/chatbot/schemas';

vi.mock('server-only', () => ({}));
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
});
