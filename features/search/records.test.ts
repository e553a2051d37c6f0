// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';
import { contentFiles, manifestSource } from './generate-content-manifest.mjs';
import { establishmentPath, faqRecords, pageRecords, passageRecords, plainText } from './records';
import { searchRecordSchema } from './schemas';
import { CONTENT_PAGES } from './server/content-pages.generated';

describe('content manifest', () => {
  it('lists every file under content/pages (run generate-content-manifest.mjs after adding one)', () => {
    expect(readFileSync('features/search/server/content-pages.generated.ts', 'utf8')).toBe(
      manifestSource(contentFiles()),
    );
  });
});

describe('records', () => {
  it('builds one valid page record per searchable route, in each locale, with its locale prefix', async () => {
    for (const locale of ['es', 'en', 'fr', 'pt'] as const) {
      const records = pageRecords({ locale, messages: await loadMessages(locale), contentPages: CONTENT_PAGES });
      for (const record of records) expect(searchRecordSchema.parse(record).locale).toBe(locale);
      const pets = records.find((r) => r.objectID === 'page:/servicios/mascotas');
      expect(pets?.routeUrl).toBe(locale === 'es' ? '/servicios/mascotas' : `/${locale}/servicios/mascotas`);
      expect(pets?.text.length).toBeGreaterThan(500);
      expect(records.some((r) => r.routeUrl.includes('['))).toBe(false);
    }
  });
  it('uses the locale’s own texts (not Spanish) for en, fr and pt', async () => {
    const en = pageRecords({ locale: 'en', messages: await loadMessages('en'), contentPages: CONTENT_PAGES });
    expect(en.find((r) => r.objectID === 'page:/servicios/aduanas')?.name).toBe('Customs');
  });
  it('makes FAQ questions and block passages their own records', () => {
    const faq = faqRecords({ locale: 'es', contentPages: CONTENT_PAGES });
    expect(faq.length).toBeGreaterThan(20);
    expect(faq.every((r) => r.kind === 'faq' && r.name.length > 0 && r.text.length > 0)).toBe(true);
    expect(passageRecords({ locale: 'fr', contentPages: CONTENT_PAGES }).length).toBeGreaterThan(
      CONTENT_PAGES.length * 3,
    );
  });
  it('reads rich text as plain text and leaves out sentences with fact placeholders', () => {
    expect(
      plainText('<p>Carros <strong>gratis</strong> &amp; cómodos.</p><p>Depósito {{cartDepositCop}}. Fin.</p>'),
    ).toBe('Carros gratis & cómodos. Fin.');
  });
  it('links establishments to their detail pages', () => {
    expect(establishmentPath({ id: 3, businessType: 'restaurantes' })).toBe('/establecimientos/restaurantes/3');
    expect(establishmentPath({ id: 4, businessType: 'salas-vip' })).toBe('/establecimientos/salas-vip/detalle/4');
  });
});

describe('FAQ entry records', () => {
  it('makes one record per entry per locale, linking to its anchor on /faq, with its topic as keyword', async () => {
    const { bundledFaqGroups } = await import('@/tests/faq-groups');
    const { faq } = await import('@/content/entries/faq');
    const { faqEntryRecords, faqEntryPassages } = await import('./records');
    for (const locale of ['es', 'en', 'fr', 'pt'] as const) {
      const records = faqEntryRecords(locale, 'FAQ', bundledFaqGroups(locale), (topic) => `topic:${topic}`);
      expect(records).toHaveLength(faq.length);
      for (const record of records) expect(searchRecordSchema.parse(record).locale).toBe(locale);
      const prefix = locale === 'es' ? '' : `/${locale}`;
      const liquids = records.find((r) => r.objectID === 'faq-entry:liquidos-equipaje-de-mano')!;
      expect(liquids).toMatchObject({
        kind: 'faq',
        routeUrl: `${prefix}/faq#liquidos-equipaje-de-mano`,
        keywords: ['topic:equipaje'],
      });
      // Facts are filled in (the store's answer), never left as {{placeholders}}.
      expect(liquids.text).toContain('100 ml');
      expect(records.every((r) => r.text.length > 20 && !r.text.includes('{{'))).toBe(true);
      const passages = faqEntryPassages(locale, 'FAQ', bundledFaqGroups(locale));
      expect(passages.find((p) => p.objectID === 'passage:faq-entry:objetos-perdidos')?.links).toContain(
        `${prefix}/servicios/objetos-perdidos`,
      );
    }
  });
});
