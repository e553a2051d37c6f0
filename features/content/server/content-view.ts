import 'server-only';
import { LIVE_FACT_NAMES } from '@/lib/facts';
import type { Locale } from '@/lib/i18n/locales';
import { fillFacts } from '../fill-facts';
import { prepareBlocks, type RenderBlock } from '../render-blocks';
import type { PageHeaderFields, PageSeoFields } from '../schemas';
import { liveFacts } from './live-facts';
import { getStoredPage, listDocuments } from './store';

/** A stored page ready to render in one locale. */
export interface ContentView {
  title: string;
  description: string;
  blocks: RenderBlock[];
  /** The text is the Spanish source because this locale has none yet. */
  fallback: boolean;
  draft: boolean;
  /** Locale of the text (for `lang` on the body when falling back). */
  locale: Locale;
  /** SPEC page-header properties set by the page ({} for the defaults). */
  header: PageHeaderFields;
  /** The page's search and sharing fields in this locale (facts filled); absent ones fall back. */
  seo: PageSeoFields;
  updatedAt: string;
}

/** Whether a page names a fact of the runtime configuration (most do not: no configuration read for them). */
function usesLiveFacts(stored: { blocks: unknown }): boolean {
  const text = JSON.stringify(stored.blocks);
  return LIVE_FACT_NAMES.some((name) => text.includes(`{{${name}}}`));
}

export async function documentTitles(locale: Locale): Promise<Map<string, string>> {
  const documents = await listDocuments(locale);
  return new Map(documents.map((d) => [d.id, fillFacts(d.text.title, locale)]));
}

/** The content of a path for a locale (es fallback), or null when the store has no page there. */
export async function getContentView(path: string, locale: Locale, includeDrafts = false): Promise<ContentView | null> {
  const stored = await getStoredPage(path, locale, includeDrafts);
  if (!stored) return null;
  const live = usesLiveFacts(stored) ? await liveFacts(locale) : {};
  return {
    title: fillFacts(stored.title, locale),
    description: fillFacts(stored.description, locale),
    blocks: prepareBlocks(stored.blocks, locale, await documentTitles(locale), live),
    fallback: stored.fallback,
    draft: stored.draft,
    locale: stored.locale,
    header: stored.header,
    seo: {
      ...stored.seo,
      ...(stored.seo.title ? { title: fillFacts(stored.seo.title, locale) } : {}),
      ...(stored.seo.description ? { description: fillFacts(stored.seo.description, locale) } : {}),
    },
    updatedAt: stored.updatedAt,
  };
}
