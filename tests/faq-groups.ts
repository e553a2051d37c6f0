import { faq } from '@/content/entries/faq';
import { FAQ_TOPICS } from '@/features/content/entry-schemas';
import { fillFacts } from '@/features/content/fill-facts';
import { localizeHtml } from '@/features/content/render-blocks';
import { richTextToPlain } from '@/features/content/sanitize';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The FAQ store's answer (features/content getFaqGroups) computed from the bundled entries without a
 * database: what /faq shows, facts filled in, es where a language lacks the entry. For search tests.
 */
export function bundledFaqGroups(locale: Locale) {
  return FAQ_TOPICS.map((topic) => ({
    topic,
    items: faq
      .filter((entry) => entry.topic === topic)
      .map((entry) => {
        const text = entry.locales[locale] ?? entry.locales.es!;
        const answerHtml = localizeHtml(fillFacts(text.answerHtml, locale), locale);
        return {
          slug: entry.slug,
          question: fillFacts(text.question, locale),
          answerHtml,
          answerText: richTextToPlain(answerHtml),
          fallback: !entry.locales[locale],
        };
      }),
  })).filter((group) => group.items.length > 0);
}
