/** Text helpers of the seed data of several features. */

/** One text in es, en, fr and pt, in that order. */
export type Localized = [es: string, en: string, fr: string, pt: string];

/** `Café & Bar Ñandú` → `cafe-y-bar-nandu`: the slug of a name in URLs. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' y ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
