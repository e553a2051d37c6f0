import 'server-only';
import { and, eq, notInArray } from 'drizzle-orm';
import { locales, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db';
import { contentPages } from './db/schema';
import type { PublishPageInput } from '../schemas';
import { pageRows, upsertPages } from '../seed';
import { revalidatePaths } from './revalidate';

export interface PublishReport {
  path: string;
  locales: Locale[];
  changed: boolean;
  purgedEntries: number;
}

/**
 * Writes one published page to the store (PUT /api/v2/content/pages): its rows are replaced (a locale left out
 * is removed, so it falls back to es), rich text sanitised as by the seed, and its cached pages dropped in the
 * four locales. A page at a generic path (`/{slug}`, `/servicios/{pageSlug}`…) is served from then on.
 * The content seed that runs on server start keeps only the pages of the content files: a page published here
 * lasts until then unless its file is added.
 */
export async function publishPage(page: PublishPageInput): Promise<PublishReport> {
  const rows = pageRows(page, 'published').map((row) => ({ ...row, source: 'operator' as const }));
  const given = rows.map((row) => row.locale as Locale);
  const changed = await getDb().transaction(async (tx) => {
    const written = await upsertPages(tx, rows);
    const removed = await tx
      .delete(contentPages)
      .where(
        and(
          eq(contentPages.path, page.path),
          eq(contentPages.status, 'published'),
          notInArray(contentPages.locale, given),
        ),
      )
      .returning({ path: contentPages.path });
    return written.length + removed.length > 0;
  });
  const purgedEntries = revalidatePaths([page.path]);
  return { path: page.path, locales: locales.filter((l) => given.includes(l)), changed, purgedEntries };
}
