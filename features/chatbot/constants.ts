/*
 * Client-safe constants of the assistant (SPEC §2, §9). Dora's WhatsApp link is not here: it comes from the
 * `doraWhatsapp` fact (lib/facts.ts), in the server's answer and in the launcher's labels.
 */

export const PQRS_PATH = '/contacto#pqrs';
/** SPEC §9: the close button is added 4 s after the assistant loads. */
export const CLOSE_BUTTON_DELAY_MS = 4_000;

/** Pages where the assistant is not shown: any path containing /mapas, and the Dora pages themselves. */
export function isChatbotExcluded(pathname: string): boolean {
  const path = pathname.replace(/^\/(en|fr|pt)(?=\/|$)/, '') || '/';
  return path.includes('/mapas') || path === '/dora' || path === '/dora-traductora';
}

/** A flight designator anywhere in a question: "¿y el AV9364?", "status of av 9364" → "AV9364". */
export function flightNumberIn(question: string): string | null {
  const match = /\b([a-z][a-z0-9]|[0-9][a-z])\s?-?(\d{1,4})\b/i.exec(question);
  return match ? `${match[1]!.toUpperCase()}${Number(match[2])}` : null;
}

/** Longest question the assistant takes (the API's limit too). */
export const MAX_QUESTION = 300;
