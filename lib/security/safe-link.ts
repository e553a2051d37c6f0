/*
 * The one check for links that editors, operators and configuration give the site: rich text, content blocks,
 * banners. Client-safe (no server imports): zod schemas use it too.
 *
 * A site path must stay on the site in every browser. Browsers read `\` as `/` in http(s) URLs and drop tabs
 * and newlines anywhere in them, so `/\evil.example` and `/<tab>/evil.example` are `//evil.example`: another
 * host, on Spanish pages above all (no locale prefix is put in front). Percent-encoded backslashes become
 * backslashes again wherever a path is decoded and reused (a redirect's Location), so they are refused too.
 */

export type LinkKind = 'site' | 'anchor' | 'https' | 'http' | 'mailto' | 'tel';

/** Whitespace and control characters (which browsers strip or drop), quotes, angle brackets and backslashes. */
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f-\u009f"'<>`\\]/;
const ENCODED_BACKSLASH = /%5c/i;
const ENCODED_SLASH_FIRST = /^\/%2f/i;
/** A stand-in origin: a site path must resolve to it and to nothing else. */
const SITE_ORIGIN = 'https://site.invalid';

const ABSOLUTE_PATTERNS: Record<Exclude<LinkKind, 'site'>, RegExp> = {
  anchor: /^#[\w-]+$/,
  https: /^https:\/\/[^/?#]/i,
  http: /^http:\/\/[^/?#]/i,
  mailto: /^mailto:[^\s"'<>\\]+$/i,
  tel: /^tel:\+?[\d ]+$/i,
};

/** `/servicios/mascotas?x=1#y`: a path of this site, never another host however a browser reads it. */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value[1] === '/') return false;
  if (UNSAFE_CHARACTER.test(value) || ENCODED_BACKSLASH.test(value) || ENCODED_SLASH_FIRST.test(value)) return false;
  return URL.canParse(value, SITE_ORIGIN) && new URL(value, SITE_ORIGIN).origin === SITE_ORIGIN;
}

function isAbsoluteUrl(value: string, scheme: 'http' | 'https'): boolean {
  if (!ABSOLUTE_PATTERNS[scheme].test(value) || UNSAFE_CHARACTER.test(value) || ENCODED_BACKSLASH.test(value)) {
    return false;
  }
  return URL.canParse(value) && new URL(value).protocol === `${scheme}:`;
}

/** Whether `value` is a link of one of `kinds`; anything else (javascript:, data:, `//host`, `/\host`) is refused. */
export function isSafeLink(value: string, kinds: readonly LinkKind[]): boolean {
  return kinds.some((kind) => {
    switch (kind) {
      case 'site':
        return isSitePath(value);
      case 'http':
      case 'https':
        return isAbsoluteUrl(value, kind);
      default:
        return ABSOLUTE_PATTERNS[kind].test(value);
    }
  });
}

/** The links content may hold: site paths, #anchors, https:, mailto: and tel:. */
export const CONTENT_LINK_KINDS: readonly LinkKind[] = ['site', 'anchor', 'https', 'mailto', 'tel'];
export const CONTENT_LINK_MESSAGE = 'Use a site path, #anchor, https://, tel: or mailto: link';
