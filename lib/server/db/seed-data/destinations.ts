import type { destinations } from '../schema';

type DestinationRow = typeof destinations.$inferInsert;
type Names = { es: string; en: string; fr: string; pt: string };

/** Country names of the destinations, per locale. */
const countries: Record<string, Names> = {
  CO: { es: 'Colombia', en: 'Colombia', fr: 'Colombie', pt: 'Colômbia' },
  US: { es: 'Estados Unidos', en: 'United States', fr: 'États-Unis', pt: 'Estados Unidos' },
  CA: { es: 'Canadá', en: 'Canada', fr: 'Canada', pt: 'Canadá' },
  MX: { es: 'México', en: 'Mexico', fr: 'Mexique', pt: 'México' },
  PA: { es: 'Panamá', en: 'Panama', fr: 'Panama', pt: 'Panamá' },
  CR: { es: 'Costa Rica', en: 'Costa Rica', fr: 'Costa Rica', pt: 'Costa Rica' },
  GT: { es: 'Guatemala', en: 'Guatemala', fr: 'Guatemala', pt: 'Guatemala' },
  SV: { es: 'El Salvador', en: 'El Salvador', fr: 'Salvador', pt: 'El Salvador' },
  DO: {
    es: 'República Dominicana',
    en: 'Dominican Republic',
    fr: 'République dominicaine',
    pt: 'República Dominicana',
  },
  CU: { es: 'Cuba', en: 'Cuba', fr: 'Cuba', pt: 'Cuba' },
  AW: { es: 'Aruba', en: 'Aruba', fr: 'Aruba', pt: 'Aruba' },
  CW: { es: 'Curazao', en: 'Curaçao', fr: 'Curaçao', pt: 'Curaçao' },
  VE: { es: 'Venezuela', en: 'Venezuela', fr: 'Venezuela', pt: 'Venezuela' },
  EC: { es: 'Ecuador', en: 'Ecuador', fr: 'Équateur', pt: 'Equador' },
  PE: { es: 'Perú', en: 'Peru', fr: 'Pérou', pt: 'Peru' },
  BO: { es: 'Bolivia', en: 'Bolivia', fr: 'Bolivie', pt: 'Bolívia' },
  CL: { es: 'Chile', en: 'Chile', fr: 'Chili', pt: 'Chile' },
  AR: { es: 'Argentina', en: 'Argentina', fr: 'Argentine', pt: 'Argentina' },
  BR: { es: 'Brasil', en: 'Brazil', fr: 'Brésil', pt: 'Brasil' },
  ES: { es: 'España', en: 'Spain', fr: 'Espagne', pt: 'Espanha' },
  FR: { es: 'Francia', en: 'France', fr: 'France', pt: 'França' },
  DE: { es: 'Alemania', en: 'Germany', fr: 'Allemagne', pt: 'Alemanha' },
  NL: { es: 'Países Bajos', en: 'Netherlands', fr: 'Pays-Bas', pt: 'Países Baixos' },
  GB: { es: 'Reino Unido', en: 'United Kingdom', fr: 'Royaume-Uni', pt: 'Reino Unido' },
  TR: { es: 'Turquía', en: 'Türkiye', fr: 'Turquie', pt: 'Turquia' },
  AE: {
    es: 'Emiratos Árabes Unidos',
    en: 'United Arab Emirates',
    fr: 'Émirats arabes unis',
    pt: 'Emirados Árabes Unidos',
  },
};

function destination(code: string, countryCode: string, city: Names): DestinationRow {
  const country = countries[countryCode];
  if (!country) throw new Error(`Unknown country ${countryCode} for destination ${code}`);
  return {
    code,
    cityEs: city.es,
    cityEn: city.en,
    cityFr: city.fr,
    cityPt: city.pt,
    countryCode,
    countryEs: country.es,
    countryEn: country.en,
    countryFr: country.fr,
    countryPt: country.pt,
    isDomestic: countryCode === 'CO',
  };
}

/** A city whose name is the same in the four languages. */
function same(name: string): Names {
  return { es: name, en: name, fr: name, pt: name };
}

const domestic: DestinationRow[] = [
  destination('MDE', 'CO', same('Medellín')),
  destination('CLO', 'CO', same('Cali')),
  destination('CTG', 'CO', { es: 'Cartagena', en: 'Cartagena', fr: 'Carthagène des Indes', pt: 'Cartagena' }),
  destination('BAQ', 'CO', same('Barranquilla')),
  destination('SMR', 'CO', same('Santa Marta')),
  destination('BGA', 'CO', same('Bucaramanga')),
  destination('PEI', 'CO', same('Pereira')),
  destination('ADZ', 'CO', same('San Andrés')),
  destination('PVA', 'CO', same('Providencia')),
  destination('CUC', 'CO', same('Cúcuta')),
  destination('MTR', 'CO', same('Montería')),
  destination('LET', 'CO', same('Leticia')),
  destination('EYP', 'CO', same('Yopal')),
  destination('PSO', 'CO', same('Pasto')),
  destination('NVA', 'CO', same('Neiva')),
  destination('VVC', 'CO', same('Villavicencio')),
  destination('AXM', 'CO', same('Armenia')),
  destination('IBE', 'CO', same('Ibagué')),
  destination('RCH', 'CO', same('Riohacha')),
  destination('UIB', 'CO', same('Quibdó')),
  destination('MZL', 'CO', same('Manizales')),
  destination('PPN', 'CO', same('Popayán')),
  destination('VUP', 'CO', same('Valledupar')),
  destination('EJA', 'CO', same('Barrancabermeja')),
  destination('FLA', 'CO', same('Florencia')),
  destination('PUU', 'CO', same('Puerto Asís')),
  destination('AUC', 'CO', same('Arauca')),
  destination('SJE', 'CO', same('San José del Guaviare')),
  destination('PCR', 'CO', same('Puerto Carreño')),
  destination('PDA', 'CO', same('Inírida')),
  destination('MVP', 'CO', same('Mitú')),
  destination('TCO', 'CO', same('Tumaco')),
  destination('CZU', 'CO', same('Corozal')),
  destination('APO', 'CO', same('Apartadó')),
];

