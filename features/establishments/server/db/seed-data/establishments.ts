import type { establishments, SchedulePeriodRow } from '../schema';
import { airlineRows } from '@/lib/server/db/seed-data/airlines';
import { establishmentSubcategoryRows } from '@/lib/server/db/seed-data/establishments';
import { slugify, type Localized } from '@/lib/server/db/seed-data/text';
import { CATEGORY_DESCRIPTIONS } from './descriptions';
import type { ProductKey } from './products';
import { FOOD_COURTS, ZONES, type ZoneKey } from './zones';

type Row = typeof establishments.$inferInsert;

/** Business type ids of seed-data/business-types.ts. */
const BT = { restaurants: 1, shops: 2, airlines: 3, entities: 5, exchange: 7, rentCar: 8, banks: 9, vip: 10 } as const;
/** Establishment type ids of seed-data/establishments.ts (1 = not applicable). */
const ET = { none: 1, exchange: 2, restaurants: 3, shops: 4, atms: 5 } as const;

/** Opening schedules, weekday letters L M X J V S D (lunes … domingo). */
const SCHEDULES = {
  h24: [{ days: 'LMXJVSD', opens: '00:00', closes: '24:00' }],
  early: [{ days: 'LMXJVSD', opens: '04:00', closes: '22:00' }],
  airside: [{ days: 'LMXJVSD', opens: '03:30', closes: '23:30' }],
  day: [
    { days: 'LMXJV', opens: '05:00', closes: '21:00' },
    { days: 'SD', opens: '06:00', closes: '20:00' },
  ],
  late: [{ days: 'LMXJVSD', opens: '10:00', closes: '02:00' }],
  bar: [
    { days: 'LMXJ', opens: '11:00', closes: '23:00' },
    { days: 'VS', opens: '11:00', closes: '02:00' },
    { days: 'D', opens: '12:00', closes: '20:00' },
  ],
  office: [
    { days: 'LMXJV', opens: '07:00', closes: '17:00' },
    { days: 'S', opens: '08:00', closes: '12:00' },
  ],
  shop: [{ days: 'LMXJVSD', opens: '05:00', closes: '23:00' }],
  rental: [{ days: 'LMXJVSD', opens: '05:00', closes: '01:00' }],
} satisfies Record<string, SchedulePeriodRow[]>;
type ScheduleKey = keyof typeof SCHEDULES;

const PALETTE = [
  '#7a5f00',
  '#0b57d0',
  '#1b7f3b',
  '#b3261e',
  '#6a1b9a',
  '#00695c',
  '#ad1457',
  '#37474f',
  '#8d4f00',
  '#283593',
];

const categoryIds = new Map(establishmentSubcategoryRows.map((row) => [row.keyword, row.id as number]));

function categoryId(keyword: string | null): number | null {
  if (keyword === null) return null;
  const id = categoryIds.get(keyword);
  if (id === undefined) throw new Error(`Unknown category ${keyword}`);
  return id;
}

function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1 && !/^(de|del|la|el|los|las|y|and|the)$/i.test(w));
  const letters = (words.length >= 2 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? name).slice(0, 2)]).join(
    '',
  );
  return letters.toUpperCase();
}

interface Spec {
  name: string;
  businessTypeId: number;
  establishmentTypeId: number;
  category: string | null;
  /** Key of CATEGORY_DESCRIPTIONS when it differs from the category. */
  describedAs?: string;
  subcategory: string | null;
  zone: ZoneKey;
  products: ProductKey[];
  schedule: ScheduleKey;
  phone?: string;
  email?: string;
  website?: string;
  airlineCode?: string;
  nearGate?: string;
  /** Reached through the airport switchboard, extension = id. */
  withExtension?: boolean;
  /** Check-in counters (airlines). */
  counters?: string;
}

/** The airport's switchboard; shops, restaurants, lounges and exchange houses answer on an extension. */
const SWITCHBOARD = '+57 601 266 2000';

type Food = [
  name: string,
  category: string,
  zone: ZoneKey,
  products: ProductKey[],
  schedule: ScheduleKey,
  format?: string,
];

