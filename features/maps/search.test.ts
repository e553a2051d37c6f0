// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';
import { searchPoints, servicePoints } from './points';

/** The service points named as the page names them, in each language (kinds and "Sala {detail}"). */
function pointsIn(messages: typeof es) {
  const kinds = messages.maps.kinds as Record<string, string>;
  const detailed = messages.maps.kindsDetail as Record<string, string>;
  return servicePoints((kind, detail) => {
    const template = detail ? detailed[kind] : undefined;
    return template && detail ? template.replace('{detail}', detail) : (kinds[kind] ?? kind);
  });
}

const LOCALES = { es, en, fr, pt } as const;
const GATE_SEARCHES = ['puerta 12', 'Puerta 12', 'gate 12', 'Gate 12', 'sala 12', 'porte 12', 'portão 12', 'portao 12'];

describe('searching the map for a gate', () => {
  for (const [locale, messages] of Object.entries(LOCALES)) {
    const points = pointsIn(messages);
    for (const search of GATE_SEARCHES) {
      it(`${locale}: "${search}" finds gate 12 first`, () => {
        expect(searchPoints(points, search)[0]?.id).toBe('gate-12');
      });
    }
    it(`${locale}: a gate's number is a whole number ("gate 1" is not gate 12 nor 10)`, () => {
      const found = searchPoints(points, 'gate 1').map((point) => point.id);
      expect(found[0]).toBe('gate-1');
      expect(found).not.toContain('gate-12');
      expect(found).not.toContain('gate-10');
    });
  }

  it('the name still matches part of a word, and other places keep their own words', () => {
    const points = pointsIn(es);
    expect(searchPoints(points, 'plazoleta').length).toBeGreaterThan(0);
    expect(searchPoints(points, 'taxis').every((point) => point.kind === 'taxi')).toBe(true);
  });
});
