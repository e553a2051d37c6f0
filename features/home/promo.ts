/** A promotional banner or popup dialog from the client configuration, ready for one locale. */
export interface PromoItem {
  kind: 'banner' | 'popup';
  /** Stable id: a dismissed promo is remembered under it and never shown again. */
  id: string;
  title: string;
  body: string;
  imageUrl: string | null;
  url: string | null;
}

export const DISMISSED_KEY = 'eldorado.promos.dismissed';

/** The ids dismissed on this browser (localStorage), tolerant of missing or corrupt storage. */
export function readDismissed(storage: Pick<Storage, 'getItem'> | undefined): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DISMISSED_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberDismissed(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, id: string): void {
  try {
    const ids = readDismissed(storage);
    ids.add(id);
    storage?.setItem(DISMISSED_KEY, JSON.stringify([...ids].slice(-50)));
  } catch {
    // Storage full or blocked: the promo simply shows again next visit.
  }
}

/** The first promo of each kind that this browser has not dismissed. */
export function promosToShow(promos: PromoItem[], dismissed: Set<string>): PromoItem[] {
  const banner = promos.find((p) => p.kind === 'banner' && !dismissed.has(p.id));
  const popup = promos.find((p) => p.kind === 'popup' && !dismissed.has(p.id));
  return [banner, popup].filter((p): p is PromoItem => Boolean(p));
}
