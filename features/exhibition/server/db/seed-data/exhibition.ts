import type { exhibitionPhotos } from '../schema';
import type { Localized } from '@/lib/server/db/seed-data/text';

type Row = typeof exhibitionPhotos.$inferInsert;
type Category = 'cultura_pueblos' | 'bosques_ecosistemas' | 'paisajes_iconicos' | 'fauna_flora' | 'rios_aguas';

/** Subjects of the photographs, in es/en/fr/pt. */
const SUBJECTS = {
  carnival: ['Carnaval', 'Carnival', 'Carnaval', 'Carnaval'],
  weavers: ['Tejedoras', 'Weavers', 'Tisserandes', 'Tecelãs'],
  market: ['Mercado campesino', 'Farmers’ market', 'Marché paysan', 'Feira camponesa'],
  palenque: ['Palenqueras', 'Palenquera women', 'Palenqueras', 'Palenqueras'],
  ritual: ['Ritual ancestral', 'Ancestral ritual', 'Rituel ancestral', 'Ritual ancestral'],
  fishermen: ['Pescadores al amanecer', 'Fishermen at dawn', 'Pêcheurs à l’aube', 'Pescadores ao amanhecer'],
  harvest: ['Cosecha de café', 'Coffee harvest', 'Récolte du café', 'Colheita de café'],
  music: ['Músicos de marimba', 'Marimba players', 'Joueurs de marimba', 'Músicos de marimba'],
  paramo: ['Frailejones del páramo', 'Páramo frailejones', 'Frailejones du páramo', 'Frailejones do páramo'],
  cloudforest: ['Bosque de niebla', 'Cloud forest', 'Forêt de nuages', 'Floresta de neblina'],
  mangrove: ['Manglar', 'Mangrove', 'Mangrove', 'Manguezal'],
  jungle: ['Selva húmeda', 'Rainforest', 'Forêt tropicale', 'Floresta úmida'],
  waxpalm: ['Palmas de cera', 'Wax palms', 'Palmiers à cire', 'Palmeiras-de-cera'],
  drylands: ['Bosque seco', 'Dry forest', 'Forêt sèche', 'Floresta seca'],
  canyon: ['Cañón', 'Canyon', 'Canyon', 'Cânion'],
  desert: ['Desierto', 'Desert', 'Désert', 'Deserto'],
  tepui: ['Tepuyes', 'Tepuis', 'Tepuys', 'Tepuis'],
  snowpeak: ['Nevado', 'Snow-capped peak', 'Sommet enneigé', 'Pico nevado'],
  coast: ['Costa', 'Coastline', 'Littoral', 'Litoral'],
  rock: ['Piedra', 'Rock', 'Rocher', 'Pedra'],
  hummingbird: ['Colibrí', 'Hummingbird', 'Colibri', 'Beija-flor'],
  jaguar: ['Jaguar', 'Jaguar', 'Jaguar', 'Onça-pintada'],
  orchid: ['Orquídeas', 'Orchids', 'Orchidées', 'Orquídeas'],
  condor: ['Cóndor de los Andes', 'Andean condor', 'Condor des Andes', 'Condor-dos-andes'],
  whale: ['Ballenas jorobadas', 'Humpback whales', 'Baleines à bosse', 'Baleias-jubarte'],
  frog: ['Rana dorada', 'Golden poison frog', 'Grenouille dorée', 'Rã-dourada'],
  dolphin: ['Delfín rosado', 'Pink river dolphin', 'Dauphin rose', 'Boto-cor-de-rosa'],
  river: ['Río de colores', 'River of colours', 'Rivière aux couleurs', 'Rio de cores'],
  waterfall: ['Cascada', 'Waterfall', 'Cascade', 'Cachoeira'],
  lagoon: ['Laguna', 'Lagoon', 'Lagune', 'Lagoa'],
  delta: ['Delta', 'Delta', 'Delta', 'Delta'],
  rapids: ['Raudales', 'Rapids', 'Rapides', 'Corredeiras'],
} satisfies Record<string, Localized>;

