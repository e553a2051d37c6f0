/**
 * `npm run content:seed`: writes content/ (pages, drafts, news, stories, events, FAQ, documents) into the
 * content store. Idempotent: a re-run updates changed rows and never duplicates. Run `db:migrate` first.
 * A running server seeds the same files on start; this is for updating a database without a restart.
 * With REVALIDATE_SECRET set, it then asks the server at SITE_URL to drop the cached pages it changed.
 */
import { config } from '../lib/config/server';
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
  await revalidateRunningServer(report.purgedPaths);
} finally {
  await handle.close();
}

/** POST /api/v2/content/revalidate on SITE_URL; a server that is not running simply refreshes on its own. */
async function revalidateRunningServer(paths: string[]): Promise<void> {
  const { REVALIDATE_SECRET, SITE_URL } = config();
  if (!REVALIDATE_SECRET || paths.length === 0) return;
  const url = new URL('/api/v2/content/revalidate', SITE_URL);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${REVALIDATE_SECRET}` },
      body: JSON.stringify({ paths }),
      signal: AbortSignal.timeout(5000),
    });
    console.log(`  revalidate ${url}: ${response.status} ${await response.text()}`);
  } catch (error) {
    console.log(
      `  revalidate ${url} not reached (${error instanceof Error ? error.message : error}); cached pages expire on their own`,
    );
  }
}
