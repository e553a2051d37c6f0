/*
 * The rich-text sanitiser: keeps content/README.md's HTML subset and nothing else.
 *
 *   p, h3, h4, ul, ol, li, strong, em, sub, br, a[href], abbr[title]
 *
 * Everything else is dropped: unknown tags lose their markup but keep their text, while the
 * contents of script-like elements are removed entirely. Attributes other than the two allowed
 * ones are dropped; an href must be a site path, #anchor, https:, mailto: or tel: link.
 * The output is well formed (every opened element closed, in order) and text is escaped.
 */

import { escapeMarkup } from '@/lib/escape-markup';

const ALLOWED_TAGS = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'sub', 'br', 'a', 'abbr']);
const VOID_TAGS = new Set(['br']);
/** Elements whose content is never text for a reader: removed with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);
const ALLOWED_ATTRIBUTES: Record<string, string> = { a: 'href', abbr: 'title' };
const SAFE_HREF = /^(\/(?!\/)[^\s"'<>]*|#[\w-]+|https:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|tel:\+?[\d ]+)$/i;

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>|<![^>]*>?/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities a browser would, so that `&#106;avascript:` cannot sneak past the href check. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

function escapeText(value: string): string {
  return escapeMarkup(decodeEntities(value));
}

function allowedAttribute(tag: string, rawAttributes: string): string {
  const wanted = ALLOWED_ATTRIBUTES[tag];
  if (!wanted) return '';
  for (const match of rawAttributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() !== wanted) continue;
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '').trim();
    if (wanted === 'href' && !SAFE_HREF.test(value.replace(/[\u0000-\u001f]/g, ''))) return '';
    if (!value) return '';
    return ` ${wanted}="${escapeMarkup(value)}"`;
  }
  return '';
}

/** Returns `html` reduced to the allowed subset. */
export function sanitizeRichText(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | undefined;
  let last = 0;
  const emitText = (text: string) => {
    if (!dropping && text) out.push(escapeText(text));
  };
  for (const match of html.matchAll(TOKEN)) {
    emitText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue; // comment, doctype or stray `<`
    const closing = match[0][1] === '/';
    if (dropping) {
      if (closing && name === dropping) dropping = undefined;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !match[0].endsWith('/>')) dropping = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (!closing) out.push(`<${name}>`);
      continue;
    }
    if (!closing) {
      // An anchor without a safe href is text, not a link.
      const attribute = allowedAttribute(name, match[2] ?? '');
      if (name === 'a' && !attribute) {
        open.push('#a');
        continue;
      }
      out.push(`<${name}${attribute}>`);
      open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name === 'a' && !open.includes('a') ? '#a' : name);
    if (at === -1) continue; // stray closing tag
    for (const tag of open.splice(at).reverse()) if (tag !== '#a') out.push(`</${tag}>`);
  }
  emitText(html.slice(last));
  for (const tag of open.reverse()) if (tag !== '#a') out.push(`</${tag}>`);
  return out.join('').trim();
}

/** Plain text of sanitised rich text (for meta descriptions and JSON-LD answers). */
export function richTextToPlain(html: string): string {
  return decodeEntities(
    html
      .replace(/<br>/g, '\n')
      .replace(/<\/(p|li|h3|h4)>/g, '$& ')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A rich-text block's headings as section headings of the page: authors write `<h3>`/`<h4>` (the
 * sanitiser's levels), and a rich-text block stands at the same level as a titled block (`<h2>`), so
 * they render one level up. Without this a page going h1 → h3 fails WCAG's heading order (axe).
 */
export function promoteRichTextHeadings(html: string): string {
  return html.replace(/<(\/?)h([34])>/g, (_tag, slash: string, level: string) => `<${slash}h${Number(level) - 1}>`);
}