/** 64 restaurants and cafés across the eleven food categories and the five food courts. */
const RESTAURANTS: Food[] = [
  ['Juan Valdez Café', 'coffee_pastries', 'hall-check-in', ['cafe', 'postres', 'cafe-en-grano'], 'h24', 'takeaway'],
  ['Juan Valdez Café', 'coffee_pastries', 'muelle-nacional', ['cafe', 'postres', 'desayunos'], 'airside', 'takeaway'],
  [
    'Juan Valdez Café',
    'coffee_pastries',
    'muelle-internacional',
    ['cafe', 'postres', 'cafe-en-grano'],
    'h24',
    'takeaway',
  ],
  ['Juan Valdez Café', 'coffee_pastries', 'hall-llegadas-internacionales', ['cafe', 'sandwiches'], 'h24', 'takeaway'],
  ['Juan Valdez Café', 'coffee_pastries', 'terminal-2-salas', ['cafe', 'postres'], 'early', 'takeaway'],
  ["Tostao' Café & Pan", 'coffee_pastries', 'hall-llegadas-nacionales', ['cafe', 'panaderia'], 'h24', 'takeaway'],
  ["Tostao' Café & Pan", 'coffee_pastries', 'terminal-2-publica', ['cafe', 'panaderia'], 'early', 'takeaway'],
  ['Starbucks', 'coffee_pastries', 'hall-check-in', ['cafe', 'te', 'postres'], 'h24', 'takeaway'],
  ['Starbucks', 'coffee_pastries', 'plazoleta-internacional-sur', ['cafe', 'te', 'sandwiches'], 'airside'],
  ['Starbucks', 'coffee_pastries', 'plazoleta-nacional-norte', ['cafe', 'te'], 'airside'],
  ['Oma', 'coffee_pastries', 'plazoleta-publica', ['cafe', 'desayunos', 'sandwiches'], 'day'],
  ['Oma', 'coffee_pastries', 'muelle-nacional', ['cafe', 'postres'], 'airside', 'takeaway'],
  ["Pan Pa' Ya!", 'coffee_pastries', 'plazoleta-nacional-sur', ['panaderia', 'cafe', 'desayunos'], 'airside'],
  ["Pan Pa' Ya!", 'coffee_pastries', 'hall-llegadas-nacionales', ['panaderia', 'cafe'], 'early', 'takeaway'],
  ["Dunkin'", 'coffee_pastries', 'plazoleta-internacional-norte', ['cafe', 'postres'], 'airside'],
  [
    'San Alberto Café de Origen',
    'coffee_bar',
    'muelle-internacional',
    ['cafe', 'cafe-en-grano'],
    'airside',
    'takeaway',
  ],
  ['Amor Perfecto Barra de Café', 'coffee_bar', 'duty-free-salidas', ['cafe', 'cafe-en-grano'], 'airside', 'takeaway'],
  ['Bogotá Beer Company', 'coffee_bar', 'plazoleta-publica', ['cerveza', 'alitas', 'hamburguesas'], 'bar', 'bar'],
  ['Bogotá Beer Company', 'coffee_bar', 'muelle-internacional', ['cerveza', 'papas'], 'late', 'bar'],
  ['Bogotá Beer Company', 'coffee_bar', 'muelle-nacional', ['cerveza', 'papas'], 'late', 'bar'],
  ['Club Colombia Bar', 'coffee_bar', 'plazoleta-internacional-norte', ['cerveza', 'cocteles'], 'late', 'bar'],
  ['Vino & Tapas', 'coffee_bar', 'mezzanine-internacional', ['vinos', 'cocteles'], 'bar', 'bar'],
  ['Burger King', 'fast_food', 'plazoleta-publica', ['hamburguesas', 'papas', 'helados'], 'h24'],
  ['Burger King', 'fast_food', 'plazoleta-internacional-sur', ['hamburguesas', 'papas'], 'airside'],
  ["McDonald's", 'fast_food', 'plazoleta-publica', ['hamburguesas', 'papas', 'helados', 'desayunos'], 'h24'],
  ["McDonald's", 'fast_food', 'plazoleta-nacional-sur', ['hamburguesas', 'papas', 'desayunos'], 'airside'],
  ['El Corral', 'fast_food', 'plazoleta-nacional-norte', ['hamburguesas', 'papas'], 'airside'],
  ['El Corral', 'fast_food', 'plazoleta-internacional-norte', ['hamburguesas', 'papas'], 'airside'],
  ['El Corral Gourmet', 'fast_food', 'muelle-internacional', ['hamburguesas', 'cerveza'], 'late', 'table_service'],
  ['Presto', 'fast_food', 'terminal-2-salas', ['hamburguesas', 'helados'], 'early'],
  ['Subway', 'fast_food', 'plazoleta-publica', ['sandwiches', 'ensaladas'], 'early'],
  ['Subway', 'fast_food', 'plazoleta-internacional-sur', ['sandwiches', 'ensaladas'], 'airside'],
  ['Home Burgers', 'fast_food', 'plazoleta-nacional-norte', ['hamburguesas', 'papas'], 'airside'],
  ['Andrés Exprés', 'grill', 'muelle-nacional', ['carnes', 'comida-tipica'], 'day', 'table_service'],
  ['Parrilla Sabana', 'grill', 'plazoleta-publica', ['carnes', 'papas'], 'day'],
  ['La Brasa Dorada', 'grill', 'plazoleta-internacional-norte', ['carnes', 'pollo'], 'airside'],
  ['Wok', 'oriental_food', 'muelle-internacional', ['wok', 'sushi'], 'day', 'table_service'],
  ['Wok', 'oriental_food', 'plazoleta-publica', ['wok', 'sushi'], 'day'],
  ['Osaki', 'oriental_food', 'plazoleta-internacional-sur', ['sushi', 'wok'], 'airside'],
  ['Teriyaki Express', 'oriental_food', 'plazoleta-nacional-sur', ['wok', 'pollo'], 'airside'],
  ["Archie's", 'italian_food', 'muelle-nacional', ['pizza', 'pasta', 'ensaladas'], 'day', 'table_service'],
  ['Trattoria del Aeropuerto', 'italian_food', 'muelle-internacional', ['pasta', 'vinos'], 'day', 'table_service'],
  ['Piccolo Forno', 'italian_food', 'plazoleta-nacional-norte', ['pasta', 'pizza'], 'airside'],
  ["Jeno's Pizza", 'pizza', 'plazoleta-publica', ['pizza', 'alitas'], 'late'],
  ["Jeno's Pizza", 'pizza', 'plazoleta-nacional-sur', ['pizza'], 'airside'],
  ["Domino's", 'pizza', 'plazoleta-internacional-sur', ['pizza'], 'airside'],
  ['Pizza al Paso', 'pizza', 'terminal-2-salas', ['pizza', 'snacks'], 'early', 'takeaway'],
  ['Frisby', 'chicken_wings', 'plazoleta-publica', ['pollo', 'papas'], 'early'],
  ['Frisby', 'chicken_wings', 'plazoleta-nacional-norte', ['pollo', 'papas'], 'airside'],
  ['Kokoriko', 'chicken_wings', 'plazoleta-nacional-sur', ['pollo', 'papas'], 'airside'],
  ['KFC', 'chicken_wings', 'plazoleta-internacional-norte', ['pollo', 'papas'], 'airside'],
  ['Buffalo Wings', 'chicken_wings', 'plazoleta-internacional-sur', ['alitas', 'cerveza'], 'late'],
  ['La Fonda Paisa', 'local_food', 'plazoleta-publica', ['comida-tipica', 'arepas', 'jugos'], 'day'],
  ['Ajiacos y Mazamorras', 'local_food', 'muelle-nacional', ['comida-tipica', 'jugos'], 'day', 'table_service'],
  ['Arepas de la Sabana', 'local_food', 'hall-llegadas-nacionales', ['arepas', 'cafe'], 'h24', 'takeaway'],
  ['Empanadas El Dorado', 'local_food', 'plazoleta-internacional-norte', ['empanadas', 'jugos'], 'airside', 'takeaway'],
  ['Sabor Llanero', 'local_food', 'terminal-2-publica', ['comida-tipica', 'carnes'], 'day'],
  ['Crepes & Waffles', 'crepes', 'plazoleta-publica', ['crepes', 'helados', 'ensaladas'], 'day'],
  ['Crepes & Waffles', 'crepes', 'muelle-internacional', ['crepes', 'helados'], 'airside', 'table_service'],
  ['Crepes & Waffles', 'crepes', 'plazoleta-nacional-sur', ['crepes', 'helados'], 'airside'],
  ['Green Bowl', 'healthy_food', 'plazoleta-internacional-sur', ['ensaladas', 'jugos'], 'airside'],
  ['Nativos Jugos y Bowls', 'healthy_food', 'muelle-nacional', ['jugos', 'ensaladas'], 'airside', 'takeaway'],
  ['Sanito Express', 'healthy_food', 'hall-check-in', ['jugos', 'ensaladas', 'sandwiches'], 'early', 'takeaway'],
  ['Frutería Tropical', 'healthy_food', 'terminal-2-salas', ['jugos', 'snacks'], 'early', 'takeaway'],
];

