import { createFormatter, createTranslator } from 'next-intl';
import { cloneElement, createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from './render';

/*
 * Server components in component tests. React's client renderer cannot render async components, so
 * `resolveServerTree` awaits them (depth first) and hands back a tree of host elements and client
 * components for `renderWithProviders`. `next-intl/server` is replaced by real translators over the
 * real messages:
 *   vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));
 *   setServerLocale('en');
 */

let currentLocale: Locale = 'es';

export function setServerLocale(locale: Locale): void {
  currentLocale = locale;
}

type TranslationsArg = string | { locale?: Locale; namespace?: string } | undefined;

export const nextIntlServerMock = {
  getTranslations: async (arg?: TranslationsArg) => {
    const locale = (typeof arg === 'object' && arg.locale) || currentLocale;
    const namespace = typeof arg === 'string' ? arg : arg?.namespace;
    return createTranslator({ locale, messages: messagesFor(locale), namespace: namespace as never });
  },
  getFormatter: async (arg?: { locale?: Locale }) =>
    createFormatter({ locale: arg?.locale ?? currentLocale, timeZone: 'America/Bogota' }),
  getLocale: async () => currentLocale,
  setRequestLocale: () => {},
};

function isAsyncComponent(type: unknown): type is (props: unknown) => Promise<ReactNode> {
  return typeof type === 'function' && type.constructor.name === 'AsyncFunction';
}

/** JSX's own children (not a list from `map`): React's development build marks them checked for keys. */
function isStaticChild(node: unknown): boolean {
  return isValidElement(node) && Boolean((node as { _store?: { validated?: number } })._store?.validated);
}

/**
 * A child of an array, resolved. The clones of JSX's own children lose React's mark, so they get their index as
 * key, which is what React gives them; a list from `map` keeps its own keys, and a missing one is still reported.
 */
async function resolveListChild(child: unknown, index: number): Promise<ReactNode> {
  const resolved = await resolveServerTree(child as ReactNode);
  return isStaticChild(child) && isValidElement(resolved) && resolved.key === null
    ? cloneElement(resolved, { key: `.${index}` })
    : resolved;
}

export async function resolveServerTree(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveListChild));
  if (node instanceof Promise) return resolveServerTree(await node);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode; [prop: string]: unknown }>;
  if (isAsyncComponent(element.type)) {
    const resolved = await resolveServerTree(await element.type(element.props));
    // An async component in a list keeps its key, as React keeps it on the component's own fiber.
    return element.key === null ? resolved : createElement(Fragment, { key: element.key }, resolved);
  }
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(element.props)) {
    if (name !== 'children' && isValidElement(value)) props[name] = await resolveServerTree(value);
  }
  const children = element.props.children === undefined ? undefined : await resolveServerTree(element.props.children);
  // Children go back as the prop itself, not spread as arguments: cloneElement would take spread children for
  // JSX's own and stop React checking a list's keys.
  return cloneElement(element, children === undefined ? props : { ...props, children });
}
