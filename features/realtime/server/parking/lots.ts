import 'server-only';
import { PARKING_TARIFFS } from '@/lib/parking-tariffs';
import type { LocalizedText, Pricing } from '../../schemas';

/*
 * The airport's parking lots (three at Terminal 1, one at Terminal 2) with what does not
 * change minute to minute: capacity, contact, pricing (COP, lib/parking-tariffs.ts) and how busy each lot
 * tends to be.
 */

export interface LotDef {
  id: string;
  terminal: 'T1' | 'T2';
  name: LocalizedText;
  capacity: number;
  contact: { phone: string; email: string };
  pricing: Pricing;
  /** How much fuller than the airport's curve this lot runs (1 = the curve). */
  demand: number;
  /** How much of the daily swing this lot follows (long-stay lots barely move). */
  swing: number;
}

const CONTACT = { phone: '+57 601 266 2000', email: 'parqueaderos@eldorado.aero' };

export const LOTS: readonly LotDef[] = [
  {
    id: 'p1',
    terminal: 'T1',
    name: {
      es: 'P1 Cubierto, Terminal 1',
      en: 'P1 Covered, Terminal 1',
      fr: 'P1 Couvert, Terminal 1',
      pt: 'P1 Coberto, Terminal 1',
    },
    capacity: 1420,
    contact: CONTACT,
    pricing: PARKING_TARIFFS.p1,
    demand: 1.06,
    swing: 1,
  },
  {
    id: 'p2',
    terminal: 'T1',
    name: {
      es: 'P2 Descubierto, Terminal 1',
      en: 'P2 Open-air, Terminal 1',
      fr: 'P2 En plein air, Terminal 1',
      pt: 'P2 Descoberto, Terminal 1',
    },
    capacity: 960,
    contact: CONTACT,
    pricing: PARKING_TARIFFS.p2,
    demand: 0.92,
    swing: 1,
  },
  {
    id: 'p3',
    terminal: 'T1',
    name: {
      es: 'P3 Larga estancia, Terminal 1',
      en: 'P3 Long stay, Terminal 1',
      fr: 'P3 Longue durée, Terminal 1',
      pt: 'P3 Longa permanência, Terminal 1',
    },
    capacity: 740,
    contact: CONTACT,
    pricing: PARKING_TARIFFS.p3,
    demand: 1,
    swing: 0.35,
  },
  {
    id: 'p4',
    terminal: 'T2',
    name: {
      es: 'P4 Terminal 2',
      en: 'P4 Terminal 2',
      fr: 'P4 Terminal 2',
      pt: 'P4 Terminal 2',
    },
    capacity: 380,
    contact: CONTACT,
    pricing: PARKING_TARIFFS.p4,
    demand: 0.86,
    swing: 1,
  },
];

export function paymentUrlFor(baseUrl: string, lotId: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('lot', lotId);
  return url.toString();
}
