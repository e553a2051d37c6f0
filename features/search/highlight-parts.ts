/*
 * Reads an Algolia `_highlightResult` value (HTML-escaped text with highlight tags) back into plain
 * text parts, so components render it as React text, never as HTML. Client-safe.
 */

export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

export function highlightParts(value: string, pre = '<em>', post = '</em>'): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let rest = value;
  while (rest.length) {
    const start = rest.indexOf(pre);
    const end = start === -1 ? -1 : rest.indexOf(post, start + pre.length);
    if (start === -1 || end === -1) {
      parts.push({ text: unescapeHtml(rest), highlighted: false });
      break;
    }
    if (start > 0) parts.push({ text: unescapeHtml(rest.slice(0, start)), highlighted: false });
    parts.push({ text: unescapeHtml(rest.slice(start + pre.length, end)), highlighted: true });
    rest = rest.slice(end + post.length);
  }
  return parts;
}
