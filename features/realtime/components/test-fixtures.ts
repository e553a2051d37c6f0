import type { Checkpoint, Lot, ParkingResponse, QueuesResponse, QueueType } from '../schemas';
import type { ParkingLabels, QueueLabels } from './labels';

/** Fixtures of the live panels' tests. */
export const API = 'http://api.test/api';
export const MINUTE = 60_000;

/** An instant written like the API writes it: Bogota local time with its offset. */
export function bogotaIso(ms: number): string {
  return `${new Date(ms - 5 * 60 * MINUTE).toISOString().slice(0, 19)}-05:00`;
}
export const ago = (minutes: number) => bogotaIso(Date.now() - minutes * MINUTE);
export const hhmm = (iso: string) => iso.slice(11, 16);

const common = {
  updated: 'Actualizado a las {time}',
  refreshFailed: 'No pudimos actualizar los datos; mostramos los últimos disponibles.',
  noData: 'Sin información',
  source: 'Fuente',
  measuredAt: 'Medido a las {time}',
  stale: 'Dato de las {time}: puede haber cambiado',
  terminal: 'Terminal {terminal}',
};

const types: Record<QueueType, string> = {
  general: 'General',
  preferential: 'Preferencial',
  'national-biometric': 'Biométrica para colombianos',
  'foreigners-biometric': 'Biométrica para extranjeros',
  traditional: 'Migración tradicional',
};

export const queueLabels: QueueLabels = {
  ...common,
  lessThan: 'Menos de {max} minutos',
  between: 'Entre {min} y {max} minutos',
  types,
  chartTitle: 'Últimas 2 horas',
  chartSummary: '{queue}, espera entre {min} y {max} minutos.',
  chartNoData: 'Sin información de las últimas 2 horas.',
  chartTime: 'Hora',
  chartMinutes: 'Minutos',
};

export const parkingLabels: ParkingLabels = {
  ...common,
  available: '{available} de {capacity} cupos libres',
  occupancy: '{percent} % ocupado',
  gauge: 'Ocupación de {lot}',
  full: 'Lleno',
  capacity: 'Capacidad total: {capacity} cupos',
  pricing: 'Tarifas',
  carPerMinute: 'Carro',
  motorbikePerMinute: 'Moto',
  dailyMaximum: 'Tope',
  lostTicket: 'Pérdida',
  contact: 'Contacto',
  phone: 'Teléfono',
  email: 'Correo',
  pay: 'Pagar',
};

export function checkpoint(measuredAt: string, maxMinutes = 10): Checkpoint {
  return {
    id: 'migration-arrivals',
    kind: 'migration',
    direction: 'arrivals',
    terminal: 'T1',
    name: { es: 'Migración, llegadas', en: 'Immigration, arrivals', fr: 'Immigration', pt: 'Imigração' },
    queues: [
      { type: 'national-biometric', wait: { kind: 'lessThan', maxMinutes }, updatedAt: measuredAt, stale: false },
    ],
    historyQueue: 'national-biometric',
    history: [{ at: measuredAt, minutes: 8 }],
  };
}

export function queues(updatedAt: string, measuredAt = updatedAt, maxMinutes = 10): QueuesResponse {
  return { updatedAt, source: 'simulation', checkpoints: [checkpoint(measuredAt, maxMinutes)] };
}

export function parking(updatedAt: string, available = 120): ParkingResponse {
  const lot: Lot = {
    id: 'p1',
    terminal: 'T1',
    name: { es: 'Parqueadero 1', en: 'Car park 1', fr: 'Parking 1', pt: 'Estacionamento 1' },
    capacity: 400,
    available,
    updatedAt,
    stale: false,
    contact: { phone: '+57 601 000 0000', email: 'p@example.com' },
    pricing: { currency: 'COP', carPerMinute: 300, motorbikePerMinute: 90, dailyMaximum: 72000, lostTicket: 65000 },
    paymentUrl: 'https://pay.example/p1',
  };
  return { updatedAt, source: 'simulation', lots: [lot] };
}
