// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';
import { locales, type Locale } from './locales';
import { loadMessages, mergeMessages } from './messages';

type Messages = Record<string, unknown>;

const files: Record<Locale, Messages> = { es, en, fr, pt };

/** Every leaf of a messages tree as `dotted.key → string`. */
function leaves(tree: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of leaves(value as Messages, path)) out.set(k, v);
    } else {
      out.set(path, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  return out;
}

/**
 * Names of the ICU arguments of a message (`{count}`, `{count, plural, …}`), descending into
 * plural/select branches. Apostrophe-quoted text is skipped. Good enough to catch a translator
 * renaming or dropping a placeholder.
 */
function icuArguments(message: string): string[] {
  const names = new Set<string>();
  let i = 0;
  function skipQuoted() {
    // '{' … ' quotes literal text; '' is an apostrophe.
    const end = message.indexOf("'", i + 1);
    i = end === -1 ? message.length : end + 1;
  }
  function parseText(stopAtClose: boolean) {
    while (i < message.length) {
      const c = message[i];
      if (c === "'" && (message[i + 1] === '{' || message[i + 1] === '}')) skipQuoted();
      else if (c === '{') parseArgument();
      else if (c === '}' && stopAtClose) return;
      else i++;
    }
  }
  function parseArgument() {
    i++; // {
    const head = /^\s*([^\s,{}]+)\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(i));
    if (!head) return;
    names.add(head[1] as string);
    i += head[0].length;
    const type = head[2];
    if (message[i] === '}') {
      i++;
      return;
    }
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      if (message[i] === ',') i++;
      // options: selector { message } … up to the argument's closing brace
      while (i < message.length && message[i] !== '}') {
        if (message[i] === '{') {
          i++;
          parseText(true);
          i++; // }
        } else i++;
      }
      i++;
      return;
    }
    // number/date/time with a style: skip to the matching brace
    let depth = 1;
    while (i < message.length && depth > 0) {
      if (message[i] === '{') depth++;
      else if (message[i] === '}') depth--;
      i++;
    }
  }
  parseText(false);
  return [...names].sort();
}

const esLeaves = leaves(es);
const leavesOf = Object.fromEntries(locales.map((l) => [l, leaves(files[l])])) as Record<Locale, Map<string, string>>;

