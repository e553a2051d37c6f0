// npm run search:push — pushes the site's search records (pages, content, FAQ, establishments) of each
// language to Algolia, with the index settings of features/search/push.ts. Reads ALGOLIA_APP_ID,
// ALGOLIA_ADMIN_KEY (never shipped to the browser) and ALGOLIA_INDEX_PREFIX from the environment.
// Run with the database the site uses (DATA_DIR or DATABASE_URL) so establishments are included.
import { algoliasearch } from 'algoliasearch';
import { config } from '../lib/config/server';
import { locales } from '../lib/i18n/locales';
import { pushIndexes } from '../features/search/push';
import { buildRecords } from '../features/search/server/index-store';

const { ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_INDEX_PREFIX } = config();
if (!ALGOLIA_APP_ID || !ALGOLIA_ADMIN_KEY) {
  console.error('search:push needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (see .env.example).');
  process.exit(2);
}

const recordsByLocale = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [locale, (await buildRecords(locale)).site] as const)),
);
const client = algoliasearch(ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY);
for (const { indexName, records } of await pushIndexes(client, ALGOLIA_INDEX_PREFIX, recordsByLocale)) {
  console.log(`search:push ${indexName}: ${records} records`);
}
process.exit(0);
