/*
 * Text folding for the search index (client-safe, no imports): lower case without accents, split into
 * words, and the bounded edit distance that gives typo tolerance (SPEC: one edit for words of 5+ letters).
 */

/** Lower case without diacritics: "Aduanas" → "aduanas", "Café" → "cafe", "Ñ" → "n". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The folded words of a text, in order. */
export function words(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

const COMPOUND = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/** The words of a text plus its hyphenated compounds written as one word ("wi-fi" → wifi, "check-in" → checkin). */
export function indexWords(text: string): string[] {
  const compounds = (fold(text).match(COMPOUND) ?? []).map((c) => c.replaceAll('-', ''));
  return [...words(text), ...compounds];
}

/** Words of at least this length tolerate one typo (insertion, deletion, substitution or transposition). */
export const MIN_TYPO_LENGTH = 5;

/** True when `a` and `b` are at most one edit apart (Damerau: a swap of two neighbours counts as one). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // transposition
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Singular and plural forms a word may stand for (Algolia's ignorePlurals, lightly, for es/en/fr/pt):
 * mascotas ↔ mascota, animaux ↔ animal, animais ↔ animal, voos ↔ voo, aviones ↔ avion.
 */
export function pluralVariants(word: string): string[] {
  if (word.length < 4 || /\d/.test(word)) return [];
  const variants = new Set<string>([`${word}s`, `${word}es`]);
  if (word.endsWith('s')) variants.add(word.slice(0, -1));
  if (word.endsWith('es')) variants.add(word.slice(0, -2));
  if (word.endsWith('aux')) variants.add(`${word.slice(0, -3)}al`);
  if (word.endsWith('al')) variants.add(`${word.slice(0, -2)}aux`).add(`${word.slice(0, -2)}ais`);
  if (word.endsWith('ais')) variants.add(`${word.slice(0, -3)}al`);
  if (word.endsWith('oes') || word.endsWith('aes')) variants.add(`${word.slice(0, -3)}ao`);
  if (word.endsWith('ao')) variants.add(`${word.slice(0, -2)}oes`);
  variants.delete(word);
  return [...variants];
}

/**
 * One-way synonyms (Algolia's synonyms, a small hand-made set for passengers' words): a query word
 * also matches these index words, ranked below an exact match. Folded, per the four languages.
 */
const SYNONYM_GROUPS: Record<string, string> = {
  // es
  perro: 'mascota mascotas',
  perros: 'mascota mascotas',
  gatos: 'mascota mascotas',
  maleta: 'equipaje',
  maletas: 'equipaje',
  wifi: 'internet',
  dejar: 'guarda',
  // en
  dog: 'pet pets',
  dogs: 'pet pets',
  cat: 'pet pets',
  cats: 'pet pets',
  bag: 'luggage baggage',
  bags: 'luggage baggage',
  suitcase: 'luggage baggage',
  store: 'left storage',
  leave: 'left storage',
  pray: 'prayer',
  lost: 'property',
  wheelchair: 'wheelchairs',
  // fr
  chien: 'animal animaux',
  chiens: 'animal animaux',
  chat: 'animal animaux',
  valise: 'bagage bagages',
  valises: 'bagage bagages',
  perdu: 'trouves objets',
  perdue: 'trouves objets',
  recuperer: 'trouves',
  // pt
  cachorro: 'animais animal cao caes pet',
  cachorros: 'animais animal cao caes pet',
  gato: 'mascota mascotas animais animal pet',
  mala: 'bagagem',
  malas: 'bagagem guarda volumes',
  guardar: 'guarda volumes',
  perdi: 'achados perdidos',
  perdido: 'achados perdidos',
  wi: 'wifi',
  // es, pt
  gratis: 'gratuito gratuita gratuitos gratuitas',
};

export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(SYNONYM_GROUPS).map(([word, list]) => [word, list.split(' ')]),
);

/** Stop words left out of the assistant's questions (the search box keeps every word, as Algolia does). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  words(
    // es
    'a al algo como con cual cuales cuando de del donde el ella en es esta este hay la las lo los me mi mis mucho ' +
      'muy necesito no o para pero por puedo que quiero se si sin sobre su sus te tengo un una uno y ya yo hola ' +
      'favor gracias debo deben hacer cuanto cuanta pido pedir solicito solicitar unas unos algunas algunos ' +
      // en
      'about an and are as at be can could do does for from have how i in is it its me my of on or please the ' +
      'there to what when where which who with would you your hello hi should need want much many few some ' +
      // fr
      'au aux avec ce ces comment dans des du est et il je la le les ma mes mon ne nous ou par pas peut peux ' +
      'pour quand que quel quelle qui sur un une vous votre bonjour dois faut est-ce combien ' +
      // pt
      'ao aos as com como da das do dos e em eu há meu minha na nas no nos o os ou para pela pelo por posso ' +
      'qual quando que se sem seu sua um uma voce ola preciso quanto tem solicito algumas alguns',
  ),
);
