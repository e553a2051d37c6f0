import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import messages from '@/messages/es.json';
import type { FormLabels } from './labels';

type Tree = { [key: string]: string | Tree };

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
  const walk = (node: Tree, prefix: string): Tree =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value !== 'string') return [key, walk(value, path)];
        if (value.includes('plural')) {
          return [key, translate(path, { ...values, count: PLURAL_SAMPLE }).replace(String(PLURAL_SAMPLE), '{count}')];
        }
        return [key, translate(path, values)];
      }),
    );
  // The mails, the erasure confirmation page and the refusal of control characters (request.ts answers with it
  // translated) are server-side only. The Spanish source gives the keys; `t` gives the page's language.
  const { mail: _mail, erasure: _erasure, ...client } = messages.forms;
  const { invalidCharacters: _field, invalidCharactersSummary: _summary, ...errors } = client.errors;
  const labels = walk({ ...client, errors } as Tree, '') as unknown as FormLabels;
  labels.common.counterOne = translate('common.counter', { count: 1 });
  labels.common.counterAnnounceOne = translate('common.counterAnnounce', { count: 1, max: '{max}' });
  return labels;
}
