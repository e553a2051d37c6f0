import { formatCop } from '@/lib/money';
import type { offers } from '../schema';
import type { Localized } from '@/lib/server/db/seed-data/text';

type Row = typeof offers.$inferInsert;
type Kind = 'percent' | 'twoForOne' | 'gift' | 'combo';
type Audience = 'passengers' | 'employees';

interface OfferSpec {
  id: number;
  establishmentId: number;
  establishment: string;
  audience: Audience;
  category: 'duty_free' | 'food_beverages' | 'shopping';
  area: 'departures' | 'arrivals';
  featured: boolean;
  validFrom: string;
  validUntil: string;
  kind: Kind;
  /** Percentage or price in pesos, depending on the kind. */
  value?: number;
  /** What the offer is on, in es/en/fr/pt (lower case, as it reads inside a sentence). */
  item: Localized;
}

const ITEMS = {
  coffee: ['café de origen', 'single-origin coffee', 'café d’origine', 'café de origem'],
  coffeeBag: [
    'café colombiano en grano',
    'Colombian coffee beans',
    'café colombien en grains',
    'café colombiano em grãos',
  ],
  breakfast: ['desayunos', 'breakfast', 'petit-déjeuner', 'café da manhã'],
  burger: ['combo de hamburguesa', 'burger meal', 'menu burger', 'combo de hambúrguer'],
  beer: ['cerveza artesanal', 'craft beer', 'bière artisanale', 'cerveja artesanal'],
  crepes: ['crepes de sal', 'savoury crêpes', 'crêpes salées', 'crepes salgados'],
  dessert: ['postre', 'dessert', 'dessert', 'sobremesa'],
  spirits: ['licores seleccionados', 'selected spirits', 'spiritueux sélectionnés', 'bebidas selecionadas'],
  perfume: ['perfumes y cosméticos', 'perfume and cosmetics', 'parfums et cosmétiques', 'perfumes e cosméticos'],
  chocolates: ['chocolates colombianos', 'Colombian chocolates', 'chocolats colombiens', 'chocolates colombianos'],
  luggage: ['maletas de cabina', 'cabin bags', 'bagages cabine', 'malas de bordo'],
  crafts: ['artesanías', 'handicrafts', 'artisanat', 'artesanato'],
  emeralds: ['joyas con esmeraldas', 'emerald jewellery', 'bijoux en émeraude', 'joias com esmeraldas'],
  books: ['libros', 'books', 'livres', 'livros'],
  headphones: ['audífonos', 'headphones', 'casques audio', 'fones de ouvido'],
  lunch: ['almuerzo del día', 'lunch of the day', 'menu du jour', 'almoço do dia'],
  pizza: ['pizza personal', 'personal pizza', 'pizza individuelle', 'pizza individual'],
  chicken: ['combo de pollo', 'chicken meal', 'menu poulet', 'combo de frango'],
  juice: ['jugos naturales', 'fresh juices', 'jus frais', 'sucos naturais'],
  pharmacy: [
    'productos de cuidado personal',
    'personal care products',
    'produits de soin',
    'produtos de cuidado pessoal',
  ],
  clothing: ['ropa y accesorios', 'clothing and accessories', 'vêtements et accessoires', 'roupas e acessórios'],
} satisfies Record<string, Localized>;

const o = (
  id: number,
  establishmentId: number,
  establishment: string,
  audience: Audience,
  category: OfferSpec['category'],
  area: OfferSpec['area'],
  featured: boolean,
  [validFrom, validUntil]: [string, string],
  kind: Kind,
  item: keyof typeof ITEMS,
  value?: number,
): OfferSpec => ({
  id,
  establishmentId,
  establishment,
  audience,
  category,
  area,
  featured,
  validFrom,
  validUntil,
  kind,
  value,
  item: ITEMS[item],
});

