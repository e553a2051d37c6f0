import type { localBrands } from '../schema';
import { slugify, type Localized } from '@/lib/server/db/seed-data/text';

type Row = typeof localBrands.$inferInsert;

export const LOCAL_BRAND_CATEGORIES = [
  'crafts',
  'coffee',
  'sweets',
  'fashion',
  'jewelry',
  'natural_cosmetics',
  'home_decor',
] as const;
type Category = (typeof LOCAL_BRAND_CATEGORIES)[number];

const DESCRIPTIONS: Record<Category, Localized> = {
  crafts: [
    '{name} trae desde {region} piezas tejidas y talladas a mano por artesanos de la región.',
    '{name} brings pieces woven and carved by hand by artisans from {region}.',
    '{name} apporte de {region} des pièces tissées et sculptées à la main par des artisans de la région.',
    '{name} traz de {region} peças tecidas e entalhadas à mão por artesãos da região.',
  ],
  coffee: [
    '{name} tuesta café de pequeños productores de {region}, en grano o molido, listo para llevar.',
    '{name} roasts coffee from smallholders in {region}, whole bean or ground, ready to take home.',
    '{name} torréfie le café de petits producteurs de {region}, en grains ou moulu, prêt à emporter.',
    '{name} torra café de pequenos produtores de {region}, em grão ou moído, pronto para levar.',
  ],
  sweets: [
    '{name} prepara dulces tradicionales de {region} con recetas familiares y frutas de la región.',
    '{name} makes traditional sweets from {region} with family recipes and local fruit.',
    '{name} prépare des douceurs traditionnelles de {region} selon des recettes familiales et avec des fruits locaux.',
    '{name} prepara doces tradicionais de {region} com receitas de família e frutas da região.',
  ],
  fashion: [
    '{name} diseña y confecciona en {region} prendas y accesorios con materiales y talleres locales.',
    '{name} designs and makes clothing and accessories in {region} with local materials and workshops.',
    '{name} conçoit et fabrique à {region} des vêtements et accessoires avec des matières et ateliers locaux.',
    '{name} cria e confecciona em {region} roupas e acessórios com materiais e oficinas locais.',
  ],
  jewelry: [
    '{name} elabora joyería de autor en {region}, con filigrana, semillas y piedras colombianas.',
    '{name} crafts designer jewellery in {region} with filigree, seeds and Colombian stones.',
    '{name} crée à {region} des bijoux d’auteur en filigrane, graines et pierres colombiennes.',
    '{name} produz joias autorais em {region}, com filigrana, sementes e pedras colombianas.',
  ],
  natural_cosmetics: [
    '{name} produce en {region} jabones, aceites y cremas con ingredientes naturales de la biodiversidad colombiana.',
    '{name} makes soaps, oils and creams in {region} with natural ingredients from Colombian biodiversity.',
    '{name} fabrique à {region} savons, huiles et crèmes à base d’ingrédients naturels de la biodiversité colombienne.',
    '{name} produz em {region} sabonetes, óleos e cremes com ingredientes naturais da biodiversidade colombiana.',
  ],
  home_decor: [
    '{name} crea en {region} objetos para el hogar en cerámica, madera y fibras naturales.',
    '{name} creates homeware in {region} from pottery, wood and natural fibres.',
    '{name} crée à {region} des objets pour la maison en céramique, bois et fibres naturelles.',
    '{name} cria em {region} objetos para a casa em cerâmica, madeira e fibras naturais.',
  ],
};

const COLORS = ['#7a5f00', '#1b7f3b', '#b3261e', '#0b57d0', '#6a1b9a', '#00695c', '#8d4f00'];

/** 42 local brands of Paraíso Sello Local (SPEC §9: more than 40). */
const BRANDS: Array<[name: string, category: Category, region: string]> = [
  ['Manos Wayuu', 'crafts', 'La Guajira'],
  ['Caña Flecha Zenú', 'crafts', 'Córdoba'],
  ['Tejidos de Guacamayas', 'crafts', 'Boyacá'],
  ['Barniz de Pasto Mopa-Mopa', 'crafts', 'Nariño'],
  ['Chambira Amazónica', 'crafts', 'Amazonas'],
  ['Cestería Werregue', 'crafts', 'Chocó'],
  ['Ráquira Barro Vivo', 'home_decor', 'Boyacá'],
  ['La Chamba Negra', 'home_decor', 'Tolima'],
  ['Guadua Viva', 'home_decor', 'Quindío'],
  ['Fique y Luz', 'home_decor', 'Santander'],
  ['Madera del Pacífico', 'home_decor', 'Valle del Cauca'],
  ['Café Sierra Nevada', 'coffee', 'Magdalena'],
  ['Origen Huila', 'coffee', 'Huila'],
  ['Tostadores del Cauca', 'coffee', 'Cauca'],
  ['Café de la Montaña Nariñense', 'coffee', 'Nariño'],
  ['Finca La Esperanza', 'coffee', 'Quindío'],
  ['Café Mujeres de Tolima', 'coffee', 'Tolima'],
  ['Bocadillo Veleño', 'sweets', 'Santander'],
  ['Arequipe de la Abuela', 'sweets', 'Cundinamarca'],
  ['Cocadas del Pacífico', 'sweets', 'Valle del Cauca'],
  ['Obleas Floridablanca', 'sweets', 'Santander'],
  ['Cacao de Tumaco', 'sweets', 'Nariño'],
  ['Dulces de Mompox', 'sweets', 'Bolívar'],
  ['Hormigas y Sabores', 'sweets', 'Santander'],
  ['Mochila Arhuaca Taller', 'fashion', 'Cesar'],
  ['Sombrero Vueltiao Tuchín', 'fashion', 'Córdoba'],
  ['Ruana Boyacense', 'fashion', 'Boyacá'],
  ['Alpargatas del Caribe', 'fashion', 'Atlántico'],
  ['Seda de Timbío', 'fashion', 'Cauca'],
  ['Lino Bogotano', 'fashion', 'Bogotá D. C.'],
  ['Cuero de los Llanos', 'fashion', 'Casanare'],
  ['Filigrana Momposina', 'jewelry', 'Bolívar'],
  ['Semillas del Amazonas', 'jewelry', 'Amazonas'],
  ['Oro de Barbacoas', 'jewelry', 'Nariño'],
  ['Esmeralda Boyacá Joyería', 'jewelry', 'Boyacá'],
  ['Tagua Viva', 'jewelry', 'Chocó'],
  ['Jabones de Café', 'natural_cosmetics', 'Caldas'],
  ['Aceites del Putumayo', 'natural_cosmetics', 'Putumayo'],
  ['Sábila y Miel', 'natural_cosmetics', 'Cundinamarca'],
  ['Cosmética de Cacay', 'natural_cosmetics', 'Meta'],
  ['Flor de Jamaica', 'natural_cosmetics', 'San Andrés y Providencia'],
  ['Botánica Andina', 'natural_cosmetics', 'Antioquia'],
];

export function localBrandRows(): Row[] {
  return BRANDS.map(([name, category, region], index) => {
    const [es, en, fr, pt] = DESCRIPTIONS[category].map((t) =>
      t.replaceAll('{name}', name).replaceAll('{region}', region),
    ) as Localized;
    return {
      id: index + 1,
      slug: slugify(name),
      name,
      category,
      region,
      descriptionEs: es,
      descriptionEn: en,
      descriptionFr: fr,
      descriptionPt: pt,
      logoColor: COLORS[index % COLORS.length] as string,
    };
  });
}
