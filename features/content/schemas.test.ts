// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentBlockSchema, contentPageSchema, localizedPageSchema } from './schemas';
import { documentSchema, eventEntrySchema, faqEntrySchema, newsEntrySchema } from './entry-schemas';
import { documents } from '@/content/documents';
import { events } from '@/content/entries/events';
import { faq } from '@/content/entries/faq';
import { news } from '@/content/entries/news';

const rich = { type: 'richText', html: '<p>Hola</p>' };

describe('block schemas', () => {
  it('accepts each block type', () => {
    const blocks = [
      rich,
      { type: 'callout', html: '<p>x</p>' },
      { type: 'accordion', faq: true, items: [{ question: '¿Qué?', answerHtml: '<p>Esto.</p>' }] },
      { type: 'cards', items: [{ title: 'Vuelos', text: 'Salidas', href: '/vuelos/salidas' }] },
      { type: 'table', caption: 'Tarifas', columns: ['Servicio', 'Precio'], rows: [['Carro', '{{cartDepositCop}}']] },
      {
        type: 'steps',
        items: [
          { title: 'Uno', text: 'a' },
          { title: 'Dos', text: 'b' },
        ],
      },
      { type: 'contact', phone: '+57 601 266 2000', email: 'info@eldorado.aero', url: 'https://eldorado.aero' },
      { type: 'downloads', items: [{ label: 'Guía', document: 'guia-del-pasajero' }] },
      { type: 'image', illustration: 'plane-terminal', alt: 'Avión frente a la terminal' },
    ];
    for (const block of blocks) expect(contentBlockSchema.safeParse(block).success, block.type).toBe(true);
    expect(contentBlockSchema.parse({ type: 'callout', html: '<p>x</p>' })).toMatchObject({ tone: 'info' });
  });

  it('refuses unsafe or malformed blocks', () => {
    const bad = [
      { type: 'cards', items: [{ title: 'x', text: 'y', href: 'javascript:alert(1)' }] },
      { type: 'cards', items: [{ title: 'x', text: 'y', href: '//evil.example' }] },
      { type: 'cards', items: [{ title: 'x', text: 'y', href: '/\\evil.example' }] },
      { type: 'cards', items: [{ title: 'x', text: 'y', href: '/%5Cevil.example' }] },
      { type: 'cards', items: [{ title: 'x', text: 'y', href: '/\t/evil.example' }] },
      { type: 'cards', items: [{ title: 'x', text: 'y', href: 'JavaScript:alert(1)' }] },
      { type: 'contact', url: '/\\evil.example' },
      { type: 'table', columns: ['a', 'b'], rows: [['1', '2']] },
      { type: 'steps', items: [{ title: 'solo', text: 'uno' }] },
      { type: 'downloads', items: [{ label: 'x', document: '../../etc/passwd' }] },
      { type: 'image', illustration: 'https://stock.example/photo.jpg', alt: 'x' },
      { type: 'richText', html: '   ' },
      { type: 'video', src: '/x.mp4' },
    ];
    for (const block of bad) expect(contentBlockSchema.safeParse(block).success, JSON.stringify(block)).toBe(false);
  });

  it('asks for 3 to 10 blocks, a title and a short description per locale', () => {
    expect(localizedPageSchema.safeParse({ title: 'T', description: 'D', blocks: [rich, rich] }).success).toBe(false);
    expect(localizedPageSchema.safeParse({ title: 'T', description: 'D', blocks: Array(11).fill(rich) }).success).toBe(
      false,
    );
    expect(
      localizedPageSchema.safeParse({ title: 'T', description: 'x'.repeat(201), blocks: [rich, rich, rich] }).success,
    ).toBe(false);
    const locale = { title: 'T', description: 'D', blocks: [rich, rich, rich] };
    expect(
      contentPageSchema.safeParse({
        path: '/carga',
        updatedAt: '2026-11-20',
        locales: { es: locale, en: locale, fr: locale },
      }).success,
    ).toBe(false);
    expect(
      contentPageSchema.safeParse({
        path: '/carga',
        updatedAt: '2026-11-20',
        locales: { es: locale, en: locale, fr: locale, pt: locale },
      }).success,
    ).toBe(true);
  });

  it('validates the entries and documents of content/', () => {
    for (const entry of news) expect(newsEntrySchema.safeParse(entry).success, entry.slug).toBe(true);
    for (const entry of events) expect(eventEntrySchema.safeParse(entry).success, entry.slug).toBe(true);
    for (const entry of faq) expect(faqEntrySchema.safeParse(entry).success, entry.slug).toBe(true);
    for (const document of documents) expect(documentSchema.safeParse(document).success, document.id).toBe(true);
  });
});
