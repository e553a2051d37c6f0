// What bench:lighthouse, bench:ab and bench:trace share: the OS's Chromium with the same flags, one
// Lighthouse run reduced to the figures the benches print, and a pair of runs taken side by side.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { cpuFigures } from './stats.mjs';

export const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChrome() {
  return chromeLauncher.launch({ chromePath, chromeFlags });
}

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Ids of the audits that cost a category points (weighted, scored below 1). */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
}

/**
 * The main thread's own work in a run, from its trace: the CPU time of its top-level tasks (the trace's thread
 * time, which leaves out what a task spent waiting for a core or for another thread), in total and as blocking
 * time (each task's CPU time × the slowdown, beyond 50 ms, over the whole load). Lighthouse's TBT counts wall
 * time: on this shared 2-core host a task's wall time was 1.3–5× its CPU time, and the empty page's TBT ranged
 * 75–329 ms within one run. NaN when the trace is missing or cannot be read.
 */
export function mainThreadCpu(trace, slowdown) {
  try {
    const processed = TraceProcessor.processTrace(trace);
    const { mainThreadEvents, frames, timestamps } = processed;
    const tasks = MainThreadTasks.getMainThreadTasks(
      mainThreadEvents,
      frames,
      timestamps.traceEnd,
      timestamps.timeOrigin,
    );
    return cpuFigures(tasks, slowdown);
  } catch {
    return { cpuMs: Number.NaN, cpuBlockingMs: Number.NaN };
  }
}

/** One run's figures; undefined when the run could not load the page (e.g. NO_FCP on a starved machine). */
export function summarise(lhr, trace) {
  if (lhr.runtimeError || !lhr.categories.performance?.score) return undefined;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const byType = (type) => resources.find((item) => item.resourceType === type) ?? {};
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : undefined);
  const audited = ['accessibility', 'best-practices', 'seo'].filter((category) => lhr.categories[category]);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
    // The paint this run observed; under simulated throttling LCP above is Lantern's estimate of it on slow 4G.
    observedLcpMs: Math.round(lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN),
    fcpMs: Math.round(metric(lhr, 'first-contentful-paint')),
    tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
    cls: Number(metric(lhr, 'cumulative-layout-shift').toFixed(3)),
    jsBytes: byType('script').transferSize ?? 0,
    requests: byType('total').requestCount ?? 0,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    cpuMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
    ...mainThreadCpu(trace, lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4),
    failing: [...new Set(audited.flatMap((category) => failingAudits(lhr, category)))].sort(),
  };
}

/** What a run gathers: the five metrics behind the performance score, the observed paint and the bytes. */
const METRIC_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'metrics',
  'resource-summary',
];

/**
 * Lighthouse's defaults (mobile emulation, slow 4G, a CPU slowdown of `cpuSlowdownMultiplier`, 4× unless given:
 * cpu-calibration.mjs chooses it from the host's speed) with `throttling` 'simulate' (Lantern,
 * the default) or 'devtools' (the page really loads on throttled network and CPU). `full` gathers the four
 * categories; otherwise only the metric audits, which give the same performance score (the other audits of
 * the category weigh 0) in two thirds of the time. The full-page screenshot is skipped (no figure uses it).
 * `audits` adds audits to a run that is not full. Returns the lhr and artifacts too when `keep` is set
 * (bench:trace reads its audits and trace).
 */
export async function runLighthouse(
  url,
  port,
  { throttling = 'simulate', full = false, keep = false, audits = [], cpuSlowdownMultiplier } = {},
) {
  const scope = full
    ? { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }
    : { onlyAudits: [...METRIC_AUDITS, ...audits] };
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    ...scope,
    throttlingMethod: throttling,
    ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    disableFullPageScreenshot: true,
  });
  const summary = result?.lhr ? summarise(result.lhr, result.artifacts?.Trace) : undefined;
  return keep ? { summary, lhr: result?.lhr, artifacts: result?.artifacts } : summary;
}

/** One run with up to two more attempts when a run produces no metrics. */
export async function auditOnce(url, port, options = {}) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const run = await runLighthouse(url, port, options).catch((error) => {
      console.error(`  lighthouse ${url}: ${error.message}`);
      return undefined;
    });
    if (run) return run;
  }
  return undefined;
}

/**
 * One interleaved group: the A run, then each B run, on even rounds; the B runs, then A, on odd ones, so
 * neither side always runs first (a cold or warm Chromium, a build starting elsewhere on the machine spread
 * over both). With one B it is a plain pair. Returns a pair { a, b } per B (undefined when a run failed).
 * With `options.calibration` (cpu-calibration.mjs) every run of the group has the CPU slowdown it gives, and
 * the group's runs then feed it; before the first group, one run of A (not kept) measures the host.
 */
export async function measureGroup(urlA, urlsB, round, port, { calibration, ...lighthouseOptions } = {}) {
  if (calibration?.needsProbe()) calibration.observe([await auditOnce(urlA, port, lighthouseOptions)]);
  const options = calibration
    ? { ...lighthouseOptions, cpuSlowdownMultiplier: calibration.multiplier() }
    : lighthouseOptions;
  const runB = async () => {
    const runs = [];
    for (const url of urlsB) runs.push(await auditOnce(url, port, options));
    return runs;
  };
  let a;
  let bs;
  if (round % 2 === 0) {
    a = await auditOnce(urlA, port, options);
    bs = await runB();
  } else {
    bs = await runB();
    a = await auditOnce(urlA, port, options);
  }
  calibration?.observe([a, ...bs]);
  return bs.map((b) => (a && b ? { a, b } : undefined));
}