const CAPTIONS: Record<Category, Localized> = {
  cultura_pueblos: [
    'Retrato de la vida y las tradiciones de {place}: gente, oficios y fiestas que hacen a Colombia diversa.',
    'A portrait of life and traditions in {place}: the people, crafts and festivals that make Colombia diverse.',
    'Portrait de la vie et des traditions de {place} : les gens, les métiers et les fêtes qui font la diversité de la Colombie.',
    'Retrato da vida e das tradições de {place}: pessoas, ofícios e festas que fazem a Colômbia diversa.',
  ],
  bosques_ecosistemas: [
    'Los ecosistemas de {place} guardan agua, suelo y especies únicas: un patrimonio que hay que cuidar.',
    'The ecosystems of {place} hold water, soil and unique species: a heritage to protect.',
    'Les écosystèmes de {place} retiennent l’eau, les sols et des espèces uniques : un patrimoine à protéger.',
    'Os ecossistemas de {place} guardam água, solo e espécies únicas: um patrimônio a proteger.',
  ],
  paisajes_iconicos: [
    'Uno de los paisajes más reconocibles de Colombia, fotografiado en {place} con la luz de la mañana.',
    'One of Colombia’s most recognisable landscapes, photographed in {place} in the morning light.',
    'L’un des paysages les plus reconnaissables de Colombie, photographié à {place} dans la lumière du matin.',
    'Uma das paisagens mais reconhecíveis da Colômbia, fotografada em {place} com a luz da manhã.',
  ],
  fauna_flora: [
    'Colombia es uno de los países más biodiversos del mundo; esta imagen fue tomada en {place}.',
    'Colombia is one of the most biodiverse countries on earth; this image was taken in {place}.',
    'La Colombie est l’un des pays les plus riches en biodiversité ; cette image a été prise à {place}.',
    'A Colômbia é um dos países mais biodiversos do mundo; esta imagem foi feita em {place}.',
  ],
  rios_aguas: [
    'Las aguas de {place}: ríos, lagunas y cascadas que dan vida a las regiones del país.',
    'The waters of {place}: rivers, lagoons and waterfalls that bring life to the country’s regions.',
    'Les eaux de {place} : rivières, lagunes et cascades qui font vivre les régions du pays.',
    'As águas de {place}: rios, lagoas e cachoeiras que dão vida às regiões do país.',
  ],
};

const AUTHORS = [
  'Ana María Rojas',
  'Carlos Andrés Pineda',
  'Luisa Fernanda Ortiz',
  'Jorge Iván Quintero',
  'Natalia Herrera',
  'Santiago Mejía',
  'Diana Carolina Vélez',
  'Andrés Felipe Castaño',
  'Paola Arango',
  'Julián Ospina',
];

type Photo = [subject: keyof typeof SUBJECTS, place: string];