type Shop = [
  name: string,
  category: string,
  zone: ZoneKey,
  products: ProductKey[],
  schedule: ScheduleKey,
  format?: string,
];

/** 44 shops: duty free, fashion, crafts, emeralds, coffee, books, pharmacy and more. */
const SHOPS: Shop[] = [
  [
    'Dufry Duty Free Salidas',
    'duty_free',
    'duty-free-salidas',
    ['licores', 'perfumes', 'cosmeticos', 'chocolates'],
    'h24',
  ],
  [
    'Dufry Duty Free Muelle Norte',
    'duty_free',
    'muelle-internacional',
    ['licores', 'perfumes', 'chocolates'],
    'airside',
  ],
  ['Dufry Duty Free Llegadas', 'duty_free', 'duty-free-llegadas', ['licores', 'perfumes', 'cosmeticos'], 'h24'],
  ['Dufry Beauty', 'beauty_perfume', 'duty-free-salidas', ['perfumes', 'cosmeticos'], 'airside'],
  [
    'Dufry Licores y Sabores',
    'duty_free',
    'plazoleta-internacional-norte',
    ['licores', 'chocolates', 'cafe-en-grano'],
    'airside',
    'kiosk',
  ],
  ['Mario Hernández', 'fashion_accessories', 'muelle-internacional', ['maletas', 'calzado'], 'shop'],
  ['Vélez', 'fashion_accessories', 'muelle-internacional', ['calzado', 'maletas', 'ropa'], 'shop'],
  ['Vélez', 'fashion_accessories', 'hall-check-in', ['calzado', 'maletas'], 'shop'],
  ['Arturo Calle', 'fashion_accessories', 'muelle-nacional', ['ropa'], 'shop'],
  ['Totto', 'fashion_accessories', 'hall-check-in', ['maletas', 'ropa'], 'shop'],
  ['Totto', 'fashion_accessories', 'muelle-nacional', ['maletas'], 'shop'],
  ['Studio F', 'fashion_accessories', 'muelle-internacional', ['ropa', 'gafas'], 'shop'],
  ['Bosi', 'fashion_accessories', 'muelle-nacional', ['calzado', 'maletas'], 'shop'],
  ['Sunglass Hut', 'fashion_accessories', 'duty-free-salidas', ['gafas'], 'airside'],
  ['Travel Gear', 'fashion_accessories', 'terminal-2-salas', ['maletas', 'tecnologia'], 'early', 'kiosk'],
  [
    'Artesanías de Colombia',
    'souvenirs_crafts',
    'muelle-internacional',
    ['artesanias', 'mochilas', 'sombreros'],
    'shop',
  ],
  ['Artesanías de Colombia', 'souvenirs_crafts', 'hall-check-in', ['artesanias', 'mochilas'], 'shop'],
  ['Mochilas del Caribe', 'souvenirs_crafts', 'muelle-nacional', ['mochilas', 'artesanias'], 'shop', 'kiosk'],
  ['Colombia Mía', 'souvenirs_crafts', 'plazoleta-internacional-sur', ['recuerdos', 'artesanias'], 'airside'],
  [
    'Recuerdos de Bogotá',
    'souvenirs_crafts',
    'hall-llegadas-internacionales',
    ['recuerdos', 'sombreros'],
    'shop',
    'kiosk',
  ],
  ['Tejidos Wayuu', 'souvenirs_crafts', 'terminal-2-salas', ['mochilas'], 'early', 'kiosk'],
  ['Emerald Gallery', 'jewelry_watches', 'muelle-internacional', ['esmeraldas', 'joyas'], 'shop'],
  ['Esmeraldas de Muzo', 'jewelry_watches', 'duty-free-salidas', ['esmeraldas', 'joyas'], 'airside'],
  ['Oro y Esmeralda', 'jewelry_watches', 'hall-check-in', ['esmeraldas', 'joyas'], 'shop'],
  ['Time Square Relojes', 'jewelry_watches', 'muelle-internacional', ['relojes', 'joyas'], 'shop'],
  ['Juan Valdez Tienda', 'sweets_chocolates', 'duty-free-salidas', ['cafe-en-grano', 'chocolates'], 'airside'],
  ['Café Quindío', 'sweets_chocolates', 'muelle-nacional', ['cafe-en-grano', 'dulces'], 'shop', 'kiosk'],
  ['Chocolates Santander', 'sweets_chocolates', 'muelle-internacional', ['chocolates', 'dulces'], 'shop'],
  ['Dulces de Colombia', 'sweets_chocolates', 'hall-check-in', ['dulces', 'chocolates'], 'shop', 'kiosk'],
  ['Librería Nacional', 'books_magazines', 'muelle-internacional', ['libros', 'revistas'], 'shop'],
  ['Librería Nacional', 'books_magazines', 'muelle-nacional', ['libros', 'revistas'], 'shop'],
  ['Panamericana', 'books_magazines', 'hall-check-in', ['libros', 'revistas', 'tecnologia'], 'shop'],
  ['Hudson News', 'convenience_store', 'plazoleta-internacional-sur', ['revistas', 'snacks'], 'airside'],
  ['Tienda Express', 'convenience_store', 'hall-llegadas-nacionales', ['snacks', 'cuidado-personal'], 'h24'],
  ['Tienda Express', 'convenience_store', 'terminal-2-salas', ['snacks', 'revistas'], 'early'],
  ['Farmatodo', 'pharmacy_health', 'hall-check-in', ['medicamentos', 'cuidado-personal'], 'h24'],
  ['Cruz Verde', 'pharmacy_health', 'muelle-nacional', ['medicamentos', 'cuidado-personal'], 'airside'],
  ['Droguería Colsubsidio', 'pharmacy_health', 'muelle-internacional', ['medicamentos', 'cuidado-personal'], 'airside'],
  ['iShop', 'electronics', 'muelle-internacional', ['tecnologia'], 'shop'],
  ['Tecno Viajero', 'electronics', 'muelle-nacional', ['tecnologia'], 'shop', 'kiosk'],
  ['Tecno Viajero', 'electronics', 'hall-llegadas-internacionales', ['tecnologia'], 'h24', 'kiosk'],
  ['Ésika', 'beauty_perfume', 'muelle-nacional', ['cosmeticos', 'perfumes'], 'shop'],
  ['Pequeño Explorador', 'toys_kids', 'muelle-internacional', ['juguetes'], 'shop'],
  ['Juguetes del Mundo', 'toys_kids', 'muelle-nacional', ['juguetes'], 'shop', 'kiosk'],
];

