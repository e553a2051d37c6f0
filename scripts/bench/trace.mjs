// bench:trace — where a page's main-thread time goes, beside the framework's floor (the empty Next page).
//
//   npm run bench:trace -- /servicios/mascotas [--pairs=3]
//
// Runs Lighthouse (the same settings and Chromium flags as bench:lighthouse, simulated throttling) on the floor
// and the page, interleaved, keeps the run with the median TBT of each side, and prints for both:
//   - the figures (perf, TBT, simulated LCP, FCP) and the bytes by type (document, script, stylesheet, font);
//   - the long tasks with their attribution — the document itself (HTML and the inline page payload), the
//     framework chunk (react-dom), Next's client chunks, the page's own chunks — and what each spent its
//     time on (script evaluation, style & layout, parsing, rendering, GC);
//   - the main-thread time by kind (script evaluation, style & layout, parse HTML & CSS, rendering, GC…);
//   - the main-thread time of each script;
//   - the main thread's CPU time, and the blocking counted on it (lighthouse-run.mjs, mainThreadCpu).
// Lighthouse reports these at the run's CPU slowdown (what TBT counts; calibrated as in bench:lighthouse). Both
// traces are written to bench-results/trace-<page>.json and trace-floor.json (open them in Chrome DevTools'
// Performance panel).
// Env: BENCH_URL (a running site), BENCH_APP_DIR, BENCH_SKIP_BUILD, BENCH_PORT (default 3500; floor on +1).
import fs from 'node:fs';
import path from 'node:path';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { cpuCalibration } from './cpu-calibration.mjs';
import { auditOnce, launchChrome, mainThreadCpu, runLighthouse } from './lighthouse-run.mjs';
import { appServer, floorServer } from './server.mjs';
import { median } from './stats.mjs';

const args = process.argv.slice(2);
const pagePath = args.find((a) => !a.startsWith('--')) ?? '/';
const PAIRS = Number(args.find((a) => a.startsWith('--pairs='))?.slice('--pairs='.length) ?? 3);
const PORT = Number(process.env.BENCH_PORT || 3500);
const results = path.resolve(import.meta.dirname, '../../bench-results');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (n) => `${Math.round(n)} ms`;

/** What a script URL is: fetched once and recognised by its content. */
const labels = new Map();
async function label(url, documentUrl) {
  if (!url || url === 'Unattributable') return 'unattributed';
  if (url.includes('_lighthouse-eval')) return "Lighthouse's own probe (not the page)";
  if (url === documentUrl || url.split('#')[0] === documentUrl) return 'document (HTML + inline payload)';
  if (!labels.has(url)) {
    const name = url.split('/').pop()?.split('?')[0] ?? url;
    let kind = 'other';
    try {
      const body = await (await fetch(url)).text();
      if (/^turbopack-/.test(name)) kind = 'turbopack runtime';
      else if (body.includes('hydrateRoot')) kind = 'framework chunk (react-dom)';
      else if (body.includes('react.dev/errors')) kind = 'next/react client chunk';
      else kind = 'app chunk';
      labels.set(url, `${kind} ${name} (${kb(body.length)} raw)`);
    } catch {
      labels.set(url, `${kind} ${name}`);
    }
  }
  return labels.get(url);
}

/**
 * The page's top-level main-thread tasks that last 50 ms or more at the run's CPU `slowdown` in the observed
 * (unthrottled) trace (12.5 ms at 4×), each with the URL Lighthouse would attribute it to (the first script
 * among the URLs on its stack, else the first URL) and its time by kind (self time of every event in it, by
 * Lighthouse's task groups).
 */
function longTasks(trace, slowdown) {
  const processed = TraceProcessor.processTrace(trace);
  const all = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const kinds = (task, into = {}, events = {}) => {
    into[task.group.label] = (into[task.group.label] ?? 0) + task.selfTime;
    events[task.event.name] = (events[task.event.name] ?? 0) + task.selfTime;
    for (const child of task.children) kinds(child, into, events);
    return { into, events };
  };
  return all
    .filter((task) => !task.parent && task.duration * slowdown >= 50 && task.startTime >= 0)
    .map((task) => ({
      startTime: task.startTime,
      duration: task.duration,
      // The thread time: what the task had the CPU for (the rest it waited for a core or another thread).
      cpu: Number.isFinite(task.event.tdur) ? task.event.tdur / 1000 : task.duration,
      url: task.attributableURLs.find((u) => /\.js(\?|$)/.test(u)) ?? task.attributableURLs[0],
      // The other scripts on the task's stacks: a framework-chunk task that hydrates the page's components
      // lists their chunks here.
      others: task.attributableURLs.filter((u) => /\.js(\?|$)/.test(u)).slice(1),
      ...(({ into, events }) => ({ kinds: into, events }))(kinds(task)),
    }));
}