describe('message files', () => {
  it('have the same keys in es, en, fr and pt', () => {
    const problems: string[] = [];
    for (const locale of locales) {
      if (locale === 'es') continue;
      const keys = leavesOf[locale];
      const missing = [...esLeaves.keys()].filter((k) => !keys.has(k));
      const extra = [...keys.keys()].filter((k) => !esLeaves.has(k));
      const show = (list: string[]) =>
        list.slice(0, 40).join(', ') + (list.length > 40 ? `, … (+${list.length - 40})` : '');
      if (missing.length)
        problems.push(`messages/${locale}.json lacks ${missing.length} key(s) of es.json: ${show(missing)}`);
      if (extra.length)
        problems.push(`messages/${locale}.json has ${extra.length} key(s) that es.json lacks: ${show(extra)}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('have no empty strings', () => {
    const empty = locales.flatMap((l) => [...leavesOf[l]].filter(([, v]) => v.trim() === '').map(([k]) => `${l}:${k}`));
    expect(empty, `Empty messages: ${empty.join(', ')}`).toEqual([]);
  });

  it('use the same ICU arguments in every locale', () => {
    const problems: string[] = [];
    for (const [key, source] of esLeaves) {
      const expected = icuArguments(source).join(',');
      for (const locale of locales) {
        const text = leavesOf[locale].get(key);
        if (locale === 'es' || text === undefined) continue;
        const actual = icuArguments(text).join(',');
        if (actual !== expected) problems.push(`${locale}:${key} uses {${actual}} where es uses {${expected}}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it.each(['fr', 'pt'] as const)('%s is a real translation, not a copy of English', (locale) => {
    // Strings that are the same in Spanish too (names, codes, "Dora", "WhatsApp") or very short are not evidence.
    const comparable = [...leavesOf[locale]].filter(([key, text]) => {
      const letters = text.replace(/\{[^}]*\}/g, '').replace(/[^\p{L}]/gu, '');
      return letters.length > 3 && leavesOf.en.has(key) && esLeaves.get(key) !== text;
    });
    const copied = comparable.filter(([key, text]) => leavesOf.en.get(key) === text).map(([key]) => key);
    const ratio = comparable.length ? copied.length / comparable.length : 0;
    expect(
      ratio,
      `${copied.length} of ${comparable.length} ${locale} strings are identical to English: ${copied.slice(0, 30).join(', ')}`,
    ).toBeLessThan(0.1);
  });

  it('are the only source of the strings: no per-locale JSON elsewhere', () => {
    // Per-feature copies merged into these files by a script drifted from them; each string has one home.
    expect(readdirSync('messages').sort()).toEqual(locales.map((l) => `${l}.json`).sort());
    const strays = ['app', 'components', 'content', 'features', 'lib', 'scripts']
      .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((f) => path.join(folder, f)))
      .filter((file) => file.endsWith('.json') && statSync(file).isFile())
      .filter((file) => {
        const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
        return typeof json === 'object' && json !== null && locales.some((l) => l in json);
      });
    expect(strays, `Strings outside messages/: ${strays.join(', ')}`).toEqual([]);
  });

  it('give every page a description and an intro beside its title (lib/i18n/keys.ts PageKey)', () => {
    const incomplete = [...esLeaves.keys()]
      .filter((key) => key.startsWith('pages.') && key.endsWith('.title'))
      .map((key) => key.slice(0, -'.title'.length))
      .filter((page) => !esLeaves.has(`${page}.description`) || !esLeaves.has(`${page}.intro`));
    expect(incomplete, `Pages without a description or an intro: ${incomplete.join(', ')}`).toEqual([]);
  });

  it('parses ICU arguments (self-check of the helper)', () => {
    expect(icuArguments('Hola {name}')).toEqual(['name']);
    expect(icuArguments('{count, plural, one {# vuelo de {airline}} other {# vuelos}}')).toEqual(['airline', 'count']);
    expect(icuArguments("It''s '{literal}' {n, number, ::currency/COP}")).toEqual(['n']);
    expect(icuArguments('Sin argumentos')).toEqual([]);
  });
});

describe('mergeMessages', () => {
  it('fills keys the locale lacks from Spanish, at any depth', () => {
    const merged = mergeMessages(
      { common: { home: 'Inicio', siteName: 'El Dorado' }, errors: { unknown: 'Error desconocido' } },
      { common: { home: 'Home' } },
    );
    expect(merged).toEqual({
      common: { home: 'Home', siteName: 'El Dorado' },
      errors: { unknown: 'Error desconocido' },
    });
  });

  it('lets the locale win and replaces (does not merge) arrays and leaves', () => {
    const merged = mergeMessages({ a: ['x', 'y'], b: { c: 'es' }, d: 'es' }, { a: ['z'], b: 'flat', d: 'en' });
    expect(merged).toEqual({ a: ['z'], b: 'flat', d: 'en' });
  });

  it('does not mutate its inputs', () => {
    const base = { common: { home: 'Inicio', siteName: 'El Dorado' } };
    const override = { common: { home: 'Home' } };
    mergeMessages(base, override);
    expect(base).toEqual({ common: { home: 'Inicio', siteName: 'El Dorado' } });
    expect(override).toEqual({ common: { home: 'Home' } });
  });

  it('loadMessages gives each locale every Spanish key', async () => {
    for (const locale of locales) {
      const loaded = leaves(await loadMessages(locale));
      const missing = [...esLeaves.keys()].filter((k) => !loaded.has(k));
      expect(missing, `${locale} after fallback lacks: ${missing.join(', ')}`).toEqual([]);
    }
    expect((await loadMessages('es')).errors).toEqual(es.errors);
  });
});
