import { createTranslator } from 'next-intl';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
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
  getLocale: async () => currentLocale,
  setRequestLocale: () => {},
};

function isAsyncComponent(type: unknown): type is (props: unknown) => Promise<ReactNode> {
  return typeof type === 'function' && type.constructor.name === 'AsyncFunction';
}

export async function resolveServerTree(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map((child) => resolveServerTree(child as ReactNode)));
  if (node instanceof Promise) return resolveServerTree(await node);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode; [prop: string]: unknown }>;
  if (isAsyncComponent(element.type)) return resolveServerTree(await element.type(element.props));
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(element.props)) {
    if (name !== 'children' && isValidElement(value)) props[name] = await resolveServerTree(value);
  }
  const children = element.props.children === undefined ? undefined : await resolveServerTree(element.props.children);
  if (children === undefined) return cloneElement(element, props);
  return Array.isArray(children)
    ? cloneElement(element, props, ...(children as ReactNode[]))
    : cloneElement(element, props, children);
}
