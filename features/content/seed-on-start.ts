import type { Database } from '@/lib/server/db/client';
import { contentEntriesInput } from './content-entries';
import { seedContent, type ContentSeedReport } from './seed';
import { bundledContentFiles } from './bundled-content';
import { logger } from '@/lib/server/log';

const log = logger('content');

/**
 * Seeds the content store from the files bundled into the server (instrumentation.ts runs it on
 * start, after the database is migrated). Files refused by their schema are named in the log.
 */
export async function seedBundledContent(db: Database): Promise<ContentSeedReport> {
  const report = await seedContent(db, { files: bundledContentFiles(), entries: contentEntriesInput });
  log.info(
    {
      pages: report.pages,
      drafts: report.drafts,
      entries: report.entries,
      documents: report.documents,
      changed: report.changed,
    },
    `${report.pages} pages, ${report.drafts} drafts, ${report.entries} entry rows, ` +
      `${report.documents} documents; ${report.changed} rows changed`,
  );
  for (const problem of report.problems) log.error(`refused ${problem}`);
  return report;
}
