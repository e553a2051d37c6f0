// bench:lighthouse — Lighthouse (mobile emulation, the default) with the OS's Chromium, median of 3 runs,
// against the production build with embedded defaults. Prints the four category scores, LCP, TBT, CLS,
// total JS bytes and request count per page; writes bench-results/lighthouse.json. The framework's floor
// (an empty page of the same Next version, bench/floor-app) is measured first under the same settings, so
// each figure reads against what Next itself costs; Lighthouse's CPU benchmark index of this machine is
// printed too (its 4× CPU slowdown is calibrated for a faster desktop: a slower machine inflates TBT).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { appServer, floorServer, writeResult } from './server.mjs';

// Accessibility 100 is required on home, /vuelos, /servicios/taxis and a content page (/servicios/mascotas);
// the departures board (/vuelos/salidas) is measured too.
const PAGES = [
  '/',
  '/vuelos',
  '/vuelos/salidas',
  '/servicios/taxis',
  '/establecimientos/restaurantes',
  '/servicios/mascotas',
  '/mapas',
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Ids of the audits that cost a category points (weighted, scored below 1). */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
}

function summarise(lhr) {
  // A run that could not load the page (e.g. NO_FCP on a starved machine) has no metrics.
  if (lhr.runtimeError || !lhr.categories.performance.score) return undefined;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const byType = (type) => resources.find((item) => item.resourceType === type) ?? {};
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
    // The unthrottled paint this run observed; LCP above is Lantern's simulation of it on slow 4G (BENCHMARKS.md).
    observedLcpMs: Math.round(lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN),
    tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
    cls: Number(metric(lhr, 'cumulative-layout-shift').toFixed(3)),
    jsBytes: byType('script').transferSize ?? 0,
    requests: byType('total').requestCount ?? 0,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    failing: [
      ...new Set(['accessibility', 'best-practices', 'seo'].flatMap((category) => failingAudits(lhr, category))),
    ],
  };
}

/** The median of each figure on its own (a page's LCP and its TBT may come from different runs). */
function median(runs) {
  const result = {};
  for (const key of Object.keys(runs[0])) {
    if (key === 'failing') {
      // Category scores barely vary between runs; an audit failing in any run is listed.
      result.failing = [...new Set(runs.flatMap((run) => run.failing))].sort();
      continue;
    }
    const values = runs.map((run) => run[key]).sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    const value = values.length % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
    result[key] = key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
  }
  return result;
}

async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  return summarise(result.lhr);
}

/** Median figures of RUNS good runs of one URL (up to two extra attempts replace runs without metrics). */
async function measure(url, port) {
  const runs = [];
  for (let i = 0; i < RUNS + 2 && runs.length < RUNS; i++) {
    const run = await audit(url, port);
    if (run) runs.push(run);
  }
  return runs.length ? median(runs) : undefined;
}

function print(label, r) {
  if (!r) return console.log(`${label.padEnd(34)} no run produced metrics`);
  console.log(
    `${label.padEnd(34)} perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo}` +
      ` LCP ${r.lcpMs} ms (observed ${r.observedLcpMs}) TBT ${r.tbtMs} ms CLS ${r.cls} JS ${(r.jsBytes / 1024).toFixed(1)} kB req ${r.requests}` +
      (r.failing.length ? `  failing: ${r.failing.join(', ')}` : ''),
  );
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
let floor;
const rows = [];
try {
  const floorApp = await floorServer({ port: 3504 });
  try {
    floor = await measure(`${floorApp.url}/`, chrome.port);
    print('(floor: empty Next page)', floor);
  } finally {
    floorApp.stop();
  }
  const app = await appServer({ port: 3502 });
  try {
    const paths = PAGES.flatMap((p) => [p, p === '/' ? '/en' : `/en${p}`]);
    for (const path of paths) {
      const result = await measure(app.url + path, chrome.port);
      print(path, result);
      if (result) rows.push({ path, ...result });
    }
  } finally {
    app.stop();
  }
  const indexes = rows.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
  console.log(
    `Lighthouse CPU benchmark index of this machine: ${indexes[Math.floor(indexes.length / 2)] ?? 'n/a'} (median)`,
  );
  console.log(`written: ${writeResult('lighthouse', { runs: RUNS, floor, rows })}`);
} finally {
  await chrome.kill();
}
