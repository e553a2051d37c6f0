// bench:check — asserts the performance budgets (budgets.ts, bundle.mts) against the latest bench-results/*.json.
// Exits 1 naming every broken budget. Benches that were not run are reported and skipped.
import fs from 'node:fs';
import path from 'node:path';
import { FLOOR_BUDGETS, lighthouseVerdict, tbtDecision, type LighthouseRow } from './budgets.ts';
import { KEY_PAGES } from './key-pages.mjs';
import { tbtRatioInterval } from './lighthouse-table.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const results = path.join(root, 'bench-results');
const BASELINE = path.join(root, 'bench', 'bundle-baseline.json');
const GROWTH_LIMIT_KB = 10;

type Failure = string;

function read<T>(name: string): T | undefined {
  const file = path.join(results, `${name}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

interface BundleRow {
  path: string;
  gzipKb: number;
  overFloorKb: number;
  budgetKb: number;
  status: number;
}

function checkBundle(failures: Failure[]): void {
  const bundle = read<{ floorKb: number; rows: BundleRow[] }>('bundle');
  if (!bundle) return void console.log('bundle: not run');
  const baseline: Record<string, number> = fs.existsSync(BASELINE) ? JSON.parse(fs.readFileSync(BASELINE, 'utf8')) : {};
  for (const row of bundle.rows) {
    if (row.status >= 500) failures.push(`bundle: ${row.path} answered ${row.status}`);
    if (row.overFloorKb > row.budgetKb)
      failures.push(
        `bundle: ${row.path} is ${row.overFloorKb.toFixed(1)} kB over the floor (budget ${row.budgetKb} kB)`,
      );
    const before = baseline[row.path];
    if (before !== undefined && row.gzipKb - before > GROWTH_LIMIT_KB)
      failures.push(
        `bundle: ${row.path} grew ${(row.gzipKb - before).toFixed(1)} kB since the baseline (limit ${GROWTH_LIMIT_KB} kB)`,
      );
  }
  console.log(`bundle: ${bundle.rows.length} pages checked (floor ${bundle.floorKb.toFixed(1)} kB)`);
}

function checkLighthouse(failures: Failure[]): void {
  // `--lighthouse=lighthouse-before` checks another results file of bench:lighthouse (BENCH_RESULT).
  const name = process.argv.find((a) => a.startsWith('--lighthouse='))?.slice('--lighthouse='.length) ?? 'lighthouse';
  const lighthouse = read<{
    method?: string;
    partial?: string;
    rows: LighthouseRow[];
    benchmarkIndex?: { median: number };
  }>(name);
  if (!lighthouse) return void console.log(`lighthouse: not run (no bench-results/${name}.json)`);
  if (lighthouse.method !== 'interleaved')
    return void failures.push(
      `lighthouse: bench-results/${name}.json predates the floor-relative budgets; run bench:lighthouse`,
    );
  if (lighthouse.partial) failures.push(`lighthouse: bench-results/${name}.json is a run ${lighthouse.partial}`);
  for (const row of lighthouse.rows) {
    row.tbtRatioInterval = tbtRatioInterval(row);
    const { broken, waived } = lighthouseVerdict(row);
    if (waived) console.log(`lighthouse: ${row.path} ${waived}`);
    for (const b of broken) failures.push(`lighthouse: ${row.path} ${b}`);
  }
  const measured = new Set(lighthouse.rows.map((r) => r.path));
  const missing = KEY_PAGES.filter((p) => !measured.has(p));
  // A narrowed run (BENCH_PAGES) is checked on what it measured, and says which key pages it left out.
  if (missing.length) console.log(`lighthouse: key pages not in this run: ${missing.join(', ')}`);
  console.log(
    `lighthouse: ${lighthouse.rows.length} pages checked against the floor measured beside them` +
      ` (CPU benchmark index ${lighthouse.benchmarkIndex?.median ?? 'n/a'})`,
  );
  const decisions = lighthouse.rows.map(tbtDecision);
  const count = (d: string) => decisions.filter((x) => x === d).length;
  console.log(
    `lighthouse: the TBT ratio's 90 % interval lies wholly over ${FLOOR_BUDGETS.tbtRatio}× on ${count('over')} pages,` +
      ` wholly within it on ${count('under')}, and holds it on ${count('undecided')} (there this run cannot tell)`,
  );
  const cpu = lighthouse.rows.flatMap((r) =>
    r.cpuBlocking && Number.isFinite(r.cpuBlocking.ratio) ? [r.cpuBlocking] : [],
  );
  // Intervals come back from JSON as null when a page had fewer than two pairs.
  const within = (value: number | null) => value !== null && Number.isFinite(value) && value <= FLOOR_BUDGETS.tbtRatio;
  if (cpu.length)
    console.log(
      `lighthouse (printed, not budgeted): blocking counted on the main thread's CPU time is ≤ ${FLOOR_BUDGETS.tbtRatio}×` +
        ` the floor's on ${cpu.filter((c) => within(c.ratio)).length} of ${cpu.length} pages` +
        ` (its 90 % interval wholly within it on ${cpu.filter((c) => within(c.interval.high)).length})`,
    );
}

interface LoadRow {
  name: string;
  kind: 'static' | 'content' | 'page' | 'api';
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
  status5xx: number;
}

function checkLoad(failures: Failure[]): void {
  const load = read<{ rows: LoadRow[] }>('load');
  if (!load) return void console.log('load: not run');
  const ceiling = load.rows.find((r) => r.kind === 'static')?.requestsPerSecond ?? 0;
  for (const r of load.rows) {
    if (r.errors > 0) failures.push(`load: ${r.name} had ${r.errors} errors`);
    if (r.status5xx > 0) failures.push(`load: ${r.name} answered ${r.status5xx} 5xx`);
    // Anything but 2xx means the figure measured an error page (a 404, a refused body), not the target.
    else if (r.non2xx > 0) failures.push(`load: ${r.name} answered ${r.non2xx} non-2xx responses`);
    if (r.kind === 'content' && ceiling > 0 && r.requestsPerSecond < ceiling * 0.5)
      failures.push(
        `load: ${r.name} served ${r.requestsPerSecond.toFixed(0)} req/s, under 50% of the static ceiling (${ceiling.toFixed(0)} req/s)`,
      );
  }
  console.log(`load: ${load.rows.length} targets checked`);
}

// `--only=bundle` (what `npm test` runs) checks one bench; by default all that were run.
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const failures: Failure[] = [];
if (!only || only === 'bundle') checkBundle(failures);
if (!only || only === 'lighthouse') checkLighthouse(failures);
if (!only || only === 'load') checkLoad(failures);
if (process.argv.includes('--update-baseline')) {
  const bundle = read<{ rows: BundleRow[] }>('bundle');
  if (bundle) {
    const baseline = Object.fromEntries(bundle.rows.map((r) => [r.path, Math.round(r.gzipKb * 10) / 10]));
    fs.mkdirSync(path.dirname(BASELINE), { recursive: true });
    fs.writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);
    console.log(`baseline written: ${BASELINE}`);
  }
}
if (failures.length) {
  console.error(`\n${failures.length} budget(s) broken:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('all budgets hold');