const LOUNGES: Array<[name: string, category: string, zone: ZoneKey, website: string]> = [
  ['Sala VIP Avianca Nacional', 'airline_lounge', 'mezzanine-nacional', 'https://www.avianca.com'],
  ['Sala VIP Avianca Internacional', 'airline_lounge', 'mezzanine-internacional', 'https://www.avianca.com'],
  ['Sala VIP LATAM', 'airline_lounge', 'mezzanine-internacional', 'https://www.latamairlines.com'],
  ['Copa Club', 'airline_lounge', 'mezzanine-internacional', 'https://www.copaair.com'],
  ['Admirals Club American Airlines', 'airline_lounge', 'mezzanine-internacional', 'https://www.aa.com'],
  ['Sala VIP El Dorado Internacional', 'independent_lounge', 'mezzanine-internacional', 'https://www.eldorado.aero'],
  ['Sala VIP El Dorado Nacional', 'independent_lounge', 'mezzanine-nacional', 'https://www.eldorado.aero'],
  ['Sala Mastercard Black', 'independent_lounge', 'mezzanine-internacional', 'https://www.mastercard.com.co'],
];

const ATMS: Array<[bank: string, name: string, zone: ZoneKey]> = [
  ['bancolombia', 'Bancolombia', 'hall-check-in'],
  ['bancolombia', 'Bancolombia', 'hall-llegadas-internacionales'],
  ['bancolombia', 'Bancolombia', 'muelle-nacional'],
  ['davivienda', 'Davivienda', 'hall-llegadas-nacionales'],
  ['davivienda', 'Davivienda', 'muelle-internacional'],
  ['banco_de_bogota', 'Banco de Bogotá', 'hall-check-in'],
  ['banco_de_bogota', 'Banco de Bogotá', 'terminal-2-publica'],
  ['bbva', 'BBVA', 'hall-llegadas-internacionales'],
  ['bbva', 'BBVA', 'plazoleta-publica'],
  ['banco_de_occidente', 'Banco de Occidente', 'hall-check-in'],
  ['scotiabank_colpatria', 'Scotiabank Colpatria', 'hall-llegadas-nacionales'],
  ['servibanca', 'Servibanca', 'muelle-internacional'],
  ['servibanca', 'Servibanca', 'terminal-2-salas'],
  ['servibanca', 'Servibanca', 'hall-llegadas-internacionales'],
];

