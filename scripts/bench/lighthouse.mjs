// bench:lighthouse — every key page against the framework's floor (an empty page of the same Next version,
// bench/floor-app), measured side by side: floor, page, floor, page… on one Chromium with the same flags and
// Lighthouse settings (mobile emulation, the defaults but the CPU slowdown). A slower or busier machine inflates both
// sides of a pair alike, and the CPU slowdown follows the machine's speed (cpu-calibration.mjs) so the simulated
// phone is the same on any day: the ratios mean the same on any day; absolute milliseconds are printed, not budgeted.
//
// The four categories first (one run per page, no floor: they do not vary), then two passes, each round-robin over
// the pages (pair 1 of every page, then pair 2…):
//   - simulated throttling (Lantern, Lighthouse's default): LCP, TBT, CLS, the main thread's CPU time;
//   - devtools throttling (the page really loads on throttled network and CPU): LCP.
// Writes bench-results/lighthouse.json; bench:check asserts the budgets (scripts/bench/budgets.ts).
//
// Env: BENCH_PAIRS (simulated pairs per page, default 5), BENCH_DEVTOOLS_PAIRS (default 3, 0 skips the pass),
// BENCH_GROUP / BENCH_DEVTOOLS_GROUP (pages per floor run, default 1 / 2),
// BENCH_PAGES (comma-separated paths, default the 14 key pages), BENCH_PORT (the site's port, the floor's is
// the next one; default 3500), BENCH_RESULT (the results file's name, default lighthouse), BENCH_CPU_MULTIPLIER
// (`auto`, the default: calibrated from the host's benchmark index; a number fixes it, 4 is Lighthouse's own), plus
// server.mjs's BENCH_URL, BENCH_APP_DIR and BENCH_SKIP_BUILD.
import fs from 'node:fs';
import path from 'node:path';
import { cpuCalibration } from './cpu-calibration.mjs';
import { KEY_PAGES } from './key-pages.mjs';
import { lighthouseTable } from './lighthouse-table.mjs';
import { auditOnce, launchChrome, measureGroup } from './lighthouse-run.mjs';
import { floorServer, appServer, writeResult } from './server.mjs';
import { blockingAt, compare, medianRun, ratioInterval, spread } from './stats.mjs';

// `--print=NAME` prints the table of bench-results/NAME.json again, measuring nothing; with `--cpu-slowdown=N`
// its blocking on CPU time is recounted at N× from the tasks each run kept (runs since 2026-12-06).
const printOnly = process.argv.find((a) => a.startsWith('--print='))?.slice('--print='.length);
if (printOnly) {
  const file = path.resolve(import.meta.dirname, '../../bench-results', `${printOnly}.json`);
  const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  const recount = Number(process.argv.find((a) => a.startsWith('--cpu-slowdown='))?.slice('--cpu-slowdown='.length));
  if (recount) {
    for (const r of saved.rows) r.cpuBlocking = cpuFigure(recountedPairs(r, recount), 'cpuBlockingMs');
    console.log(`blocking on CPU time recounted at ${recount}×\n`);
  }
  console.log(lighthouseTable(saved));
  process.exit(0);
}

const PAIRS = Number(process.env.BENCH_PAIRS || 5);
const DEVTOOLS_PAIRS = Number(process.env.BENCH_DEVTOOLS_PAIRS ?? 3);
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((p) => p.trim()) : KEY_PAGES;
const PORT = Number(process.env.BENCH_PORT || 3500);
// Pages per floor run: 1 in the simulated pass (floor, page, floor, page…); 2 in the devtools pass, whose runs
// take 3× longer (a template's es and en pages beside one floor run: floor, es, en | en, es, floor).
const GROUP = Number(process.env.BENCH_GROUP || 1);
const DEVTOOLS_GROUP = Number(process.env.BENCH_DEVTOOLS_GROUP || 2);

const started = Date.now();
// One calibration for the whole bench, both passes (cpu-calibration.mjs; BENCH_CPU_MULTIPLIER=4 fixes it).
const calibration = cpuCalibration();
const elapsed = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

