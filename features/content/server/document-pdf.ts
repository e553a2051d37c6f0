import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localeTags, type Locale } from '@/lib/i18n/locales';
import { fillFacts } from '../fill-facts';
import { renderPdf } from '../pdf';
import { getDocument } from './store';

/** The PDF of a known document in a locale (Spanish fallback), or null when the id is unknown. */
export async function documentPdf(id: string, locale: Locale): Promise<{ bytes: Uint8Array; fileName: string } | null> {
  const document = await getDocument(id, locale);
  if (!document) return null;
  const common = await getTranslations({ locale, namespace: 'common' });
  const fill = (text: string) => fillFacts(text, document.locale);
  const bytes = await renderPdf({
    title: fill(document.text.title),
    summary: fill(document.text.summary),
    sections: document.text.sections.map((s) => ({ heading: fill(s.heading), paragraphs: s.paragraphs.map(fill) })),
    footer: `${common('siteName')} · eldorado.aero · ${document.publishedAt}`,
    lang: localeTags[document.locale],
    created: new Date(`${document.publishedAt}T00:00:00-05:00`),
  });
  return { bytes, fileName: `${document.id}-${document.locale}.pdf` };
}
