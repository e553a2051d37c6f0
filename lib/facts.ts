import { localeTags, type Locale } from './i18n/locales';
import { formatCop, formatCopRange } from './money';

/*
 * Business facts of SPEC §9, each in one place: a tariff change is a one-line edit here.
 * Content files never type them out: they write {{name}} placeholders, filled when rendered. Message
 * files write [[name]] (ICU gives braces a meaning, and next-intl precompiles the messages at build
 * time; [[…]] is plain text to ICU, so it survives the compile as text). loadMessages
 * (lib/i18n/messages.ts) fills them on the server, so client islands receive finished strings and this
 * module never ships to the browser. Money is formatted for the locale (COP with dot thousands,
 * ARCHITECTURE §4); lists with the locale's conjunction ("5 y 10", "5 and 10").
 */

export const FACTS = {
  cartDepositCop: { kind: 'money', currency: 'COP', amount: 12_000 },
  cartDepositEur: { kind: 'money', currency: 'EUR', amount: 3 },
  cartDepositUsd: { kind: 'money', currency: 'USD', amount: 3 },
  assistedCartCop: { kind: 'money', currency: 'COP', amount: 40_000 },
  assistedCartEur: { kind: 'money', currency: 'EUR', amount: 10 },
  assistedCartUsd: { kind: 'money', currency: 'USD', amount: 10 },
  /** Minutes within which a returned self-service cart gets the whole deposit back. */
  cartRefundMinutes: { kind: 'number', value: 60 },
  cartLocationsFloor1Gates: { kind: 'list', items: ['4', '11'] },
  cartLocationsFloor2Gates: { kind: 'list', items: ['2', '5', '7'] },
  liquidContainerMl: { kind: 'number', value: 100 },
  liquidBagLitres: { kind: 'number', value: 1 },
  liquidBagSize: { kind: 'text', value: '20 x 20 cm' },
  foodCourts: { kind: 'number', value: 5 },
  smokingLaw: { kind: 'text', value: 'Ley 1335 de 2009' },
  taxiFloor: { kind: 'number', value: 1 },
  taxiGates: { kind: 'list', items: ['5', '10'] },
  localBrands: { kind: 'text', value: '40+' },
  exhibitionPhotos: { kind: 'number', value: 60 },
  exhibitionPhotoDiameterCm: { kind: 'number', value: 245 },
  pqrsMaxCharacters: { kind: 'number', value: 2000 },
  doraWhatsapp: { kind: 'text', value: '+57 315 333 3000' },
  dataProtectionLaw: { kind: 'text', value: 'Ley 1581 de 2012' },
  // Getting to the airport (/transporte/como-llegar-al-aeropuerto): reference amounts of `transportFaresYear`,
  // revised each January with Bogotá's decree of fares; taxi and app-car figures are usual ranges, not tariffs.
  // Entered without a source at hand: to be confirmed by the operator before launch.
  transportFaresYear: { kind: 'text', value: '2025' },
  transmilenioFare: { kind: 'money', currency: 'COP', amount: 3_200 },
  sitpFare: { kind: 'money', currency: 'COP', amount: 3_000 },
  taxiToDowntown: { kind: 'moneyRange', currency: 'COP', min: 30_000, max: 40_000 },
  taxiToNorth: { kind: 'moneyRange', currency: 'COP', min: 40_000, max: 55_000 },
  appCarRange: { kind: 'moneyRange', currency: 'COP', min: 35_000, max: 60_000 },
  taxiFromBusTerminal: { kind: 'moneyRange', currency: 'COP', min: 20_000, max: 28_000 },
} as const;

export type FactName = keyof typeof FACTS;

/**
 * Facts kept elsewhere: the airport fee the operator updates each year in `app_config`, and the parking
 * lots' tariffs (lib/parking-tariffs.ts). Content names them like any fact, and the page fills them when it
 * renders (features/content/server/live-facts.ts). Where they cannot be filled (the search index) the
 * sentence is left out.
 */
export const LIVE_FACT_NAMES = [
  'airportTaxDomestic',
  'airportTaxInternational',
  'airportTaxYear',
  'parkingPerHour',
  'parkingPerDay',
] as const;
export type LiveFactName = (typeof LIVE_FACT_NAMES)[number];
export type LiveFacts = Readonly<Partial<Record<LiveFactName, string>>>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** A phone number as a WhatsApp link: `+57 315 333 3000` → `https://wa.me/573153333000`. */
export function whatsappUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/** Dora's WhatsApp link: the `doraWhatsapp` fact, the one place the number is written. */
export const DORA_WHATSAPP_URL = whatsappUrl(FACTS.doraWhatsapp.value);

export function formatFact(name: FactName, locale: Locale): string {
  const fact = FACTS[name];
  switch (fact.kind) {
    case 'money':
      return fact.currency === 'COP'
        ? formatCop(fact.amount)
        : new Intl.NumberFormat(localeTags[locale], {
            style: 'currency',
            currency: fact.currency,
            maximumFractionDigits: 0,
          }).format(fact.amount);
    case 'moneyRange':
      return formatCopRange(fact.min, fact.max);
    case 'number':
      return new Intl.NumberFormat(localeTags[locale]).format(fact.value);
    case 'list':
      return new Intl.ListFormat(localeTags[locale], { style: 'long', type: 'conjunction' }).format(fact.items);
    case 'text':
      return fact.value;
  }
}

export function isFactName(name: string): name is FactName {
  return Object.prototype.hasOwnProperty.call(FACTS, name);
}

/**
 * Fills {{fact}} placeholders of content text; `escape` is applied to each value (HTML escaping for
 * rich text). An unknown placeholder is left as it is (check-content and the tests report it).
 */
export function fillFacts(
  text: string,
  locale: Locale,
  escape: (value: string) => string = (v) => v,
  live: LiveFacts = {},
): string {
  return text.replace(PLACEHOLDER, (match, name: string) => {
    if (isFactName(name)) return escape(formatFact(name, locale));
    if (!(LIVE_FACT_NAMES as readonly string[]).includes(name)) return match;
    // A configuration fact the page could not read (the database down before a first read): a dash, never braces.
    return escape(live[name as LiveFactName] ?? '—');
  });
}

/** Every placeholder name used in a text. */
export function factsUsed(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** Placeholders of message files: `[[name]]`. */
const MESSAGE_PLACEHOLDER = /\[\[(\w+)\]\]/g;

/** Every `[[name]]` placeholder of a message text. */
export function messageFactsUsed(text: string): string[] {
  return [...text.matchAll(MESSAGE_PLACEHOLDER)].map((m) => m[1]!);
}

/**
 * A messages tree with the facts filled into every string: the JSON files' ICU source (tests) as well
 * as next-intl's precompiled form, where a placeholder sits inside a plain-text piece. Fact values
 * hold no ICU syntax characters (facts.test.ts), so they read the same in both forms.
 */
export function fillMessageFacts<T>(messages: T, locale: Locale): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string')
      return node.includes('[[')
        ? node.replace(MESSAGE_PLACEHOLDER, (match, name: string) =>
            isFactName(name) ? formatFact(name, locale) : match,
          )
        : node;
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(messages) as T;
}
