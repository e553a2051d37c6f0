import type { airlines } from '../schema';

type AirlineRow = typeof airlines.$inferInsert;

/** Passenger airlines serving El Dorado. Clic, Satena and Wingo use Terminal 2. */
const passengerAirlines: AirlineRow[] = [
  { code: 'AV', icaoCode: 'AVA', name: 'Avianca', countryCode: 'CO', terminal: 'T1', alliance: 'Star Alliance' },
  { code: 'LA', icaoCode: 'LAN', name: 'LATAM Airlines', countryCode: 'CL', terminal: 'T1', alliance: null },
  { code: '4C', icaoCode: 'ARE', name: 'LATAM Airlines Colombia', countryCode: 'CO', terminal: 'T1', alliance: null },
  { code: 'JA', icaoCode: 'JAT', name: 'JetSMART', countryCode: 'CL', terminal: 'T1', alliance: null },
  { code: 'P5', icaoCode: 'RPB', name: 'Wingo', countryCode: 'CO', terminal: 'T2', alliance: null },
  { code: '9R', icaoCode: 'NSE', name: 'Satena', countryCode: 'CO', terminal: 'T2', alliance: null },
  { code: 'VE', icaoCode: 'EFY', name: 'Clic', countryCode: 'CO', terminal: 'T2', alliance: null },
  { code: 'CM', icaoCode: 'CMP', name: 'Copa Airlines', countryCode: 'PA', terminal: 'T1', alliance: 'Star Alliance' },
  { code: 'AA', icaoCode: 'AAL', name: 'American Airlines', countryCode: 'US', terminal: 'T1', alliance: 'oneworld' },
  {
    code: 'UA',
    icaoCode: 'UAL',
    name: 'United Airlines',
    countryCode: 'US',
    terminal: 'T1',
    alliance: 'Star Alliance',
  },
  { code: 'DL', icaoCode: 'DAL', name: 'Delta Air Lines', countryCode: 'US', terminal: 'T1', alliance: 'SkyTeam' },
  { code: 'B6', icaoCode: 'JBU', name: 'JetBlue', countryCode: 'US', terminal: 'T1', alliance: null },
  { code: 'NK', icaoCode: 'NKS', name: 'Spirit Airlines', countryCode: 'US', terminal: 'T1', alliance: null },
  { code: 'AC', icaoCode: 'ACA', name: 'Air Canada', countryCode: 'CA', terminal: 'T1', alliance: 'Star Alliance' },
  { code: 'AM', icaoCode: 'AMX', name: 'Aeroméxico', countryCode: 'MX', terminal: 'T1', alliance: 'SkyTeam' },
  { code: 'DM', icaoCode: 'DWI', name: 'Arajet', countryCode: 'DO', terminal: 'T1', alliance: null },
  { code: 'IB', icaoCode: 'IBE', name: 'Iberia', countryCode: 'ES', terminal: 'T1', alliance: 'oneworld' },
  { code: 'UX', icaoCode: 'AEA', name: 'Air Europa', countryCode: 'ES', terminal: 'T1', alliance: 'SkyTeam' },
  { code: 'AF', icaoCode: 'AFR', name: 'Air France', countryCode: 'FR', terminal: 'T1', alliance: 'SkyTeam' },
  { code: 'LH', icaoCode: 'DLH', name: 'Lufthansa', countryCode: 'DE', terminal: 'T1', alliance: 'Star Alliance' },
  { code: 'KL', icaoCode: 'KLM', name: 'KLM', countryCode: 'NL', terminal: 'T1', alliance: 'SkyTeam' },
  { code: 'BA', icaoCode: 'BAW', name: 'British Airways', countryCode: 'GB', terminal: 'T1', alliance: 'oneworld' },
  {
    code: 'TK',
    icaoCode: 'THY',
    name: 'Turkish Airlines',
    countryCode: 'TR',
    terminal: 'T1',
    alliance: 'Star Alliance',
  },
  { code: 'EK', icaoCode: 'UAE', name: 'Emirates', countryCode: 'AE', terminal: 'T1', alliance: null },
];

const cargoAirlines: AirlineRow[] = [
  { code: 'QT', icaoCode: 'TPA', name: 'Avianca Cargo', countryCode: 'CO', terminal: 'T1', alliance: null },
  { code: 'L7', icaoCode: 'LAE', name: 'LATAM Cargo Colombia', countryCode: 'CO', terminal: 'T1', alliance: null },
  { code: '6N', icaoCode: 'KRE', name: 'Aerosucre', countryCode: 'CO', terminal: 'T1', alliance: null },
  { code: '5X', icaoCode: 'UPS', name: 'UPS Airlines', countryCode: 'US', terminal: 'T1', alliance: null },
  { code: 'FX', icaoCode: 'FDX', name: 'FedEx Express', countryCode: 'US', terminal: 'T1', alliance: null },
  { code: '5Y', icaoCode: 'GTI', name: 'Atlas Air', countryCode: 'US', terminal: 'T1', alliance: null },
  { code: 'CV', icaoCode: 'CLX', name: 'Cargolux', countryCode: 'LU', terminal: 'T1', alliance: null },
];

export const airlineRows: AirlineRow[] = [
  ...passengerAirlines.map((airline) => ({ ...airline, isCargo: false })),
  ...cargoAirlines.map((airline) => ({ ...airline, isCargo: true })),
];
