import type { MessageKeys, Messages, NamespaceKeys, NestedKeyOf, NestedValueOf } from 'next-intl';

/*
 * Message keys are typed (global.ts): `t('missing.key')` does not compile. Some keys are named by data instead
 * of by the code — a route key, a zone code from the database, an error code a schema returns — and data typed
 * `string` cannot prove it names a message. These helpers are the one place that says so: the group is checked
 * (a typo in it does not compile), and a value the group lacks shows next-intl's missing-message fallback and
 * logs, as any unknown key did before the keys were typed.
 */

/** The message keys of a group of messages, relative to it (`'T1' | 'T2'` for `establishments.terminals`). */
export type MessageKey<Group extends string> = MessageKeys<
  NestedValueOf<Messages, Group>,
  NestedKeyOf<NestedValueOf<Messages, Group>>
>;

/** A namespace of the messages (`forms`, `client.taxi`): a group of keys, not a single message. */
export type MessageNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** A key read from data, as a message of `group`: `t(\`zones.${messageKey('establishments.zones', zone)}\`)`. */
export function messageKey<Group extends MessageNamespace>(group: Group, key: string): MessageKey<Group> {
  void group;
  return key as MessageKey<Group>;
}

/** Paths under `pages` whose object has a title (with a description and an intro: messages.test.ts). */
type PagePaths<Tree, Prefix extends string = ''> = {
  [Key in Extract<keyof Tree, string>]: Tree[Key] extends string
    ? never
    : (Tree[Key] extends { title: string } ? `${Prefix}${Key}` : never) | PagePaths<Tree[Key], `${Prefix}${Key}.`>;
}[Extract<keyof Tree, string>];

/** A route's key (lib/routes.ts, whose test checks its title): the path of its texts under `pages`. */
export type PageKey = PagePaths<Messages['pages']>;

/** A route key as a `pages` path: `tPages(\`${pageKey(route.key)}.title\`)`. */
export function pageKey(key: string): PageKey {
  return key as PageKey;
}
