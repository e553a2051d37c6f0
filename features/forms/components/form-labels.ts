import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import messages from '@/messages/es.json';
import type { FormLabels } from './labels';

/** A group of messages. Its leaves are ICU strings in tests and next-intl's precompiled form in a build. */
type Tree = { [key: string]: unknown };

const isGroup = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Placeholders stay in the strings (filled on the client with `fill`). */
const PLACEHOLDERS = ['name', 'number', 'date', 'step', 'total', 'title', 'seconds', 'hours', 'max', 'due', 'subject'];
const PLURAL_SAMPLE = 5;

/**
 * Every string of the `forms` namespace except the mails and the erasure page, in the page's language, for
 * the client islands (passed as props: no message JSON is shipped to other pages). Plurals come as two
 * templates: `{count}` (other) and the `…One` form.
 */
export async function getFormLabels(locale: Locale): Promise<FormLabels> {
  const t = await getTranslations({ locale, namespace: 'forms' });
  const translate = t as unknown as (key: string, values?: Record<string, string | number>) => string;
  const values = Object.fromEntries(PLACEHOLDERS.map((p) => [p, `{${p}}`]));
  // A message whose text changes with the count is a plural: it is sent as its `other` template. (Its source
  // cannot tell: the imported messages are precompiled in a build.)
  const label = (path: string): string => {
    const sample = translate(path, { ...values, count: PLURAL_SAMPLE });
    const next = translate(path, { ...values, count: PLURAL_SAMPLE + 1 });
    return sample === next ? sample : sample.replace(String(PLURAL_SAMPLE), '{count}');
  };
  const walk = (node: Tree, prefix: string): Tree =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        const path = prefix ? `${prefix}.${key}` : key;
        return [key, isGroup(value) ? walk(value, path) : label(path)];
      }),
    );
  // The mails, the erasure confirmation page and the refusal of control characters (request.ts answers with it
  // translated) are server-side only. The Spanish source gives the keys; `t` gives the page's language.
  const { mail: _mail, erasure: _erasure, ...client } = messages.forms;
  const { invalidCharacters: _field, invalidCharactersSummary: _summary, ...errors } = client.errors;
  const labels = walk({ ...client, errors }, '') as unknown as FormLabels;
  labels.common.counterOne = translate('common.counter', { count: 1 });
  labels.common.counterAnnounceOne = translate('common.counterAnnounce', { count: 1, max: '{max}' });
  return labels;
}