/** The pages in groups of `size`, keeping a template's es and en pages together when size is 2. */
function groups(size) {
  const out = [];
  for (let i = 0; i < PAGES.length; i += size) out.push(PAGES.slice(i, i + size));
  return out;
}

/**
 * The four categories of every page, one run each on a Chromium of its own, before any measured run. They do
 * not vary between runs; and a run that gathers them leaves the browser slower for the next navigation (a floor
 * run right after a page's full run measured 4–5× its usual TBT and twice its CPU time), so no measured run
 * follows one. Until 2026-12-06 they came from the first round's page runs, and that round's floor runs paid it.
 */
async function categoriesPass(appUrl) {
  const chrome = await launchChrome();
  const runs = {};
  try {
    for (const path of PAGES) runs[path] = await auditOnce(appUrl + path, chrome.port, { full: true });
  } finally {
    await chrome.kill();
  }
  console.log(`categories gathered (${elapsed()})`);
  return runs;
}

/** The category scores and failing audits of a page's categories run; NaN scores (not measured) without one. */
function categoriesOf(run) {
  return {
    accessibility: run?.accessibility ?? Number.NaN,
    bestPractices: run?.bestPractices ?? Number.NaN,
    seo: run?.seo ?? Number.NaN,
    failing: run?.failing ?? [],
  };
}

/**
 * `rounds` rounds of one pair per page, round-robin over the pages; each page run is next to the floor run
 * it is compared with (one floor run per `groupSize` pages). Every run gathers the metrics only (the categories
 * come from categoriesPass). A fresh Chromium per round keeps a long run's browser clean.
 */
async function pass(floorUrl, appUrl, rounds, throttling, groupSize, afterRound = () => {}) {
  const pairs = Object.fromEntries(PAGES.map((path) => [path, []]));
  for (let round = 0; round < rounds; round++) {
    const chrome = await launchChrome();
    try {
      for (const group of groups(groupSize)) {
        const urls = group.map((path) => appUrl + path);
        const results = await measureGroup(`${floorUrl}/`, urls, round, chrome.port, { throttling, calibration });
        group.forEach((path, i) => {
          if (results[i]) pairs[path].push({ floor: results[i].a, page: results[i].b });
          else console.error(`  ${throttling} pair ${round + 1} of ${path}: a run produced no metrics, pair dropped`);
        });
      }
    } finally {
      await chrome.kill();
    }
    console.log(`${throttling} round ${round + 1}/${rounds} done (${elapsed()})`);
    afterRound(pairs, `${throttling} round ${round + 1}/${rounds}`);
  }
  return pairs;
}

function roundedInterval({ low, high, level }) {
  return { low: Number(low.toFixed(2)), high: Number(high.toFixed(2)), level };
}

/** A row's simulated pairs with their blocking on CPU time recounted at `slowdown` (NaN if a run kept no tasks). */
function recountedPairs(r, slowdown) {
  const at = (run) => ({ cpuBlockingMs: run.cpuTasksMs ? blockingAt(run.cpuTasksMs, slowdown) : Number.NaN });
  return (r.runs?.simulated ?? []).map((p) => ({ a: at(p.floor), b: at(p.page) }));
}

/** Page and floor medians of one main-thread CPU figure, their ratio and its interval. */
function cpuFigure(ab, key) {
  const figure = compare(ab, key);
  return {
    pageMs: Math.round(figure.b.median),
    floorMs: Math.round(figure.a.median),
    ratio: Number(figure.ratio.toFixed(2)),
    interval: roundedInterval(ratioInterval(ab, key)),
  };
}

