/*
 * The rich-text sanitiser: keeps content/README.md's HTML subset and nothing else.
 *
 *   p, h3, h4, ul, ol, li, strong, em, sub, br, a[href], abbr[title]
 *
 * The input is read by htmlparser2's tokenizer, as a browser reads it (every named entity decoded, raw text
 * of script and style, comments, attributes quoted or not), and the output is rebuilt from the allowed
 * elements and attributes alone: unknown tags lose their markup but keep their text, the contents of
 * script-like elements are removed, an href must pass `isSafeLink` (lib/security/safe-link.ts) and all text
 * is escaped. The output is well formed (every opened element closed, in order).
 *
 * Linear in the input: the tokenizer keeps no tree, and the open elements are at most MAX_DEPTH deep, so no
 * step looks back further than that (htmlparser2's Parser would: its stack search makes `<b>` × n quadratic).
 */

import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { escapeMarkup } from '@/lib/escape-markup';
import { CONTENT_LINK_KINDS, isSafeLink } from '@/lib/security/safe-link';

const ALLOWED_TAGS = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'sub', 'br', 'a', 'abbr']);
/** Elements whose content is never text for a reader: removed with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);
/** Where `<x/>` is an empty element; elsewhere HTML ignores the slash. */
const FOREIGN_ROOTS = new Set(['svg', 'math']);
const ALLOWED_ATTRIBUTES: Record<string, string> = { a: 'href', abbr: 'title' };
/** Opening one of these closes an open paragraph, as a browser does. */
const CLOSES_PARAGRAPH = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li']);
const LISTS = new Set(['ul', 'ol']);
/** Deeper elements lose their markup (their text stays): authored rich text nests a few levels. */
const MAX_DEPTH = 32;

type TagEvents = {
  open(name: string, attributes: ReadonlyMap<string, string>, selfClosing: boolean): void;
  close(name: string): void;
  text(text: string): void;
};

/** Runs htmlparser2's tokenizer over `html`: tag names and attributes lower-cased, entities decoded. */
function tokenize(html: string, events: TagEvents): void {
  let tag = '';
  let attributes = new Map<string, string>();
  let attributeName = '';
  let attributeValue = '';
  const slice = (start: number, end: number) => html.slice(start, end);
  const endOpenTag = (selfClosing: boolean) => {
    if (tag) events.open(tag, attributes, selfClosing);
    tag = '';
  };
  const ignore = () => undefined;
  const callbacks: TokenizerCallbacks = {
    ontext: (start, end) => events.text(slice(start, end)),
    ontextentity: (codePoint) => events.text(String.fromCodePoint(codePoint)),
    onopentagname: (start, end) => {
      tag = slice(start, end).toLowerCase();
      attributes = new Map();
    },
    onattribname: (start, end) => {
      attributeName = slice(start, end).toLowerCase();
      attributeValue = '';
    },
    onattribdata: (start, end) => {
      attributeValue += slice(start, end);
    },
    onattribentity: (codePoint) => {
      attributeValue += String.fromCodePoint(codePoint);
    },
    // The first of repeated attributes counts, as in a browser.
    onattribend: () => {
      if (!attributes.has(attributeName)) attributes.set(attributeName, attributeValue);
    },
    onopentagend: () => endOpenTag(false),
    onselfclosingtag: () => endOpenTag(true),
    onclosetag: (start, end) => events.close(slice(start, end).toLowerCase()),
    oncdata: ignore,
    oncomment: ignore,
    ondeclaration: ignore,
    onprocessinginstruction: ignore,
    onend: ignore,
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
}

function allowedAttribute(tag: string, attributes: ReadonlyMap<string, string>): string {
  const wanted = ALLOWED_ATTRIBUTES[tag];
  const value = wanted ? attributes.get(wanted)?.trim() : undefined;
  if (!wanted || !value) return '';
  if (wanted === 'href' && !isSafeLink(value, CONTENT_LINK_KINDS)) return '';
  return ` ${wanted}="${escapeMarkup(value)}"`;
}

/** An open element of the output; `written: false` for an anchor refused for its href (its text stays). */
type OpenElement = { name: string; written: boolean };

/** The index of the open element an opening `name` closes implicitly (HTML's p and li rules), or -1. */
function impliedCloseIndex(open: readonly OpenElement[], name: string): number {
  for (let index = open.length - 1; index >= 0; index--) {
    const current = open[index]!.name;
    if (name === 'li' && current === 'li') return index;
    if (name === 'li' && LISTS.has(current)) break;
  }
  if (!CLOSES_PARAGRAPH.has(name)) return -1;
  return open.findLastIndex((element) => element.name === 'p');
}

/** Returns `html` reduced to the allowed subset. */
export function sanitizeRichText(html: string): string {
  const out: string[] = [];
  const open: OpenElement[] = [];
  let dropping: { name: string; depth: number } | undefined;
  const closeFrom = (index: number) => {
    for (const element of open.splice(index).reverse()) if (element.written) out.push(`</${element.name}>`);
  };
  const openElement = (name: string, attributes: ReadonlyMap<string, string>) => {
    if (name === 'br') return void out.push('<br>');
    const implied = impliedCloseIndex(open, name);
    if (implied !== -1) closeFrom(implied);
    if (open.length >= MAX_DEPTH) return;
    const attribute = allowedAttribute(name, attributes);
    // An anchor without a safe href is text, not a link.
    const written = name !== 'a' || attribute !== '';
    if (written) out.push(`<${name}${attribute}>`);
    open.push({ name, written });
  };
  tokenize(html, {
    text(text) {
      if (!dropping) out.push(escapeMarkup(text));
    },
    open(name, attributes, selfClosing) {
      const empty = selfClosing && FOREIGN_ROOTS.has(name);
      if (dropping) {
        if (name === dropping.name && !empty) dropping.depth++;
      } else if (DROPPED_WITH_CONTENT.has(name)) {
        if (!empty) dropping = { name, depth: 1 };
      } else if (ALLOWED_TAGS.has(name)) {
        openElement(name, attributes);
      }
    },
    close(name) {
      if (dropping) {
        if (name === dropping.name && --dropping.depth === 0) dropping = undefined;
        return;
      }
      const at = open.findLastIndex((element) => element.name === name);
      if (at !== -1) closeFrom(at);
    },
  });
  closeFrom(0);
  return out.join('').trim();
}

const PLAIN_BREAKS = new Set(['p', 'li', 'h3', 'h4']);

/** Plain text of sanitised rich text (for meta descriptions and JSON-LD answers). */
export function richTextToPlain(html: string): string {
  const parts: string[] = [];
  tokenize(html, {
    text: (text) => void parts.push(text),
    open: (name) => void (name === 'br' && parts.push('\n')),
    close: (name) => void (PLAIN_BREAKS.has(name) && parts.push(' ')),
  });
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * A rich-text block's headings as section headings of the page: authors write `<h3>`/`<h4>` (the
 * sanitiser's levels), and a rich-text block stands at the same level as a titled block (`<h2>`), so
 * they render one level up. Without this a page going h1 → h3 fails WCAG's heading order (axe).
 */
export function promoteRichTextHeadings(html: string): string {
  return html.replace(/<(\/?)h([34])>/g, (_tag, slash: string, level: string) => `<${slash}h${Number(level) - 1}>`);
}
