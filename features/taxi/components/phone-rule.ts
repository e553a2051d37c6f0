import type { MobileCheck } from '@/lib/phone/mobile';

/*
 * The site's phone rule (lib/phone/mobile.ts: libphonenumber-js and its mobile metadata, ≈36 kB gzip) as a
 * chunk of its own: the taxi pages' first-load JavaScript does not carry it. The sign-in form fetches it on its
 * first focus or pointer down and waits for it on submit. If it cannot be fetched (the connection dropped), the
 * number goes to the server as typed: the route handler runs the same rule and answers the field's error.
 */

type PhoneRule = typeof import('@/lib/phone/mobile');

let pending: Promise<PhoneRule> | null = null;

export function loadPhoneRule(): Promise<PhoneRule> {
  pending ??= import('@/lib/phone/mobile').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Fetches the rule ahead of need. */
export function preloadPhoneRule(): void {
  loadPhoneRule().catch(() => undefined);
}

/** The rule's verdict on a number typed next to a calling code, or undefined when the rule could not load. */
export async function checkTaxiPhone(phone: string, countryCode: string): Promise<MobileCheck | undefined> {
  try {
    return (await loadPhoneRule()).checkMobileForCallingCode(phone, countryCode);
  } catch {
    return undefined;
  }
}
