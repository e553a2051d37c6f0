/** Bogota is UTC−5 all year (no daylight saving): local date and time without a time-zone library. */
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `{ date: 'YYYY-MM-DD', time: 'HH:mm' }` in Bogota for an instant in epoch ms. */
export function bogotaDateTime(epochMs: number): { date: string; time: string } {
  const local = new Date(epochMs + BOGOTA_OFFSET_MS);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/** COP with dot thousands, as SPEC §9 and ARCHITECTURE §4 ask: `$ 45.300`. */
export function formatCop(amount: number): string {
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}$ ${digits}`;
}

/** SPEC §8: the taxi company's `userMessage`, capitalised. */
export function capitalise(text: string): string {
  const trimmed = text.trim();
  return trimmed ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1) : trimmed;
}
