// bench:ab — settle an A/B: two URLs measured interleaved (A, B, B, A, A, B…) by Lighthouse with the same
// settings and Chromium flags as bench:lighthouse, then each figure's medians, B/A ratio and spread. With more
// than two targets, each later one is measured in every round too (A, B, C | C, B, A…) and compared with A.
//
//   npm run bench:ab -- http://localhost:4200/ http://localhost:4300/   two running servers (e.g. two builds)
//   npm run bench:ab -- /servicios/mascotas /servicios/taxis            paths of BENCH_URL, or of a started build
//   npm run bench:ab -- floor /                                         "floor" is the empty Next page
//   npm run bench:ab -- floor doc:/servicios/mascotas /servicios/mascotas
//        "doc:" is the page's document alone: its HTML and CSS, none of its JavaScript (scripts/bench/doc-floor.mjs);
//        beside the floor and the page it splits what the page costs into its document's part and its scripts'
//   options: --pairs=7 (default), --throttling=devtools (real throttling; default simulate)
//
// How to read it: "B higher in 7 of 7 pairs" with a ratio well away from 1 is a change; a ratio near 1 with B
// higher in about half the pairs is noise. The quartiles (p25–p75) show how far single runs wander.
// Env: BENCH_URL, BENCH_APP_DIR, BENCH_SKIP_BUILD, BENCH_PORT (default 3500; floor on +1) for paths;
// BENCH_CPU_MULTIPLIER as bench:lighthouse (calibrated to the host unless a number is given).
import { cpuCalibration } from './cpu-calibration.mjs';
import { launchChrome, measureGroup } from './lighthouse-run.mjs';
import { docFloorServer } from './doc-floor.mjs';
import { appServer, floorServer, writeResult } from './server.mjs';
import { compare } from './stats.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const [targetA, ...targetsB] = args.filter((a) => !a.startsWith('--'));
if (!targetA || targetsB.length === 0) {
  console.error(
    'usage: npm run bench:ab -- <url-or-path-a> <url-or-path-b> [more…] [--pairs=7] [--throttling=devtools]',
  );
  process.exit(2);
}
const PAIRS = Number(option('pairs', 7));
const THROTTLING = option('throttling', 'simulate');
const PORT = Number(process.env.BENCH_PORT || 3500);

const servers = [];
let app;
let floor;
let docPort = PORT + 2;
async function resolve(target) {
  if (target.startsWith('doc:')) {
    const doc = await docFloorServer(await resolve(target.slice(4)), { port: docPort++ });
    servers.push(doc);
    return `${doc.url}/`;
  }
  if (/^https?:\/\//.test(target)) return target;
  if (target === 'floor') {
    floor ??= await floorServer({ port: PORT + 1 });
    servers.push(floor);
    return `${floor.url}/`;
  }
  app ??= await appServer({ port: PORT });
  servers.push(app);
  return app.url + (target.startsWith('/') ? target : `/${target}`);
}

const FIGURES = [
  ['performance', 'perf score', ''],
  ['tbtMs', 'TBT', ' ms'],
  ['cpuBlockingMs', 'blocking on CPU time', ' ms'],
  ['cpuMs', 'main-thread CPU', ' ms'],
  ['lcpMs', THROTTLING === 'devtools' ? 'LCP' : 'LCP (simulated)', ' ms'],
  ['fcpMs', 'FCP', ' ms'],
  ['cls', 'CLS', ''],
  ['jsBytes', 'JS bytes', ''],
  ['benchmarkIndex', 'CPU benchmark index', ''],
  ['cpuMultiplier', 'CPU slowdown', '×'],
];

const fmt = (n, unit) => (Number.isFinite(n) ? `${Number.isInteger(n) ? n : n.toFixed(n < 1 ? 3 : 0)}${unit}` : 'n/a');

const started = Date.now();
try {
  const urlA = await resolve(targetA);
  const urlsB = [];
  for (const target of targetsB) urlsB.push(await resolve(target));
  const letter = (i) => String.fromCharCode(66 + i);
  console.log(`A ${urlA}\n${urlsB.map((url, i) => `${letter(i)} ${url}`).join('\n')}`);
  console.log(`${PAIRS} interleaved rounds, ${THROTTLING} throttling`);
  const pairsByB = urlsB.map(() => []);
  const calibration = cpuCalibration();
  for (let round = 0; round < PAIRS; round++) {
    const chrome = await launchChrome();
    // Odd rounds take the later targets in reverse, so none always runs right after A.
    const order = urlsB.map((_, i) => i);
    if (round % 2) order.reverse();
    try {
      const pairs = await measureGroup(
        urlA,
        order.map((i) => urlsB[i]),
        round,
        chrome.port,
        { throttling: THROTTLING, calibration },
      );
      pairs.forEach((pair, k) => {
        if (pair) pairsByB[order[k]].push(pair);
        else console.error(`  round ${round + 1}: a run of A or ${letter(order[k])} produced no metrics, dropped`);
      });
    } finally {
      await chrome.kill();
    }
    const last = pairsByB.map((pairs) => pairs.at(-1));
    if (last.every(Boolean))
      console.log(
        `  round ${round + 1}: TBT ${last[0].a.tbtMs} / ${last.map((p) => p.b.tbtMs).join(' / ')} ms, ` +
          `LCP ${last[0].a.lcpMs} / ${last.map((p) => p.b.lcpMs).join(' / ')} ms`,
      );
  }
  const results = urlsB.map((url, i) => {
    const b = letter(i);
    console.log(
      `\n${'figure'.padEnd(22)}${'A median [p25–p75]'.padEnd(26)}${`${b} median [p25–p75]`.padEnd(26)}${`${b}/A`.padEnd(8)}${b} higher in`,
    );
    const figures = {};
    for (const [key, name, unit] of FIGURES) {
      const c = compare(pairsByB[i], key);
      figures[key] = c;
      const side = (s) => `${fmt(s.median, unit)} [${fmt(s.p25, '')}–${fmt(s.p75, '')}]`;
      console.log(
        `${name.padEnd(22)}${side(c.a).padEnd(26)}${side(c.b).padEnd(26)}${(Number.isFinite(c.ratio) ? `${c.ratio.toFixed(2)}×` : 'n/a').padEnd(8)}` +
          `${c.bHigherIn} of ${c.pairs} pairs (lower in ${c.bLowerIn})`,
      );
    }
    return { b: url, figures, runs: pairsByB[i] };
  });
  console.log(`elapsed: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  const [first] = results;
  console.log(
    `written: ${writeResult('ab', { a: urlA, b: first.b, throttling: THROTTLING, pairs: PAIRS, figures: first.figures, runs: first.runs, ...(results.length > 1 ? { more: results.slice(1) } : {}) })}`,
  );
} finally {
  for (const server of new Set(servers)) server.stop();
}
