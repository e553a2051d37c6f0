// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('@/features/search/server', () => ({ retrievePassages: async () => [] }));
vi.mock('@/features/realtime/server', () => ({
  getQueues: () => Promise.reject(new Error('not in this test')),
  getParking: () => Promise.reject(new Error('not in this test')),
}));

/** What findFlight answers: from the embedded simulator (`simulated: true`) or a configured upstream. */
const source = vi.hoisted(() => ({ simulated: true }));
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
          occurrences: [],
          updatedAt: '2026-11-22 09:00:00',
          stale: false,
          simulated: source.simulated,
        }
      : null,
}));

const { answerQuestion } = await import('./answer');

beforeEach(() => {
  source.simulated = true;
});

describe("Dora's flight answers", () => {
  it('es: says the flight data are simulated when they come from the embedded simulation', async () => {
    const answer = await answerQuestion({ question: '¿Cómo va el vuelo AV9364?', locale: 'es' });
    expect(answer.kind).toBe('flight');
    expect(answer.text).toBe(
      'El vuelo AV9364 de Avianca (Medellín) está programado para las 10:05. Estado: Programado. (datos de vuelo simulados)',
    );
  });

  it('en: says the flight data are simulated when they come from the embedded simulation', async () => {
    const answer = await answerQuestion({ question: 'What is the status of flight AV9364?', locale: 'en' });
    expect(answer.kind).toBe('flight');
    expect(answer.text).toContain('Scheduled');
    expect(answer.text).toMatch(/ \(simulated flight data\)$/);
  });

  it('fr and pt: the note in their language', async () => {
    expect((await answerQuestion({ question: 'vol AV9364', locale: 'fr' })).text).toMatch(
      / \(données de vol simulées\)$/,
    );
    expect((await answerQuestion({ question: 'voo AV9364', locale: 'pt' })).text).toMatch(
      / \(dados de voo simulados\)$/,
    );
  });

  it('es + en: no note when the flight data are real (a configured upstream)', async () => {
    source.simulated = false;
    const es = await answerQuestion({ question: '¿Cómo va el vuelo AV9364?', locale: 'es' });
    expect(es.text).toBe('El vuelo AV9364 de Avianca (Medellín) está programado para las 10:05. Estado: Programado.');
    const en = await answerQuestion({ question: 'What is the status of flight AV9364?', locale: 'en' });
    expect(en.text).not.toMatch(/simulated/i);
  });
});
