// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import page from '@/content/pages/comunicados/tasa-aeroportuaria';
import { prepareBlocks } from '../render-blocks';
import { contentBlockSchema } from '../schemas';

const configuration = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/features/client-configuration/server', () => ({ getClientConfiguration: configuration.get }));

const { liveFacts, parkingFacts } = await import('./live-facts');

const taxes = {
  year: 2025,
  domestic: { amount: 20700, currency: 'COP' },
  international: { amount: 49, currency: 'USD' },
};

beforeEach(() => configuration.get.mockResolvedValue({ airportTaxes: taxes }));

describe('facts from the runtime configuration', () => {
  it('formats the airport fee and its year for each language', async () => {
    expect(await liveFacts('es')).toEqual({
      airportTaxDomestic: '$ 20.700 COP',
      airportTaxInternational: expect.stringMatching(/^USD\s49$/),
      airportTaxYear: '2025',
      parkingPerHour: '$ 6.600 – $ 9.120',
      parkingPerDay: '$ 45.000 – $ 72.000',
    });
    expect((await liveFacts('en')).airportTaxInternational).toMatch(/^USD\s49$/);
  });

  it('fills the fee page: its callout and its FAQ answer state the amounts with their year (es, en)', async () => {
    for (const locale of ['es', 'en'] as const) {
      const stored = page.locales[locale]!.blocks.map((block) => contentBlockSchema.parse(block));
      const blocks = prepareBlocks(stored, locale, new Map(), await liveFacts(locale));
      const text = JSON.stringify(blocks);
      expect(text).toContain('$ 20.700 COP');
      expect(text).toMatch(/USD\s49/);
      expect(text).toContain('2025');
      expect(text).not.toContain('{{');
    }
  });

  it('follows the configuration: a new year and amount show without a code change', async () => {
    configuration.get.mockResolvedValue({
      airportTaxes: { ...taxes, year: 2026, domestic: { amount: 21900, currency: 'COP' } },
    });
    expect(await liveFacts('es')).toMatchObject({ airportTaxDomestic: '$ 21.900 COP', airportTaxYear: '2026' });
  });

  it('leaves the facts out when the configuration cannot be read', async () => {
    const down = async () => {
      throw new Error('database down');
    };
    expect(await liveFacts('es', down)).toEqual(parkingFacts());
    const stored = page.locales.es.blocks.map((block) => contentBlockSchema.parse(block));
    const text = JSON.stringify(prepareBlocks(stored, 'es', new Map(), {}));
    expect(text).not.toContain('{{');
    expect(text).toContain('tasa nacional —');
  });
});

describe('parking tariffs', () => {
  it("are the lots' own: a car's hour (the per-minute rate × 60) and daily maximum, cheapest to dearest", () => {
    expect(parkingFacts()).toEqual({ parkingPerHour: '$ 6.600 – $ 9.120', parkingPerDay: '$ 45.000 – $ 72.000' });
  });
});
