/*
 * The address rules of the plan form, without zod (the browser's bundle stays free of it): schemas.ts
 * applies the same rules on the server.
 */

export const MAX_ADDRESS_LENGTH = 120;
export const MIN_ADDRESS_LENGTH = 2;

export type AddressProblem = 'addressShort' | 'addressLong';

/** The trimmed address, '' for none, or what is wrong with it. */
export function checkAddress(raw: string): { address: string } | { problem: AddressProblem } {
  const address = raw.trim();
  if (address === '') return { address };
  if (address.length < MIN_ADDRESS_LENGTH) return { problem: 'addressShort' };
  if (address.length > MAX_ADDRESS_LENGTH) return { problem: 'addressLong' };
  return { address };
}