const SEASON: [string, string] = ['2026-09-01', '2027-06-30'];
const YEAR: [string, string] = ['2026-01-15', '2027-12-31'];
const EXPIRED: [string, string] = ['2026-06-01', '2026-10-31'];
const UPCOMING: [string, string] = ['2027-07-01', '2027-09-30'];

/** Offers of the seed. Ids 3, 21 have expired and 26 has not started: none of them is ever listed today. */
const SPECS: OfferSpec[] = [
  o(
    1,
    2001,
    'Dufry Duty Free Salidas',
    'passengers',
    'duty_free',
    'departures',
    true,
    SEASON,
    'percent',
    'spirits',
    20,
  ),
  o(2, 2004, 'Dufry Beauty', 'passengers', 'duty_free', 'departures', true, SEASON, 'percent', 'perfume', 15),
  o(
    3,
    2002,
    'Dufry Duty Free Muelle Norte',
    'passengers',
    'duty_free',
    'departures',
    true,
    EXPIRED,
    'percent',
    'chocolates',
    30,
  ),
  o(
    4,
    2003,
    'Dufry Duty Free Llegadas',
    'passengers',
    'duty_free',
    'arrivals',
    true,
    SEASON,
    'twoForOne',
    'chocolates',
  ),
  o(5, 1003, 'Juan Valdez Café', 'passengers', 'food_beverages', 'departures', true, SEASON, 'gift', 'dessert'),
  o(6, 1019, 'Bogotá Beer Company', 'passengers', 'food_beverages', 'departures', false, SEASON, 'twoForOne', 'beer'),
  o(7, 1059, 'Crepes & Waffles', 'passengers', 'food_beverages', 'departures', false, YEAR, 'percent', 'crepes', 10),
  o(8, 1025, "McDonald's", 'passengers', 'food_beverages', 'departures', false, SEASON, 'combo', 'burger', 18900),
  o(9, 1014, "Pan Pa' Ya!", 'passengers', 'food_beverages', 'arrivals', false, YEAR, 'combo', 'breakfast', 14900),
  o(10, 1004, 'Juan Valdez Café', 'passengers', 'food_beverages', 'arrivals', true, SEASON, 'percent', 'coffee', 15),
  o(11, 2006, 'Mario Hernández', 'passengers', 'shopping', 'departures', true, SEASON, 'percent', 'luggage', 25),
  o(12, 2016, 'Artesanías de Colombia', 'passengers', 'shopping', 'departures', false, YEAR, 'percent', 'crafts', 10),
  o(13, 2022, 'Emerald Gallery', 'passengers', 'shopping', 'departures', true, SEASON, 'percent', 'emeralds', 20),
  o(14, 2030, 'Librería Nacional', 'passengers', 'shopping', 'departures', false, YEAR, 'gift', 'books'),
  o(15, 2041, 'Tecno Viajero', 'passengers', 'shopping', 'arrivals', false, SEASON, 'percent', 'headphones', 15),
  o(16, 2026, 'Juan Valdez Tienda', 'passengers', 'duty_free', 'departures', false, SEASON, 'twoForOne', 'coffeeBag'),
  o(17, 1052, 'Buffalo Wings', 'passengers', 'food_beverages', 'departures', false, SEASON, 'twoForOne', 'beer'),
  o(18, 1061, 'Green Bowl', 'passengers', 'food_beverages', 'departures', false, YEAR, 'percent', 'juice', 10),
  o(19, 1053, 'La Fonda Paisa', 'employees', 'food_beverages', 'departures', true, YEAR, 'combo', 'lunch', 16900),
  o(20, 1048, 'Frisby', 'employees', 'food_beverages', 'departures', false, YEAR, 'percent', 'chicken', 20),
  o(21, 1044, "Jeno's Pizza", 'employees', 'food_beverages', 'departures', false, EXPIRED, 'twoForOne', 'pizza'),
  o(22, 1001, 'Juan Valdez Café', 'employees', 'food_beverages', 'departures', true, YEAR, 'percent', 'coffee', 25),
  o(23, 2036, 'Farmatodo', 'employees', 'shopping', 'departures', false, YEAR, 'percent', 'pharmacy', 10),
  o(24, 2009, 'Arturo Calle', 'employees', 'shopping', 'departures', false, SEASON, 'percent', 'clothing', 15),
  o(25, 1006, "Tostao' Café & Pan", 'employees', 'food_beverages', 'arrivals', false, YEAR, 'combo', 'breakfast', 9900),
  o(26, 2032, 'Panamericana', 'employees', 'shopping', 'departures', false, UPCOMING, 'percent', 'books', 20),
];

const ucfirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function badge(spec: OfferSpec): string {
  if (spec.kind === 'percent') return `${spec.value} %`;
  if (spec.kind === 'twoForOne') return '2×1';
  if (spec.kind === 'combo') return formatCop(spec.value ?? 0);
  return '+1';
}

function titles(spec: OfferSpec): Localized {
  const [es, en, fr, pt] = spec.item;
  const v = spec.value ?? 0;
  switch (spec.kind) {
    case 'percent':
      return [`${v} % de descuento en ${es}`, `${v}% off ${en}`, `-${v} % : ${fr}`, `${v}% de desconto em ${pt}`];
    case 'twoForOne':
      return [`2×1 en ${es}`, `2-for-1 ${en}`, `2 pour 1 : ${fr}`, `Leve 2, pague 1: ${pt}`];
    case 'combo':
      return [
        `${ucfirst(es)} a ${formatCop(v)}`,
        `${ucfirst(en)} for COP ${formatCop(v)}`,
        `${ucfirst(fr)} à ${formatCop(v)} COP`,
        `${ucfirst(pt)} por ${formatCop(v)}`,
      ];
    case 'gift':
      return [`${ucfirst(es)} de regalo`, `Free ${en}`, `${ucfirst(fr)} offert`, `${ucfirst(pt)} de presente`];
  }
}

function benefit(spec: OfferSpec): Localized {
  const [es, en, fr, pt] = spec.item;
  const v = spec.value ?? 0;
  switch (spec.kind) {
    case 'percent':
      return [
        `un ${v} % de descuento en ${es}`,
        `${v}% off ${en}`,
        `une remise de ${v} % sur ${fr}`,
        `${v}% de desconto em ${pt}`,
      ];
    case 'twoForOne':
      return [
        `dos unidades de ${es} por el precio de una`,
        `two ${en} for the price of one`,
        `deux ${fr} pour le prix d’un`,
        `duas unidades de ${pt} pelo preço de uma`,
      ];
    case 'combo':
      return [
        `${es} a precio especial de ${formatCop(v)}`,
        `${en} at the special price of COP ${formatCop(v)}`,
        `${fr} au prix spécial de ${formatCop(v)} COP`,
        `${pt} pelo preço especial de ${formatCop(v)}`,
      ];
    case 'gift':
      return [
        `${es} de regalo por compras desde $ 30.000`,
        `a free ${en} with purchases from COP $ 30.000`,
        `${fr} offert dès $ 30.000 COP d’achat`,
        `${pt} de presente em compras a partir de $ 30.000`,
      ];
  }
}

const PROOF: Record<Audience, Localized> = {
  passengers: [
    'tu pase de abordar del día',
    'your boarding pass for today',
    'votre carte d’embarquement du jour',
    'seu cartão de embarque do dia',
  ],
  employees: [
    'tu carné aeroportuario vigente',
    'your valid airport ID badge',
    'votre badge aéroportuaire en cours de validité',
    'seu crachá aeroportuário válido',
  ],
};

function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
}

function texts(
  spec: OfferSpec,
): Omit<
  Row,
  'id' | 'establishmentId' | 'audience' | 'category' | 'area' | 'featured' | 'validFrom' | 'validUntil' | 'badge'