/** 12 photographs per category, 60 in all (SPEC §9). */
const PHOTOS: Record<Category, Photo[]> = {
  cultura_pueblos: [
    ['carnival', 'Barranquilla, Atlántico'],
    ['weavers', 'Uribia, La Guajira'],
    ['market', 'Paloquemao, Bogotá'],
    ['palenque', 'San Basilio de Palenque, Bolívar'],
    ['ritual', 'Sierra Nevada de Santa Marta'],
    ['fishermen', 'Taganga, Magdalena'],
    ['harvest', 'Salento, Quindío'],
    ['music', 'Guapi, Cauca'],
    ['carnival', 'Pasto, Nariño'],
    ['weavers', 'Sampués, Sucre'],
    ['market', 'Silvia, Cauca'],
    ['music', 'Valledupar, Cesar'],
  ],
  bosques_ecosistemas: [
    ['paramo', 'Páramo de Sumapaz, Cundinamarca'],
    ['cloudforest', 'Reserva Río Blanco, Caldas'],
    ['mangrove', 'Bahía Solano, Chocó'],
    ['jungle', 'Parque Nacional Amacayacu, Amazonas'],
    ['waxpalm', 'Valle de Cocora, Quindío'],
    ['drylands', 'Desierto de la Tatacoa, Huila'],
    ['paramo', 'Páramo de Chingaza, Cundinamarca'],
    ['cloudforest', 'Parque Nacional Cueva de los Guácharos, Huila'],
    ['mangrove', 'Ciénaga Grande de Santa Marta'],
    ['jungle', 'Serranía de la Macarena, Meta'],
    ['drylands', 'Cabo de la Vela, La Guajira'],
    ['paramo', 'Parque Nacional El Cocuy, Boyacá'],
  ],
  paisajes_iconicos: [
    ['canyon', 'Cañón del Chicamocha, Santander'],
    ['desert', 'Punta Gallinas, La Guajira'],
    ['tepui', 'Cerro Azul, Guaviare'],
    ['snowpeak', 'Nevado del Ruiz, Caldas'],
    ['coast', 'Parque Nacional Tayrona, Magdalena'],
    ['rock', 'Piedra del Peñol, Antioquia'],
    ['coast', 'Providencia, San Andrés y Providencia'],
    ['snowpeak', 'Sierra Nevada del Cocuy, Boyacá'],
    ['canyon', 'Cañón del río Güejar, Meta'],
    ['desert', 'Desierto de la Tatacoa, Huila'],
    ['rock', 'Monserrate, Bogotá'],
    ['tepui', 'Serranía de Chiribiquete, Caquetá'],
  ],
  fauna_flora: [
    ['hummingbird', 'Jardín, Antioquia'],
    ['jaguar', 'Llanos de Casanare'],
    ['orchid', 'Valle del Cauca'],
    ['condor', 'Parque Nacional Los Nevados'],
    ['whale', 'Nuquí, Chocó'],
    ['frog', 'Bahía Solano, Chocó'],
    ['dolphin', 'Puerto Nariño, Amazonas'],
    ['hummingbird', 'Parque Nacional Chingaza, Cundinamarca'],
    ['orchid', 'Villa de Leyva, Boyacá'],
    ['whale', 'Isla Gorgona, Cauca'],
    ['jaguar', 'Serranía de la Macarena, Meta'],
    ['condor', 'Páramo de Santurbán, Santander'],
  ],
  rios_aguas: [
    ['river', 'Caño Cristales, Meta'],
    ['waterfall', 'Salto del Tequendama, Cundinamarca'],
    ['lagoon', 'Laguna de Guatavita, Cundinamarca'],
    ['delta', 'Delta del río Magdalena, Atlántico'],
    ['rapids', 'Raudal de Jirijirimo, Vaupés'],
    ['lagoon', 'Lago de Tota, Boyacá'],
    ['waterfall', 'Cascada La Chorrera, Cundinamarca'],
    ['river', 'Río Guatapurí, Cesar'],
    ['rapids', 'Río Inírida, Guainía'],
    ['lagoon', 'Laguna de la Cocha, Nariño'],
    ['delta', 'Río Atrato, Chocó'],
    ['waterfall', 'Salto de Bordones, Huila'],
  ],
};

export function exhibitionPhotoRows(): Row[] {
  let id = 0;
  return Object.entries(PHOTOS).flatMap(([category, photos]) =>
    photos.map(([subject, place]) => {
      id += 1;
      const [tEs, tEn, tFr, tPt] = SUBJECTS[subject];
      const short = place.split(',')[0] as string;
      const [cEs, cEn, cFr, cPt] = CAPTIONS[category as Category].map((t) => t.replaceAll('{place}', place));
      return {
        id,
        category,
        titleEs: `${tEs}, ${short}`,
        titleEn: `${tEn}, ${short}`,
        titleFr: `${tFr}, ${short}`,
        titlePt: `${tPt}, ${short}`,
        author: AUTHORS[(id * 7) % AUTHORS.length] as string,
        place,
        captionEs: cEs as string,
        captionEn: cEn as string,
        captionFr: cFr as string,
        captionPt: cPt as string,
        diameterCm: 245,
        artSeed: id * 7919 + 13,
      };
    }),
  );
}