function bytesByType(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const of = (type) => items.find((i) => i.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
  return ['document', 'script', 'stylesheet', 'font', 'image', 'total'].map((type) => [type, of(type)]);
}

async function describe(name, run, documentUrl) {
  const { lhr } = run;
  const a = lhr.audits;
  console.log(`\n=== ${name}: ${documentUrl}`);
  console.log(
    `perf ${Math.round(lhr.categories.performance.score * 100)}  TBT ${ms(a['total-blocking-time'].numericValue)}` +
      `  LCP (simulated) ${ms(a['largest-contentful-paint'].numericValue)}  FCP ${ms(a['first-contentful-paint'].numericValue)}` +
      `  server response ${ms(a['server-response-time']?.numericValue ?? Number.NaN)}` +
      `  CPU benchmark index ${Math.round(lhr.environment.benchmarkIndex)}, slowdown ${lhr.configSettings.throttling.cpuSlowdownMultiplier}×`,
  );
  console.log(
    `bytes (transferred): ${bytesByType(lhr)
      .map(([type, r]) => `${type} ${kb(r.transferSize)} / ${r.requestCount} req`)
      .join(', ')}`,
  );
  const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  const tasks = longTasks(run.artifacts.Trace, slowdown);
  console.log(
    `long tasks (${tasks.length}: top-level tasks ≥ ${(50 / slowdown).toFixed(1)} ms as observed, i.e. ≥ 50 ms at the ${slowdown}× CPU slowdown), by start time;` +
      ` ms observed → ×${slowdown}, then what the task spent its time on:`,
  );
  for (const t of tasks)
    console.log(
      `  at ${ms(t.startTime).padStart(8)}  ${ms(t.duration).padStart(6)} → ${ms(t.duration * slowdown).padStart(7)}` +
        ` (CPU ${ms(t.cpu)})  ` +
        `${await label(t.url, documentUrl)}  [${Object.entries(t.kinds)
          .filter(([, v]) => v >= 1)
          .sort((x, y) => y[1] - x[1])
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', ')}]` +
        (t.others.length ? `  also: ${t.others.map((u) => u.split('/').pop()).join(', ')}` : '') +
        // The trace events that took most of the task's own time (what "Other" was).
        `  top events: ${Object.entries(t.events)
          .sort((x, y) => y[1] - x[1])
          .slice(0, 3)
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', ')}`,
    );
  const cpu = mainThreadCpu(run.artifacts.Trace, slowdown);
  console.log(
    `main thread's CPU time (top-level tasks, whole load): ${ms(cpu.cpuMs)}; blocking counted on it: ${ms(cpu.cpuBlockingMs)}`,
  );
  const groups = a['mainthread-work-breakdown']?.details?.items ?? [];
  console.log(`main thread by kind: ${groups.map((g) => `${g.groupLabel ?? g.group} ${ms(g.duration)}`).join(', ')}`);
  const scripts = a['bootup-time']?.details?.items ?? [];
  console.log('main thread by script (total = evaluation + parse/compile):');
  for (const s of scripts)
    console.log(
      `  ${ms(s.total).padStart(7)} (eval ${ms(s.scripting)}, parse ${ms(s.scriptParseCompile)})  ${await label(s.url, documentUrl)}`,
    );
}

function byMedianTbt(runs) {
  const value = median(runs.map((r) => r.summary.tbtMs));
  return runs.reduce((best, r) =>
    Math.abs(r.summary.tbtMs - value) < Math.abs(best.summary.tbtMs - value) ? r : best,
  );
}

function saveTrace(name, run) {
  fs.mkdirSync(results, { recursive: true });
  const file = path.join(results, `trace-${name}.json`);
  fs.writeFileSync(file, JSON.stringify(run.artifacts.Trace ?? run.artifacts.traces?.defaultPass ?? {}));
  return file;
}

const floorApp = await floorServer({ port: PORT + 1 });
const app = await appServer({ port: PORT }).catch((error) => {
  floorApp.stop();
  throw error;
});
const chrome = await launchChrome();
try {
  const floorUrl = `${floorApp.url}/`;
  const pageUrl = app.url + pagePath;
  const floorRuns = [];
  const pageRuns = [];
  // The CPU slowdown of bench:lighthouse: calibrated to the host (a first run measures it) unless fixed.
  const calibration = cpuCalibration();
  if (calibration.needsProbe()) calibration.observe([await auditOnce(floorUrl, chrome.port)]);
  const once = async (url, into) => {
    const run = await runLighthouse(url, chrome.port, {
      cpuSlowdownMultiplier: calibration.multiplier(),
      keep: true,
      audits: ['mainthread-work-breakdown', 'bootup-time', 'server-response-time'],
    });
    if (run.summary) into.push(run);
    calibration.observe([run.summary]);
  };
  for (let i = 0; i < PAIRS; i++) {
    if (i % 2 === 0) {
      await once(floorUrl, floorRuns);
      await once(pageUrl, pageRuns);
    } else {
      await once(pageUrl, pageRuns);
      await once(floorUrl, floorRuns);
    }
  }
  if (!floorRuns.length || !pageRuns.length) throw new Error('no run produced metrics');
  const floor = byMedianTbt(floorRuns);
  const page = byMedianTbt(pageRuns);
  console.log(
    `TBT of each run: floor ${floorRuns.map((r) => r.summary.tbtMs).join(', ')} ms; page ${pageRuns.map((r) => r.summary.tbtMs).join(', ')} ms (the median run of each is shown)`,
  );
  await describe('floor (empty Next page)', floor, floorUrl);
  await describe(`page ${pagePath}`, page, pageUrl);
  const slug = pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  console.log(`\ntraces: ${saveTrace('floor', floor)}, ${saveTrace(slug, page)}`);
} finally {
  await chrome.kill();
  floorApp.stop();
  app.stop();
}