/** One page's row: medians of each side over its pairs, and how the page compares with the floor. */
function row(path, simulated, devtools, categories) {
  const ab = simulated.map((p) => ({ a: p.floor, b: p.page }));
  const page = medianRun(simulated.map((p) => p.page));
  const floor = medianRun(simulated.map((p) => p.floor));
  const tbt = compare(ab, 'tbtMs');
  const dt = devtools.map((p) => ({ a: p.floor, b: p.page }));
  const lcp = dt.length ? compare(dt, 'lcpMs') : undefined;
  // Printed beside the simulated TBT, never budgeted: the blocking time of the tasks as they really ran under
  // the run's CPU slowdown, which Lantern's estimate can place on the other side of the first paint.
  const devtoolsTbt = dt.length ? compare(dt, 'tbtMs') : undefined;
  return {
    path,
    pairs: simulated.length,
    ...page,
    ...categoriesOf(categories),
    floor,
    tbtRatio: Number(tbt.ratio.toFixed(2)),
    tbtRatioInterval: roundedInterval(ratioInterval(ab, 'tbtMs')),
    // Printed beside TBT: the same blocking counted on the main thread's CPU time (lighthouse-run.mjs).
    cpuBlocking: cpuFigure(ab, 'cpuBlockingMs'),
    cpuTotal: cpuFigure(ab, 'cpuMs'),
    tbtHigherIn: tbt.bHigherIn,
    tbtSpread: { page: tbt.b, floor: tbt.a },
    performanceDelta: page && floor ? page.performance - floor.performance : Number.NaN,
    devtools: lcp && {
      pairs: dt.length,
      lcpMs: Math.round(lcp.b.median),
      floorLcpMs: Math.round(lcp.a.median),
      lcpDeltaMs: Math.round(lcp.difference),
      lcpHigherIn: lcp.bHigherIn,
      tbtMs: Math.round(devtoolsTbt.b.median),
      floorTbtMs: Math.round(devtoolsTbt.a.median),
      spread: { page: lcp.b, floor: lcp.a },
    },
    runs: { simulated, devtools },
  };
}

/** The results of the pairs so far: written after every round too, so a run cut short still has its figures. */
function resultOf(categories, simulated, devtools, partial) {
  const rows = PAGES.map((path) => row(path, simulated[path] ?? [], devtools[path] ?? [], categories[path]));
  const allRuns = rows.flatMap((r) => r.runs.simulated.flatMap((p) => [p.floor, p.page]));
  return {
    method: 'interleaved',
    ...(partial ? { partial: `cut short after ${partial}` } : {}),
    pairs: PAIRS,
    devtoolsPairs: DEVTOOLS_PAIRS,
    pagesPerFloorRun: { simulate: GROUP, devtools: DEVTOOLS_GROUP },
    benchmarkIndex: spread(allRuns.map((run) => run.benchmarkIndex)),
    cpuMultiplier: {
      calibrated: calibration.calibrated,
      ...spread(allRuns.map((run) => run.cpuMultiplier)),
    },
    elapsedSeconds: Math.round((Date.now() - started) / 1000),
    rows,
  };
}

const RESULT_NAME = process.env.BENCH_RESULT || 'lighthouse';
const floorApp = await floorServer({ port: PORT + 1 });
const app = await appServer({ port: PORT }).catch((error) => {
  floorApp.stop();
  throw error;
});
let result;
try {
  console.log(
    `floor ${floorApp.url}, site ${app.url}; ${PAGES.length} pages × ${PAIRS} simulated pairs + ${DEVTOOLS_PAIRS} devtools pairs`,
  );
  const categories = await categoriesPass(app.url);
  const simulated = await pass(floorApp.url, app.url, PAIRS, 'simulate', GROUP, (pairs, label) =>
    writeResult(RESULT_NAME, resultOf(categories, pairs, {}, label)),
  );
  const devtools =
    DEVTOOLS_PAIRS > 0
      ? await pass(floorApp.url, app.url, DEVTOOLS_PAIRS, 'devtools', DEVTOOLS_GROUP, (pairs, label) =>
          writeResult(RESULT_NAME, resultOf(categories, simulated, pairs, label)),
        )
      : {};
  result = resultOf(categories, simulated, devtools);
} finally {
  floorApp.stop();
  app.stop();
}
console.log(`\n${lighthouseTable(result)}`);
console.log(`elapsed: ${elapsed()}`);
console.log(`written: ${writeResult(RESULT_NAME, result)}`);