const EXCHANGES: Array<[name: string, zone: ZoneKey, schedule: ScheduleKey]> = [
  ['Global Exchange', 'hall-llegadas-internacionales', 'h24'],
  ['Global Exchange', 'duty-free-salidas', 'h24'],
  ['Global Exchange', 'hall-check-in', 'early'],
  ['Cambios Andinos', 'hall-llegadas-internacionales', 'early'],
  ['Unidivisas', 'muelle-internacional', 'airside'],
  ['Cambiamos Express', 'terminal-2-publica', 'day'],
];

const RENTALS: Array<[name: string, website: string]> = [
  ['Hertz', 'https://www.hertz.com.co'],
  ['Avis', 'https://www.avis.com.co'],
  ['Localiza', 'https://www.localiza.com'],
  ['Budget', 'https://www.budget.com.co'],
  ['Europcar', 'https://www.europcar.com.co'],
  ['National Car Rental', 'https://www.nationalcar.com'],
];

const AIRLINE_WEBSITES: Record<string, string> = {
  AV: 'https://www.avianca.com',
  LA: 'https://www.latamairlines.com',
  '4C': 'https://www.latamairlines.com',
  JA: 'https://jetsmart.com',
  P5: 'https://www.wingo.com',
  '9R': 'https://www.satena.com',
  VE: 'https://www.clic.co',
  CM: 'https://www.copaair.com',
  AA: 'https://www.aa.com',
  UA: 'https://www.united.com',
  DL: 'https://www.delta.com',
  B6: 'https://www.jetblue.com',
  NK: 'https://www.spirit.com',
  AC: 'https://www.aircanada.com',
  AM: 'https://aeromexico.com',
  DM: 'https://www.arajet.com',
  IB: 'https://www.iberia.com',
  UX: 'https://www.aireuropa.com',
  AF: 'https://www.airfrance.com.co',
  LH: 'https://www.lufthansa.com',
  KL: 'https://www.klm.com',
  BA: 'https://www.britishairways.com',
  TK: 'https://www.turkishairlines.com',
  EK: 'https://www.emirates.com',
};
const DOMESTIC_AIRLINES = new Set(['AV', '4C', 'P5', '9R', 'VE']);

