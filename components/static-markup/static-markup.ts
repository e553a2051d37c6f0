import { Fragment, isValidElement, type ReactNode } from 'react';
import { escapeMarkup } from '@/lib/escape-markup';

/*
 * Server markup for large parts of a page that never change in the browser (a floor plan's drawing, a
 * datalist's options, the footer's links, a content page's blocks). Sent as one `dangerouslySetInnerHTML`
 * string, they cost React no fibers to hydrate and no element tree in the page's RSC payload; written as JSX,
 * they would cost both.
 *
 * Only what such parts need: host elements, fragments, arrays, text, HTML already made safe (given as
 * `dangerouslySetInnerHTML`), and plain function components (no hooks, no context, no client components).
 * Anything else throws, so a component that outgrows it fails its tests instead of rendering something else.
 * Text and attribute values are escaped exactly as React escapes them (the tests compare with
 * `renderToStaticMarkup`).
 */

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** React prop names that are not the attribute's name (SVG presentation attributes and `className`). */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  fontSize: 'font-size',
  fontWeight: 'font-weight',
  fontFamily: 'font-family',
  textAnchor: 'text-anchor',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  fillRule: 'fill-rule',
  clipRule: 'clip-rule',
  stopColor: 'stop-color',
  tabIndex: 'tabindex',
};
/** Props already in the attribute's own spelling, camel case included (SVG's are case-sensitive). */
const SAME_NAME = new Set(['viewBox', 'preserveAspectRatio', 'gradientUnits', 'patternUnits']);
const NOT_ATTRIBUTES = new Set(['children', 'key', 'ref', 'dangerouslySetInnerHTML']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formAction', 'xlinkHref']);

function attributeName(prop: string): string {
  const mapped = ATTRIBUTE_NAMES[prop];
  if (mapped) return mapped;
  if (SAME_NAME.has(prop) || !/[A-Z]/.test(prop)) return prop;
  throw new Error(`staticMarkup: no attribute name for the prop "${prop}"`);
}

function attributes(props: Record<string, unknown>): string {
  let out = '';
  for (const [prop, value] of Object.entries(props)) {
    if (NOT_ATTRIBUTES.has(prop) || value === undefined || value === null) continue;
    if (prop === 'style' || typeof value === 'function') {
      throw new Error(`staticMarkup: the prop "${prop}" is not supported`);
    }
    if (
      URL_ATTRIBUTES.has(prop) &&
      /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i.test(
        String(value),
      )
    ) {
      throw new Error(`staticMarkup: a javascript: URL in "${prop}"`);
    }
    const name = attributeName(prop);
    const stringified = name.startsWith('data-') || name.startsWith('aria-');
    if (typeof value === 'boolean' && !stringified) {
      if (value) out += ` ${name}=""`;
      continue;
    }
    out += ` ${name}="${escapeMarkup(String(value))}"`;
  }
  return out;
}

/** An element's content: its children, or HTML given as `dangerouslySetInnerHTML` (already safe, as for React). */
function innerMarkup(props: Record<string, unknown>): string {
  const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
  if (!inner) return staticMarkup(props.children as ReactNode);
  if (props.children !== undefined && props.children !== null) {
    throw new Error('staticMarkup: both children and dangerouslySetInnerHTML');
  }
  return typeof inner.__html === 'string' ? inner.__html : '';
}

/** The HTML (or SVG) of `node`, as `renderToStaticMarkup` would write it. */
export function staticMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escapeMarkup(node);
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(staticMarkup).join('');
  if (!isValidElement<Record<string, unknown>>(node)) throw new Error('staticMarkup: unsupported node');
  const { type, props } = node;
  if (type === Fragment) return staticMarkup(props.children as ReactNode);
  if (typeof type === 'function') {
    // A plain function component: called as React would, with its props.
    return staticMarkup((type as (props: Record<string, unknown>) => ReactNode)(props));
  }
  if (typeof type !== 'string') throw new Error('staticMarkup: unsupported element type');
  const open = `<${type}${attributes(props)}`;
  if (VOID.has(type)) return `${open}/>`;
  return `${open}>${innerMarkup(props)}</${type}>`;
}
