// bench:profile — where a page's JavaScript time goes, by original source, beside the floor (the empty Next page).
//
//   npm run bench:profile -- /servicios/mascotas /vuelos [--loads=8] [--cpu=1] [--top=25]
//
// Builds the site with source maps for the browser's chunks (NEXT_BROWSER_SOURCEMAPS=1, into .next-profile;
// BENCH_SKIP_BUILD=1 reuses it), starts it and the floor, and loads the floor and each page in turn, `--loads`
// rounds, each load in a fresh browser context (mobile viewport, the bench's Chromium), with Chrome's sampling
// profiler on (100 µs) and the CPU slowed `--cpu` times (1 by default: attribution, not a verdict). Prints:
//   - Chrome's main-thread figures of each side (Performance.getMetrics on the thread's CPU clock, after the load
//     settles; medians): task, script, style and layout CPU time, DOM nodes, JavaScript heap; and each page's task
//     CPU time ÷ the floor's (much steadier from run to run than TBT);
//   - each page's JavaScript self time per load by owner (react-dom, Next's router, Turbopack's runtime, the
//     flight client, an app folder such as components/layout/header, the document's inline scripts) and its
//     heaviest functions, mapped through the source maps.
// The floor's chunks have no source maps: they show by chunk name. Figures vary with the machine's load, like
// every bench here; compare sides measured in the same run.
// Env: BENCH_URL (a running site built with NEXT_BROWSER_SOURCEMAPS=1; pass its dist folder as --dist=),
// BENCH_APP_DIR, BENCH_SKIP_BUILD, BENCH_PORT (default 3500; the floor on the next port).
import fs from 'node:fs';
import path from 'node:path';
import { SourceMap } from 'node:module';
import { chromium } from '@playwright/test';
import { addInto, selfTimes } from './profile-attribution.mjs';
import { median } from './stats.mjs';

// server.mjs reads the build's settings when it is imported: set them first.
process.env.NEXT_DIST_DIR ||= '.next-profile';
process.env.NEXT_BROWSER_SOURCEMAPS = '1';
const { appServer, floorServer } = await import('./server.mjs');

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const paths = args.filter((a) => !a.startsWith('--'));
const LOADS = Number(option('loads', 8));
const CPU = Number(option('cpu', 1));
const TOP = Number(option('top', 25));
const PORT = Number(process.env.BENCH_PORT || 3500);
const appDir = process.env.BENCH_APP_DIR
  ? path.resolve(process.env.BENCH_APP_DIR)
  : path.resolve(import.meta.dirname, '../..');
const distDir = path.resolve(appDir, option('dist', process.env.NEXT_DIST_DIR));
const METRICS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'Nodes', 'JSHeapUsedSize'];

if (paths.length === 0) {
  console.error(
    'usage: npm run bench:profile -- <path> [<path>…] [--loads=8] [--cpu=1] [--top=25] [--dist=.next-profile]',
  );
  process.exit(2);
}

/** The source map of a chunk of the build, by the `sourceMappingURL` its file names (null when it has none). */
const sourceMaps = new Map();
function sourceMapFor(url) {
  const file = new URL(url).pathname.match(/^\/_next\/static\/(.+\.js)$/)?.[1];
  if (!file) return null;
  if (!sourceMaps.has(file)) {
    const jsFile = path.join(distDir, 'static', file);
    const mapName = fs.existsSync(jsFile) && fs.readFileSync(jsFile, 'utf8').match(/sourceMappingURL=(\S+)\s*$/)?.[1];
    const mapFile = mapName && path.join(path.dirname(jsFile), mapName);
    sourceMaps.set(
      file,
      mapFile && fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  return sourceMaps.get(file);
}

function resolve(callFrame) {
  const map = sourceMapFor(callFrame.url);
  // Node's SourceMap counts lines and columns from 0, as the profile does.
  const entry = map?.findEntry(callFrame.lineNumber, callFrame.columnNumber);
  return entry?.originalSource
    ? { source: entry.originalSource, name: entry.name ?? null }
    : { source: null, name: null };
}

async function profileLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  // The idle-time work after load (lazy panels, the service worker's registration) is part of the load's cost.
  await page.waitForTimeout(2_000);
  const { profile } = await cdp.send('Profiler.stop');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await context.close();
  return { profile, metrics: Object.fromEntries(metrics.map((m) => [m.name, m.value])) };
}

const figure = (metric, value) =>
  metric.endsWith('Duration')
    ? `${(value * 1000).toFixed(1)} ms`
    : metric === 'JSHeapUsedSize'
      ? `${(value / 2 ** 20).toFixed(1)} MB`
      : String(Math.round(value));

function printList(title, map, perLoad) {
  console.log(title);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${(us / 1000 / perLoad).toFixed(1).padStart(7)} ms  ${key}`);
  }
}

const floor = await floorServer({ port: PORT + 1 });
const app = await appServer({ port: PORT });
const sides = [
  { name: 'floor (empty Next page)', url: `${floor.url}/` },
  ...paths.map((p) => ({ name: p, url: app.url + p })),
].map((side) => ({ ...side, metrics: [], byOwner: new Map(), byFunction: new Map() }));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--disable-gpu', '--no-sandbox'],
});
try {
  // A first load of each side, not counted: the servers' caches and the browser's start-up.
  for (const side of sides) await profileLoad(browser, side.url);
  for (let round = 0; round < LOADS; round++) {
    for (const side of round % 2 ? [...sides].reverse() : sides) {
      const { profile, metrics } = await profileLoad(browser, side.url);
      const times = selfTimes(profile, resolve);
      addInto(side.byOwner, times.byOwner);
      addInto(side.byFunction, times.byFunction);
      side.metrics.push(metrics);
    }
  }
} finally {
  await browser.close();
  floor.stop();
  app.stop();
}

console.log(
  `\nbench:profile — ${LOADS} loads per side, CPU ×${CPU}, source maps from ${path.relative(process.cwd(), distDir)}`,
);
console.log(`\nChrome's main-thread figures, CPU time (median of ${LOADS}):`);
console.log(['side', ...METRICS, 'tasks ÷ floor'].join(' | '));
const floorTasks = median(sides[0].metrics.map((m) => m.TaskDuration));
for (const side of sides) {
  const values = METRICS.map((metric) => figure(metric, median(side.metrics.map((m) => m[metric] ?? 0))));
  const ratio = median(side.metrics.map((m) => m.TaskDuration)) / floorTasks;
  console.log([side.name, ...values, `${ratio.toFixed(2)}×`].join(' | '));
}
for (const side of sides) {
  const total = [...side.byOwner.values()].reduce((a, b) => a + b, 0);
  console.log(`\n== ${side.name}: JavaScript self time ${(total / 1000 / LOADS).toFixed(1)} ms per load`);
  printList('by owner:', side.byOwner, LOADS);
  printList('heaviest functions:', side.byFunction, LOADS);
}