const ENTITIES: Array<[name: string, category: string, zone: ZoneKey, schedule: ScheduleKey, website: string]> = [
  ['Migración Colombia', 'migration_customs', 'oficinas-autoridades', 'h24', 'https://www.migracioncolombia.gov.co'],
  ['DIAN – Aduanas', 'migration_customs', 'hall-llegadas-internacionales', 'h24', 'https://www.dian.gov.co'],
  [
    'ICA – Instituto Colombiano Agropecuario',
    'migration_customs',
    'hall-llegadas-internacionales',
    'h24',
    'https://www.ica.gov.co',
  ],
  ['Policía Aeroportuaria', 'security', 'oficinas-autoridades', 'h24', 'https://www.policia.gov.co'],
  ['Aerocivil – Atención al usuario', 'aviation_authority', 'hall-check-in', 'office', 'https://www.aerocivil.gov.co'],
  ['Sanidad Portuaria', 'health', 'oficinas-autoridades', 'h24', 'https://www.minsalud.gov.co'],
];

function foodSpecs(): Spec[] {
  return RESTAURANTS.map(([name, category, zone, products, schedule, format]) => ({
    name,
    businessTypeId: BT.restaurants,
    establishmentTypeId: ET.restaurants,
    category,
    subcategory: format ?? ((FOOD_COURTS as readonly string[]).includes(zone) ? 'food_court' : 'table_service'),
    zone,
    products,
    schedule,
    withExtension: true,
  }));
}

