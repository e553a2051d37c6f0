/**
 * `npm run content:seed`: writes content/ (pages, drafts, news, stories, events, FAQ, documents) into the
 * content store. Idempotent: a re-run updates changed rows and never duplicates. Run `db:migrate` first.
 * A running server seeds the same files on start; this is for updating a database without a restart.
 */
import { createDb, dbOptionsFromConfig } from '../lib/server/db/client';
import { readContentFilesFromDisk } from '../features/content/content-files';
import { contentEntriesInput } from '../features/content/content-entries';
import { seedContent } from '../features/content/seed';

const handle = createDb(dbOptionsFromConfig());
try {
  const files = await readContentFilesFromDisk();
  const report = await handle.exclusive((session) => seedContent(session.db, { files, entries: contentEntriesInput }));
  console.log(
    `content:seed ${handle.driver} at ${handle.location}: ${report.pages} pages, ${report.drafts} drafts, ` +
      `${report.entries} entry rows, ${report.documents} documents, ${report.changed} rows changed`,
  );
  for (const problem of report.problems) console.log(`  refused ${problem}`);
  if (report.problems.length) process.exitCode = 1;
} finally {
  await handle.close();
}
