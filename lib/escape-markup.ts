const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/**
 * Escapes text for HTML, SVG or XML, in text and in quoted attribute values, byte for byte as React escapes
 * (so `staticMarkup` can be compared with `renderToStaticMarkup`). The one escaper for markup the site
 * writes as a string: static markup, mail bodies, content blocks, generated artwork. The search highlighter
 * keeps its own: it writes Algolia's format (`&#39;`), which the island decodes.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/["&'<>]/g, (char) => ESCAPES[char] ?? char);
}
