import type { establishmentSubcategories, establishmentTypes } from '../schema';

/** Id 1 means 'not applicable' (SPEC §3); it is the default establishment type. */
export const NOT_APPLICABLE_ESTABLISHMENT_TYPE_ID = 1;

export const establishmentTypeRows: Array<typeof establishmentTypes.$inferInsert> = [
  {
    id: NOT_APPLICABLE_ESTABLISHMENT_TYPE_ID,
    keyword: 'no-aplica',
    nameEs: 'No aplica',
    nameEn: 'Not applicable',
    nameFr: 'Sans objet',
    namePt: 'Não se aplica',
  },
  {
    id: 2,
    keyword: 'casas-de-cambio',
    nameEs: 'Casas de cambio',
    nameEn: 'Currency exchange',
    nameFr: 'Bureaux de change',
    namePt: 'Casas de câmbio',
  },
  {
    id: 3,
    keyword: 'restaurantes',
    nameEs: 'Restaurantes',
    nameEn: 'Restaurants',
    nameFr: 'Restaurants',
    namePt: 'Restaurantes',
  },
  {
    id: 4,
    keyword: 'tiendas-y-locales',
    nameEs: 'Tiendas y locales',
    nameEn: 'Shops and stores',
    nameFr: 'Boutiques et commerces',
    namePt: 'Lojas',
  },
  {
    id: 5,
    keyword: 'cajeros-electronicos',
    nameEs: 'Cajeros electrónicos',
    nameEn: 'ATMs',
    nameFr: 'Distributeurs automatiques',
    namePt: 'Caixas eletrônicos',
  },
];

type SubcategoryRow = typeof establishmentSubcategories.$inferInsert;
const RESTAURANTS = 1;
const SHOPS = 2;
const AIRLINES = 3;
const ENTITIES = 5;
const BANKS = 9;
const VIP_ROOMS = 10;

type Names = [es: string, en: string, fr: string, pt: string];

function sub(
  id: number,
  keyword: string,
  businessTypeId: number,
  [nameEs, nameEn, nameFr, namePt]: Names,
): SubcategoryRow {
  return { id, keyword, businessTypeId, nameEs, nameEn, nameFr, namePt };
}

/** Categories of the other directory lists: banks of the ATMs, lounge kinds, airline kinds, authorities. */
const directoryCategoryRows: SubcategoryRow[] = [
  sub(23, 'bancolombia', BANKS, ['Bancolombia', 'Bancolombia', 'Bancolombia', 'Bancolombia']),
  sub(24, 'davivienda', BANKS, ['Davivienda', 'Davivienda', 'Davivienda', 'Davivienda']),
  sub(25, 'banco_de_bogota', BANKS, ['Banco de Bogotá', 'Banco de Bogotá', 'Banco de Bogotá', 'Banco de Bogotá']),
  sub(26, 'bbva', BANKS, ['BBVA', 'BBVA', 'BBVA', 'BBVA']),
  sub(27, 'banco_de_occidente', BANKS, [
    'Banco de Occidente',
    'Banco de Occidente',
    'Banco de Occidente',
    'Banco de Occidente',
  ]),
  sub(28, 'scotiabank_colpatria', BANKS, [
    'Scotiabank Colpatria',
    'Scotiabank Colpatria',
    'Scotiabank Colpatria',
    'Scotiabank Colpatria',
  ]),
  sub(29, 'servibanca', BANKS, ['Servibanca', 'Servibanca', 'Servibanca', 'Servibanca']),
  sub(30, 'airline_lounge', VIP_ROOMS, [
    'Sala de aerolínea',
    'Airline lounge',
    'Salon de compagnie',
    'Sala de companhia aérea',
  ]),
  sub(31, 'independent_lounge', VIP_ROOMS, [
    'Sala independiente',
    'Independent lounge',
    'Salon indépendant',
    'Sala independente',
  ]),
  sub(32, 'domestic_airline', AIRLINES, [
    'Aerolínea nacional',
    'Domestic airline',
    'Compagnie nationale',
    'Companhia nacional',
  ]),
  sub(33, 'international_airline', AIRLINES, [
    'Aerolínea internacional',
    'International airline',
    'Compagnie internationale',
    'Companhia internacional',
  ]),
  sub(34, 'migration_customs', ENTITIES, [
    'Migración y aduanas',
    'Immigration and customs',
    'Immigration et douanes',
    'Imigração e alfândega',
  ]),
  sub(35, 'security', ENTITIES, ['Seguridad', 'Security', 'Sécurité', 'Segurança']),
  sub(36, 'health', ENTITIES, ['Sanidad', 'Health', 'Santé', 'Saúde']),
  sub(37, 'aviation_authority', ENTITIES, [
    'Autoridad aeronáutica',
    'Aviation authority',
    'Autorité aéronautique',
    'Autoridade aeronáutica',
  ]),
];