const international: DestinationRow[] = [
  destination('MIA', 'US', same('Miami')),
  destination('FLL', 'US', same('Fort Lauderdale')),
  destination('MCO', 'US', same('Orlando')),
  destination('JFK', 'US', { es: 'Nueva York', en: 'New York', fr: 'New York', pt: 'Nova York' }),
  destination('EWR', 'US', same('Newark')),
  destination('BOS', 'US', same('Boston')),
  destination('IAD', 'US', { es: 'Washington D. C.', en: 'Washington, D.C.', fr: 'Washington', pt: 'Washington' }),
  destination('ATL', 'US', same('Atlanta')),
  destination('IAH', 'US', same('Houston')),
  destination('DFW', 'US', same('Dallas')),
  destination('LAX', 'US', { es: 'Los Ángeles', en: 'Los Angeles', fr: 'Los Angeles', pt: 'Los Angeles' }),
  destination('YYZ', 'CA', same('Toronto')),
  destination('MEX', 'MX', { es: 'Ciudad de México', en: 'Mexico City', fr: 'Mexico', pt: 'Cidade do México' }),
  destination('CUN', 'MX', { es: 'Cancún', en: 'Cancun', fr: 'Cancún', pt: 'Cancún' }),
  destination('PTY', 'PA', { es: 'Ciudad de Panamá', en: 'Panama City', fr: 'Panama', pt: 'Cidade do Panamá' }),
  destination('SJO', 'CR', same('San José')),
  destination('GUA', 'GT', {
    es: 'Ciudad de Guatemala',
    en: 'Guatemala City',
    fr: 'Guatemala',
    pt: 'Cidade da Guatemala',
  }),
  destination('SAL', 'SV', same('San Salvador')),
  destination('SDQ', 'DO', { es: 'Santo Domingo', en: 'Santo Domingo', fr: 'Saint-Domingue', pt: 'Santo Domingo' }),
  destination('PUJ', 'DO', same('Punta Cana')),
  destination('HAV', 'CU', { es: 'La Habana', en: 'Havana', fr: 'La Havane', pt: 'Havana' }),
  destination('AUA', 'AW', same('Aruba')),
  destination('CUR', 'CW', { es: 'Curazao', en: 'Curaçao', fr: 'Curaçao', pt: 'Curaçao' }),
  destination('CCS', 'VE', same('Caracas')),
  destination('UIO', 'EC', same('Quito')),
  destination('GYE', 'EC', same('Guayaquil')),
  destination('LIM', 'PE', same('Lima')),
  destination('VVI', 'BO', same('Santa Cruz de la Sierra')),
  destination('SCL', 'CL', {
    es: 'Santiago de Chile',
    en: 'Santiago',
    fr: 'Santiago du Chili',
    pt: 'Santiago do Chile',
  }),
  destination('EZE', 'AR', same('Buenos Aires')),
  destination('GRU', 'BR', same('São Paulo')),
  destination('GIG', 'BR', { es: 'Río de Janeiro', en: 'Rio de Janeiro', fr: 'Rio de Janeiro', pt: 'Rio de Janeiro' }),
  destination('MAD', 'ES', { es: 'Madrid', en: 'Madrid', fr: 'Madrid', pt: 'Madri' }),
  destination('BCN', 'ES', { es: 'Barcelona', en: 'Barcelona', fr: 'Barcelone', pt: 'Barcelona' }),
  destination('CDG', 'FR', { es: 'París', en: 'Paris', fr: 'Paris', pt: 'Paris' }),
  destination('FRA', 'DE', { es: 'Fráncfort', en: 'Frankfurt', fr: 'Francfort', pt: 'Frankfurt' }),
  destination('AMS', 'NL', { es: 'Ámsterdam', en: 'Amsterdam', fr: 'Amsterdam', pt: 'Amsterdã' }),
  destination('LHR', 'GB', { es: 'Londres', en: 'London', fr: 'Londres', pt: 'Londres' }),
  destination('IST', 'TR', { es: 'Estambul', en: 'Istanbul', fr: 'Istanbul', pt: 'Istambul' }),
  destination('DXB', 'AE', { es: 'Dubái', en: 'Dubai', fr: 'Dubaï', pt: 'Dubai' }),
];

export const destinationRows: DestinationRow[] = [...domestic, ...international];
