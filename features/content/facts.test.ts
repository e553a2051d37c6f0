// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import {
  FACTS,
  factsUsed,
  LIVE_FACT_NAMES,
  fillMessageFacts,
  formatFact,
  isFactName,
  messageFactsUsed,
  type FactName,
} from '@/lib/facts';
import { loadMessages } from '@/lib/i18n/messages';

/*
 * SPEC §9's constants live once, in lib/facts.ts. Content files refer to them as {{placeholders}},
 * message files as [[placeholders]]; a value typed out in any of them would not change with a tariff
 * edit. This scans the text for the facts' literal values and names where each one is typed out.
 */

const ROOT = process.cwd();

/** The literal forms of the facts, as a writer would type them in any of the four languages. */
const LITERALS: { fact: string; pattern: RegExp }[] = [
  { fact: 'cartDepositCop', pattern: /\b12[.,\s\u00a0\u202f]000\b/ },
  { fact: 'assistedCartCop', pattern: /\b40[.,\s\u00a0\u202f]000\b/ },
  { fact: 'cartDeposit/assistedCart EUR/USD', pattern: /\b(3|10)\s?(EUR|USD|€|US\$)/ },
  { fact: 'liquidContainerMl', pattern: /\b100\s?ml\b/i },
  { fact: 'liquidBagSize', pattern: /\b20\s?x\s?20\b/i },
  { fact: 'smokingLaw', pattern: /\b1335\b/ },
  { fact: 'exhibitionPhotoDiameterCm', pattern: /\b245\s?cm\b/i },
  { fact: 'taxiGates', pattern: /\b(puertas|gates|portes|portas|portões) 5 (y|and|et|e) 10\b/i },
];

function walk(dir: string, accept: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full, accept) : accept(name) ? [full] : [];
  });
}

/** Every string of a JSON tree as `dotted.key → text`. */
function strings(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree && typeof tree === 'object')
    return Object.entries(tree).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

const messageFiles = walk(path.join(ROOT, 'messages'), (n) => n.endsWith('.json'));
const contentFiles = walk(path.join(ROOT, 'content'), (n) => n.endsWith('.ts'));

function typedOut(texts: [string, string][]): string[] {
  return texts.flatMap(([where, text]) =>
    LITERALS.filter(({ pattern }) => pattern.test(text)).map(
      ({ fact, pattern }) => `${where}: "${text.match(pattern)![0]}" (use the ${fact} placeholder)`,
    ),
  );
}

describe('SPEC §9 facts come from lib/facts.ts', () => {
  it('are never typed out in messages/*.json', () => {
    const found = messageFiles.flatMap((file) =>
      typedOut(
        strings(JSON.parse(readFileSync(file, 'utf8'))).map(([key, text]) => [
          `${path.relative(ROOT, file)} ${key}`,
          text,
        ]),
      ),
    );
    expect(found, found.join('\n')).toEqual([]);
  });

  it('are never typed out in the content files (pages, drafts, entries, documents, transport)', () => {
    const found = contentFiles.flatMap((file) =>
      typedOut(
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => [`${path.relative(ROOT, file)}:${i + 1}`, line]),
      ),
    );
    expect(found, found.join('\n')).toEqual([]);
  });

  it('name only known facts: [[name]] in message files, {{name}} in content files', () => {
    const unknown = [
      ...messageFiles.flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const wrongSyntax = factsUsed(text).map(
          (n) => `${path.relative(ROOT, file)}: {{${n}}} (messages use [[${n}]]: ICU gives braces a meaning)`,
        );
        return [
          ...wrongSyntax,
          ...messageFactsUsed(text)
            .filter((n) => !isFactName(n))
            .map((n) => `${path.relative(ROOT, file)}: [[${n}]]`),
        ];
      }),
      ...contentFiles.flatMap((file) =>
        factsUsed(readFileSync(file, 'utf8'))
          .filter((n) => !(n in FACTS) && !(LIVE_FACT_NAMES as readonly string[]).includes(n))
          .map((n) => `${path.relative(ROOT, file)}: {{${n}}}`),
      ),
    ];
    expect(unknown).toEqual([]);
  });

  it('the catalogue itself catches a typed-out value (self-check)', () => {
    expect(typedOut([['x', 'Depósito de 12.000 COP']])).toHaveLength(1);
    expect(typedOut([['x', 'containers of 100 ml, a 20x20 cm bag (Ley 1335 de 2009)']])).toHaveLength(3);
    expect(typedOut([['x', 'Depósito de {{cartDepositCop}}, portes [[taxiGates]]']])).toEqual([]);
  });
});

describe('facts in messages', () => {
  it('are filled when the messages are loaded, formatted for each locale', async () => {
    const es = (await loadMessages('es')) as { pages: { servicios: Record<string, { intro: string }> } };
    const en = (await loadMessages('en')) as typeof es;
    expect(es.pages.servicios['carros-de-equipaje']!.intro).toContain('$ 12.000');
    expect(es.pages.servicios['carros-de-equipaje']!.intro).toContain('$ 40.000');
    expect(en.pages.servicios['carros-de-equipaje']!.intro).toContain('€3');
    for (const locale of ['es', 'en', 'fr', 'pt'] as const) {
      const all = strings(await loadMessages(locale));
      expect(
        all.filter(([, text]) => /\{\{|\[\[/.test(text)).map(([key]) => key),
        locale,
      ).toEqual([]);
    }
  });

  it("are plain text to ICU, so they read the same in the source and in next-intl's precompiled form", () => {
    for (const locale of ['es', 'en', 'fr', 'pt'] as const) {
      for (const name of Object.keys(FACTS) as FactName[])
        expect(formatFact(name, locale), `${name} (${locale})`).not.toMatch(/[{}'#]/);
    }
    const filled = fillMessageFacts({ a: { b: 'Taxis: [[taxiGates]] · {count} · [[unknown]]' } }, 'es');
    expect(filled.a.b).toBe('Taxis: 5 y 10 · {count} · [[unknown]]');
    expect(
      createTranslator({ locale: 'en', messages: fillMessageFacts({ m: 'Gates [[taxiGates]], {n} carts' }, 'en') })(
        'm',
        { n: '3' },
      ),
    ).toBe('Gates 5 and 10, 3 carts');
    // A precompiled message: plain-text pieces are strings inside arrays.
    expect(fillMessageFacts({ m: ['Depósito de [[cartDepositCop]] y ', ['n']] }, 'es')).toEqual({
      m: ['Depósito de $ 12.000 y ', ['n']],
    });
  });
});
