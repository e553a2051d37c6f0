/** Which app store a browser's user agent belongs to (iPhone/iPad → ios, Android → android). */
export function storeForUserAgent(userAgent: string): 'ios' | 'android' | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && /mobile/i.test(userAgent))) return 'ios';
  return null;
}