> {
  const [tEs, tEn, tFr, tPt] = titles(spec);
  const [bEs, bEn, bFr, bPt] = benefit(spec);
  const [pEs, pEn, pFr, pPt] = PROOF[spec.audience];
  const name = spec.establishment;
  const [fromEs, fromEn, fromFr, fromPt] = ['es-CO', 'en-US', 'fr-FR', 'pt-BR'].map((l) =>
    formatDate(spec.validFrom, l),
  );
  const [toEs, toEn, toFr, toPt] = ['es-CO', 'en-US', 'fr-FR', 'pt-BR'].map((l) => formatDate(spec.validUntil, l));
  const employee = spec.audience === 'employees';
  const dutyFree = spec.category === 'duty_free';
  return {
    titleEs: tEs,
    titleEn: tEn,
    titleFr: tFr,
    titlePt: tPt,
    summaryEs: `En ${name}: ${bEs}.`,
    summaryEn: `At ${name}: ${bEn}.`,
    summaryFr: `Chez ${name} : ${bFr}.`,
    summaryPt: `Em ${name}: ${bPt}.`,
    bodyEs: `Presenta ${pEs} en ${name} y recibe ${bEs}. La oferta se aplica en caja al momento del pago, en efectivo o con tarjeta.`,
    bodyEn: `Show ${pEn} at ${name} and get ${bEn}. The offer is applied at the till when you pay, in cash or by card.`,
    bodyFr: `Présentez ${pFr} chez ${name} et bénéficiez de ${bFr}. L’offre est appliquée en caisse au moment du paiement, en espèces ou par carte.`,
    bodyPt: `Apresente ${pPt} em ${name} e receba ${bPt}. A oferta é aplicada no caixa no momento do pagamento, em dinheiro ou cartão.`,
    termsEs: [
      `Válida del ${fromEs} al ${toEs} o hasta agotar existencias.`,
      'No acumulable con otras promociones. Una redención por persona y por día.',
      employee ? 'Beneficio personal e intransferible para empleados del aeropuerto con carné vigente.' : '',
      dutyFree ? 'Compras libres de impuestos solo para pasajeros con vuelo internacional del día.' : '',
    ]
      .filter(Boolean)
      .join(' '),
    termsEn: [
      `Valid from ${fromEn} to ${toEn} or while stocks last.`,
      'Cannot be combined with other promotions. One redemption per person per day.',
      employee ? 'Personal, non-transferable benefit for airport employees with a valid badge.' : '',
      dutyFree ? 'Tax-free purchases only for passengers on an international flight the same day.' : '',
    ]
      .filter(Boolean)
      .join(' '),
    termsFr: [
      `Valable du ${fromFr} au ${toFr} ou jusqu’à épuisement des stocks.`,
      'Non cumulable avec d’autres promotions. Une utilisation par personne et par jour.',
      employee ? 'Avantage personnel et incessible réservé aux employés de l’aéroport munis d’un badge valide.' : '',
      dutyFree ? 'Achats hors taxes réservés aux passagers d’un vol international du jour.' : '',
    ]
      .filter(Boolean)
      .join(' '),
    termsPt: [
      `Válida de ${fromPt} a ${toPt} ou enquanto durarem os estoques.`,
      'Não cumulativa com outras promoções. Um resgate por pessoa por dia.',
      employee ? 'Benefício pessoal e intransferível para funcionários do aeroporto com crachá válido.' : '',
      dutyFree ? 'Compras sem impostos apenas para passageiros com voo internacional no mesmo dia.' : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

export function offerRows(): Row[] {
  return SPECS.map((spec) => ({
    id: spec.id,
    establishmentId: spec.establishmentId,
    audience: spec.audience,
    category: spec.category,
    area: spec.area,
    featured: spec.featured,
    validFrom: spec.validFrom,
    validUntil: spec.validUntil,
    badge: badge(spec),
    ...texts(spec),
  }));
}