function shopSpecs(): Spec[] {
  return SHOPS.map(([name, category, zone, products, schedule, format]) => ({
    name,
    businessTypeId: BT.shops,
    establishmentTypeId: ET.shops,
    category,
    subcategory: format ?? 'store',
    zone,
    products,
    schedule,
    withExtension: true,
  }));
}

function serviceSpecs(): Record<'lounges' | 'atms' | 'exchanges' | 'rentals' | 'airlines' | 'entities', Spec[]> {
  const none = { establishmentTypeId: ET.none, subcategory: null };
  return {
    lounges: LOUNGES.map(([name, category, zone, website]) => ({
      ...none,
      name,
      businessTypeId: BT.vip,
      category,
      zone,
      products: ['sala-vip', 'duchas', 'cafe'],
      schedule: 'h24',
      website,
      withExtension: true,
    })),
    atms: ATMS.map(([bank, bankName, zone]) => ({
      ...none,
      name: bankName,
      businessTypeId: BT.banks,
      establishmentTypeId: ET.atms,
      category: bank,
      describedAs: 'bank',
      zone,
      products: ['retiro-efectivo'],
      schedule: 'h24',
    })),
    exchanges: EXCHANGES.map(([name, zone, schedule]) => ({
      ...none,
      name,
      businessTypeId: BT.exchange,
      establishmentTypeId: ET.exchange,
      category: null,
      describedAs: 'exchange_house',
      zone,
      products: ['cambio-divisas'],
      schedule,
      withExtension: true,
    })),
    rentals: RENTALS.map(([name, website]) => ({
      ...none,
      name,
      businessTypeId: BT.rentCar,
      category: null,
      describedAs: 'rent_car',
      zone: 'hall-llegadas-nacionales',
      products: ['alquiler-carros'],
      schedule: 'rental',
      website,
    })),
    airlines: airlineRows
      .filter((a) => !a.isCargo)
      .map((a, i, all) => ({
        ...none,
        name: a.name,
        businessTypeId: BT.airlines,
        category: DOMESTIC_AIRLINES.has(a.code) ? 'domestic_airline' : 'international_airline',
        zone: a.terminal === 'T2' ? 'terminal-2-publica' : 'hall-check-in',
        products: ['check-in'],
        schedule: 'early',
        website: AIRLINE_WEBSITES[a.code],
        airlineCode: a.code,
        counters: checkInCounters(a.terminal === 'T2', all.slice(0, i).filter((b) => b.terminal === a.terminal).length),
      })),
    entities: ENTITIES.map(([name, category, zone, schedule, website]) => ({
      ...none,
      name,
      businessTypeId: BT.entities,
      category,
      zone,
      products: ['tramites'],
      schedule,
      website,
    })),
  };
}

