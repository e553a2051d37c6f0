/*
 * Offer validity: an offer is listed from its first to its last day inclusive, in Bogota dates.
 * An expired (or not yet started) offer is never listed.
 */

export interface Validity {
  validFrom: string;
  validUntil: string;
}

/** `today` and the validity dates are `YYYY-MM-DD`, which compare correctly as strings. */
export function isOfferValid(offer: Validity, today: string): boolean {
  return offer.validFrom <= today && today <= offer.validUntil;
}

/** Days left including today (0 when expired). */
export function daysLeft(offer: Validity, today: string): number {
  if (today > offer.validUntil) return 0;
  const ms = Date.parse(`${offer.validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}
