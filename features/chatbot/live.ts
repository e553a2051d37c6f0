/*
 * Live facts Dora knows besides flights: the queue times at security and migration, and the
 * parking availability. Pure: which question asks for them (in es, en, fr, pt) and how the answer is
 * said. Missing or stale data is "no information", never zero, as everywhere real-time data is shown.
 */

export type LiveTopic = 'queues' | 'parking';

/** Site paths of the live pages the answers link to. */
export const LIVE_PATHS: Record<LiveTopic, string> = {
  queues: '/informacion-en-tiempo-real/tiempo-en-filas',
  parking: '/informacion-en-tiempo-real/parqueaderos',
};

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

// Words of each topic in the four languages (accents folded).
const PARKING =
  /\b(parqueaderos?|parqueo|parquear|estacionamientos?|estacionar|parking|car ?park|parkings?|stationnement|stationner|vagas?)\b/;
const PARKING_NOW =
  /\b(disponib\w*|cupos?|espacios?|lugar(es)?|libres?|hay|quedan?|lleno|available|availability|spaces?|spots?|free|full|places?|libres?|complet|vagas?|tem|ha|cheio|lotado|now|ahora|maintenant|agora)\b/;
const QUEUE = /\b(filas?|colas?|queues?|lines?|waits?|waiting|espera|esperar|demora|attente|files?|fila)\b/;
const QUEUE_PLACE =
  /\b(seguridad|migracion|security|immigration|migration|controle|controles|securite|seguranca|imigracao|filtro|checkpoints?|puesto de control)\b/;
const QUEUE_TIME =
  /\b(tiempos?|cuanto|how long|long|minutos?|minutes?|temps|combien|quanto|tempo|demora|ahora|now|maintenant|agora|wait|waiting|espera|attente)\b/;

/**
 * The live topic a question asks about, or null. Parking counts when availability is asked (not its
 * price, which the parking page's content answers); queues when a waiting time or a checkpoint's line is.
 */
export function liveTopicOf(question: string): LiveTopic | null {
  const q = fold(question);
  if (
    PARKING.test(q) &&
    PARKING_NOW.test(q) &&
    !/\b(cuesta|cuanto vale|precio|tarifa|cost|price|prix|tarif|coute|custa|preco)\b/.test(q)
  )
    return 'parking';
  if (
    /\b(tiempo en filas?|temps d.attente|tempo (de espera|nas filas)|queue times?|wait times?|waiting times?)\b/.test(q)
  )
    return 'queues';
  if (
    QUEUE.test(q) &&
    (QUEUE_PLACE.test(q) || QUEUE_TIME.test(q)) &&
    !/\bsalas? de espera\b|\bwaiting (room|area|lounge)\b/.test(q)
  )
    return 'queues';
  return null;
}

/** A queue wait as the realtime feature gives it ('less than N' or 'between X and Y' minutes). */
export type LiveWait =
  { kind: 'lessThan'; maxMinutes: number } | { kind: 'between'; minMinutes: number; maxMinutes: number };

export interface LiveQueueItem {
  name: string;
  /** null: no information (or too old to be current). */
  wait: LiveWait | null;
}

export interface LiveParkingItem {
  name: string;
  /** null: no information (or too old to be current). */
  available: number | null;
  capacity: number;
}

export interface LivePhrases {
  /** 'menos de 10 minutos', 'entre 20 y 30 minutos'. */
  wait: (wait: LiveWait) => string;
  /** 'sin información'. */
  noData: string;
  /** '320 de 1.500 cupos libres'. */
  spaces: (available: number, capacity: number) => string;
}

/** 'Seguridad nacional: menos de 10 minutos; Migración: sin información', or null when nothing is known. */
export function queuesList(items: readonly LiveQueueItem[], phrases: LivePhrases): string | null {
  if (!items.some((item) => item.wait)) return null;
  return items.map((item) => `${item.name}: ${item.wait ? phrases.wait(item.wait) : phrases.noData}`).join('; ');
}

/** 'P1 Terminal 1: 320 de 1.500 cupos libres; P2: sin información', or null when nothing is known. */
export function parkingList(items: readonly LiveParkingItem[], phrases: LivePhrases): string | null {
  if (!items.some((item) => item.available !== null)) return null;
  return items
    .map(
      (item) =>
        `${item.name}: ${item.available === null ? phrases.noData : phrases.spaces(item.available, item.capacity)}`,
    )
    .join('; ');
}