/** Check-in counters by airline, in turn: six per airline in T1, four in T2. */
function checkInCounters(t2: boolean, index: number): string {
  const size = t2 ? 4 : 6;
  const first = index * size + 1;
  return `${first}–${first + size - 1}`;
}

function describe(spec: Spec): Pick<Row, 'descriptionEs' | 'descriptionEn' | 'descriptionFr' | 'descriptionPt'> {
  const key = spec.describedAs ?? spec.category ?? '';
  const texts = CATEGORY_DESCRIPTIONS[key];
  if (!texts) throw new Error(`No description for ${key}`);
  const [es, en, fr, pt] = texts.map((t) => t.replaceAll('{name}', spec.name)) as Localized;
  return { descriptionEs: es, descriptionEn: en, descriptionFr: fr, descriptionPt: pt };
}

/** Spreads the places of one zone around its centre so that map markers do not overlap. */
function position(zone: ZoneKey, index: number): { mapX: number; mapY: number } {
  const { x, y } = ZONES[zone];
  const angle = index * 2.399963; // golden angle
  const radius = 6 + 4 * Math.sqrt(index);
  return {
    mapX: Math.round((x + radius * Math.cos(angle)) * 10) / 10,
    mapY: Math.round((y + radius * Math.sin(angle)) * 10) / 10,
  };
}

function toRows(specs: Spec[], firstId: number, usedSlugs: Set<string>, zoneCount: Map<string, number>): Row[] {
  return specs.map((spec, i) => {
    const id = firstId + i;
    const zone = ZONES[spec.zone];
    const seen = zoneCount.get(spec.zone) ?? 0;
    zoneCount.set(spec.zone, seen + 1);
    let slug = slugify(`${spec.name} ${spec.zone}`);
    for (let n = 2; usedSlugs.has(slug); n++) slug = slugify(`${spec.name} ${spec.zone} ${n}`);
    usedSlugs.add(slug);
    const gates: readonly string[] = zone.gates;
    return {
      id,
      slug,
      name: spec.name,
      businessTypeId: spec.businessTypeId,
      establishmentTypeId: spec.establishmentTypeId,
      categoryId: categoryId(spec.category),
      subcategory: spec.subcategory,
      products: spec.products,
      area: zone.area,
      terminal: zone.terminal,
      floor: zone.floor,
      zone: spec.zone,
      nearGate: spec.nearGate ?? (gates.length ? (gates[(seen * 3) % gates.length] ?? null) : null),
      counters: spec.counters ?? null,
      schedule: SCHEDULES[spec.schedule],
      phone: spec.phone ?? (spec.withExtension ? `${SWITCHBOARD} ext. ${id}` : null),
      email: spec.email ?? null,
      website: spec.website ?? null,
      airlineCode: spec.airlineCode ?? null,
      ...describe(spec),
      logoText: spec.airlineCode ?? monogram(spec.name),
      logoColor: PALETTE[id % PALETTE.length] as string,
      ...position(spec.zone, seen),
    };
  });
}

/**
 * Every establishment, with stable ids by list: restaurants 1001+, shops 2001+, VIP lounges 3001+,
 * ATMs 4001+, exchange houses 5001+, car rental 6001+, airline counters 7001+, authorities 8001+.
 */
export function establishmentRows(): Row[] {
  const slugs = new Set<string>();
  const zoneCount = new Map<string, number>();
  const services = serviceSpecs();
  return [
    ...toRows(foodSpecs(), 1001, slugs, zoneCount),
    ...toRows(shopSpecs(), 2001, slugs, zoneCount),
    ...toRows(services.lounges, 3001, slugs, zoneCount),
    ...toRows(services.atms, 4001, slugs, zoneCount),
    ...toRows(services.exchanges, 5001, slugs, zoneCount),
    ...toRows(services.rentals, 6001, slugs, zoneCount),
    ...toRows(services.airlines, 7001, slugs, zoneCount),
    ...toRows(services.entities, 8001, slugs, zoneCount),
  ];
}
