// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildIndex, searchIndex } from './engine';
import { highlight, snippet } from './highlight';
import type { SearchRecord } from './schemas';
import { fold, withinOneEdit, words } from './text';

function record(objectID: string, name: string, text = '', extra: Partial<SearchRecord> = {}): SearchRecord {
  return {
    objectID,
    kind: 'page',
    name,
    routeUrl: `/${objectID}`,
    section: 'Servicios',
    locale: 'es',
    text,
    keywords: [],
    ...extra,
  };
}

const index = buildIndex([
  record('aduanas', 'Aduanas', 'Declare dinero en efectivo y mercancías ante la DIAN.'),
  record('mascotas', 'Viajar con mascotas', 'Requisitos del ICA para perros y gatos.'),
  record('cafe', 'Café de Colombia', 'Tienda de café en el muelle nacional.', {
    kind: 'establishment',
    section: 'Restaurantes',
  }),
  record('equipaje', 'Instrucciones de equipaje', 'Equipaje de mano, líquidos y objetos prohibidos.'),
  record('guarda', 'Guarda equipaje', 'Deje sus maletas por horas.'),
  record('faq-mascotas', 'Otros servicios', 'Baños para mascotas en el muelle internacional.'),
]);

const ids = (query: string, options = {}) =>
  searchIndex(index, { query, ...options }).hits.map((h) => h.record.objectID);

describe('text folding', () => {
  it('drops accents and case', () => {
    expect(fold('Aduanas ÉXITO Ñandú')).toBe('aduanas exito nandu');
    expect(words('¿Dónde está el café?')).toEqual(['donde', 'esta', 'el', 'cafe']);
  });
  it('allows one edit: substitution, insertion, deletion, transposition', () => {
    expect(withinOneEdit('maletas', 'maletaz')).toBe(true);
    expect(withinOneEdit('maletas', 'maletass')).toBe(true);
    expect(withinOneEdit('maletas', 'maltas')).toBe(true);
    expect(withinOneEdit('maletas', 'mlaetas')).toBe(true);
    expect(withinOneEdit('maletas', 'mlaetaz')).toBe(false);
  });
});

describe('searchIndex', () => {
  it('ignores accents and case both ways', () => {
    expect(ids('aduana')).toEqual(['aduanas']);
    expect(ids('cafe')[0]).toBe('cafe');
    expect(ids('CAFÉ')[0]).toBe('cafe');
  });
  it('tolerates one typo in words of 5+ letters, not in shorter ones', () => {
    expect(ids('mascotsa')).toContain('mascotas');
    expect(ids('equipaj')).toContain('equipaje');
    expect(ids('equpaje')).toContain('equipaje');
    expect(ids('ics')).toEqual([]);
  });
  it('ranks a name match above a text match, and exact above typo', () => {
    expect(ids('mascotas')).toEqual(['mascotas', 'faq-mascotas']);
    expect(ids('guarda equipaje')[0]).toBe('guarda');
  });
  it('requires every word by default, any word for the assistant', () => {
    expect(ids('equipaje perros')).toEqual([]);
    expect(ids('equipaje perros', { requireAllWords: false })).toEqual(
      expect.arrayContaining(['equipaje', 'mascotas']),
    );
  });
  it('matches the last word as a prefix (search as you type)', () => {
    expect(ids('masc')).toContain('mascotas');
    expect(ids('masc equipaje')).not.toContain('mascotas');
  });
  it('drops stop words on request', () => {
    expect(ids('¿dónde están las aduanas?', { dropStopWords: true, requireAllWords: false })[0]).toBe('aduanas');
  });
  it('pages by hitsPerPage and counts pages', () => {
    const result = searchIndex(index, { query: 'e', hitsPerPage: 2, page: 1 });
    expect(result.hits).toHaveLength(2);
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 2));
    expect(searchIndex(index, { query: '   ' }).nbHits).toBe(0);
  });
});

describe('highlight and snippet', () => {
  const hit = searchIndex(index, { query: 'cafe' }).hits[0]!;
  const input = { matchedBy: hit.matchedBy, queryWords: ['cafe'] };
  it('wraps matched words (accents kept) and escapes HTML', () => {
    expect(highlight('Café <b>& té</b>', input)).toEqual({
      value: '<em>Café</em> &lt;b&gt;&amp; té&lt;/b&gt;',
      matchLevel: 'full',
      matchedWords: ['cafe'],
      fullyHighlighted: false,
    });
    expect(highlight('Té', input).matchLevel).toBe('none');
  });
  it('uses the tags asked for', () => {
    expect(highlight('Café', { ...input, tags: { pre: '__ais-highlight__', post: '__/ais-highlight__' } }).value).toBe(
      '__ais-highlight__Café__/ais-highlight__',
    );
  });
  it('snippets around the first match', () => {
    const long = `${'palabra '.repeat(40)}un café aquí ${'otra '.repeat(40)}`;
    const result = snippet(long, input);
    expect(result.value.startsWith('…')).toBe(true);
    expect(result.value.endsWith('…')).toBe(true);
    expect(result.value).toContain('<em>café</em>');
  });
});

describe('plurals', () => {
  it('matches singular and plural forms (ignorePlurals)', () => {
    const plural = buildIndex([record('a', 'Voyager avec un animal'), record('b', 'Viajar con mascota')]);
    expect(searchIndex(plural, { query: 'animaux' }).hits.map((h) => h.record.objectID)).toEqual(['a']);
    expect(searchIndex(plural, { query: 'animais' }).hits.map((h) => h.record.objectID)).toEqual(['a']);
    expect(searchIndex(plural, { query: 'mascotas' }).hits.map((h) => h.record.objectID)).toEqual(['b']);
  });
});