/** Food categories keep the keywords of SPEC §3; shop categories follow the same style. */
export const establishmentSubcategoryRows: SubcategoryRow[] = [
  {
    id: 1,
    keyword: 'fast_food',
    businessTypeId: RESTAURANTS,
    nameEs: 'Comida rápida',
    nameEn: 'Fast food',
    nameFr: 'Restauration rapide',
    namePt: 'Fast food',
  },
  {
    id: 2,
    keyword: 'grill',
    businessTypeId: RESTAURANTS,
    nameEs: 'Asados y parrilla',
    nameEn: 'Grill',
    nameFr: 'Grillades',
    namePt: 'Grelhados',
  },
  {
    id: 3,
    keyword: 'oriental_food',
    businessTypeId: RESTAURANTS,
    nameEs: 'Comida oriental',
    nameEn: 'Asian food',
    nameFr: 'Cuisine asiatique',
    namePt: 'Comida oriental',
  },
  {
    id: 4,
    keyword: 'coffee_pastries',
    businessTypeId: RESTAURANTS,
    nameEs: 'Café y pastelería',
    nameEn: 'Coffee and pastries',
    nameFr: 'Café et pâtisseries',
    namePt: 'Café e confeitaria',
  },
  {
    id: 5,
    keyword: 'italian_food',
    businessTypeId: RESTAURANTS,
    nameEs: 'Comida italiana',
    nameEn: 'Italian food',
    nameFr: 'Cuisine italienne',
    namePt: 'Comida italiana',
  },
  {
    id: 6,
    keyword: 'pizza',
    businessTypeId: RESTAURANTS,
    nameEs: 'Pizza',
    nameEn: 'Pizza',
    nameFr: 'Pizza',
    namePt: 'Pizza',
  },
  {
    id: 7,
    keyword: 'chicken_wings',
    businessTypeId: RESTAURANTS,
    nameEs: 'Pollo y alitas',
    nameEn: 'Chicken and wings',
    nameFr: 'Poulet et ailes',
    namePt: 'Frango e asinhas',
  },
  {
    id: 8,
    keyword: 'local_food',
    businessTypeId: RESTAURANTS,
    nameEs: 'Comida típica',
    nameEn: 'Local food',
    nameFr: 'Cuisine locale',
    namePt: 'Comida típica',
  },
  {
    id: 9,
    keyword: 'crepes',
    businessTypeId: RESTAURANTS,
    nameEs: 'Crepes',
    nameEn: 'Crêpes',
    nameFr: 'Crêpes',
    namePt: 'Crepes',
  },
  {
    id: 10,
    keyword: 'healthy_food',
    businessTypeId: RESTAURANTS,
    nameEs: 'Comida saludable',
    nameEn: 'Healthy food',
    nameFr: 'Cuisine saine',
    namePt: 'Comida saudável',
  },
  {
    id: 11,
    keyword: 'coffee_bar',
    businessTypeId: RESTAURANTS,
    nameEs: 'Café bar',
    nameEn: 'Coffee bar',
    nameFr: 'Café-bar',
    namePt: 'Café bar',
  },
  {
    id: 12,
    keyword: 'duty_free',
    businessTypeId: SHOPS,
    nameEs: 'Duty free',
    nameEn: 'Duty free',
    nameFr: 'Duty free',
    namePt: 'Duty free',
  },
  {
    id: 13,
    keyword: 'fashion_accessories',
    businessTypeId: SHOPS,
    nameEs: 'Moda y accesorios',
    nameEn: 'Fashion and accessories',
    nameFr: 'Mode et accessoires',
    namePt: 'Moda e acessórios',
  },
  {
    id: 14,
    keyword: 'electronics',
    businessTypeId: SHOPS,
    nameEs: 'Tecnología',
    nameEn: 'Electronics',
    nameFr: 'Électronique',
    namePt: 'Eletrônicos',
  },
  {
    id: 15,
    keyword: 'books_magazines',
    businessTypeId: SHOPS,
    nameEs: 'Libros y revistas',
    nameEn: 'Books and magazines',
    nameFr: 'Livres et magazines',
    namePt: 'Livros e revistas',
  },
  {
    id: 16,
    keyword: 'souvenirs_crafts',
    businessTypeId: SHOPS,
    nameEs: 'Recuerdos y artesanías',
    nameEn: 'Souvenirs and crafts',
    nameFr: 'Souvenirs et artisanat',
    namePt: 'Lembranças e artesanato',
  },
  {
    id: 17,
    keyword: 'pharmacy_health',
    businessTypeId: SHOPS,
    nameEs: 'Droguería y salud',
    nameEn: 'Pharmacy and health',
    nameFr: 'Pharmacie et santé',
    namePt: 'Farmácia e saúde',
  },
  {
    id: 18,
    keyword: 'jewelry_watches',
    businessTypeId: SHOPS,
    nameEs: 'Joyería y relojería',
    nameEn: 'Jewellery and watches',
    nameFr: 'Bijouterie et horlogerie',
    namePt: 'Joalheria e relojoaria',
  },
  {
    id: 19,
    keyword: 'beauty_perfume',
    businessTypeId: SHOPS,
    nameEs: 'Belleza y perfumería',
    nameEn: 'Beauty and perfume',
    nameFr: 'Beauté et parfumerie',
    namePt: 'Beleza e perfumaria',
  },
  {
    id: 20,
    keyword: 'sweets_chocolates',
    businessTypeId: SHOPS,
    nameEs: 'Dulces y chocolates',
    nameEn: 'Sweets and chocolates',
    nameFr: 'Confiseries et chocolats',
    namePt: 'Doces e chocolates',
  },
  {
    id: 21,
    keyword: 'toys_kids',
    businessTypeId: SHOPS,
    nameEs: 'Juguetería',
    nameEn: 'Toys and kids',
    nameFr: 'Jouets et enfants',
    namePt: 'Brinquedos',
  },
  {
    id: 22,
    keyword: 'convenience_store',
    businessTypeId: SHOPS,
    nameEs: 'Tienda de conveniencia',
    nameEn: 'Convenience store',
    nameFr: 'Supérette',
    namePt: 'Loja de conveniência',
  },
  ...directoryCategoryRows,
];
