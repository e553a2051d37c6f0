// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DISMISSED_KEY, promosToShow, readDismissed, rememberDismissed, type PromoItem } from './promo';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const promo = (kind: PromoItem['kind'], id: string): PromoItem => ({
  kind,
  id,
  title: id,
  body: '',
  imageUrl: null,
  url: null,
});

describe('promos', () => {
  it('shows the first banner and popup not dismissed, and remembers a dismissal', () => {
    const storage = memoryStorage();
    const promos = [promo('banner', 'b1'), promo('popup', 'p1'), promo('popup', 'p2')];
    expect(promosToShow(promos, readDismissed(storage)).map((p) => p.id)).toEqual(['b1', 'p1']);
    rememberDismissed(storage, 'p1');
    rememberDismissed(storage, 'b1');
    expect(promosToShow(promos, readDismissed(storage)).map((p) => p.id)).toEqual(['p2']);
  });

  it('tolerates corrupt or missing storage', () => {
    expect(readDismissed(memoryStorage({ [DISMISSED_KEY]: '{not json' })).size).toBe(0);
    expect(readDismissed(undefined).size).toBe(0);
    expect(() => rememberDismissed(undefined, 'x')).not.toThrow();
  });
});
