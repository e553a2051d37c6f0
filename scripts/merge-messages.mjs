#!/usr/bin/env node
// Merges a partial messages file into messages/{es,en,fr,pt}.json.
// Usage: node scripts/merge-messages.mjs partial.json
//   partial.json = { "es": {...}, "en": {...}, "fr": {...}, "pt": {...} }
// Keys in the partial win; keys it lacks are kept. Output is sorted for stable diffs.
import fs from 'node:fs';
import path from 'node:path';

const locales = ['es', 'en', 'fr', 'pt'];
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const merge = (base, extra) => {
  const out = { ...base };
  for (const [k, v] of Object.entries(extra)) out[k] = isObject(out[k]) && isObject(v) ? merge(out[k], v) : v;
  return out;
};
const sortKeys = (o) =>
  isObject(o)
    ? Object.fromEntries(
        Object.keys(o)
          .sort()
          .map((k) => [k, sortKeys(o[k])]),
      )
    : o;

const partialPath = process.argv[2];
if (!partialPath) {
  console.error('usage: node scripts/merge-messages.mjs partial.json');
  process.exit(1);
}
const partial = JSON.parse(fs.readFileSync(partialPath, 'utf8'));
for (const locale of locales) {
  if (!partial[locale]) throw new Error(`partial lacks locale ${locale}`);
  const file = path.join(process.cwd(), 'messages', `${locale}.json`);
  const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const next = sortKeys(merge(current, partial[locale]));
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(next, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}
console.log(`merged ${partialPath} into ${locales.length} locale files`);
