// bench:ab — settle an A/B: two URLs measured interleaved (A, B, B, A, A, B…) by Lighthouse with the same
// settings and Chromium flags as bench:lighthouse, then each figure's medians, B/A ratio and spread.
//
//   npm run bench:ab -- http://localhost:4200/ http://localhost:4300/   two running servers (e.g. two builds)
//   npm run bench:ab -- /servicios/mascotas /servicios/taxis            paths of BENCH_URL, or of a started build
//   npm run bench:ab -- floor /                                         "floor" is the empty Next page
//   options: --pairs=7 (default), --throttling=devtools (real throttling; default simulate)
//
// How to read it: "B higher in 7 of 7 pairs" with a ratio well away from 1 is a change; a ratio near 1 with B
// higher in about half the pairs is noise. The quartiles (p25–p75) show how far single runs wander.
// Env: BENCH_URL, BENCH_APP_DIR, BENCH_SKIP_BUILD, BENCH_PORT (default 3500; floor on +1) for paths.
import { launchChrome, measureGroup } from './lighthouse-run.mjs';
import { appServer, floorServer, writeResult } from './server.mjs';
import { compare } from './stats.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const [targetA, targetB] = args.filter((a) => !a.startsWith('--'));
if (!targetA || !targetB) {
  console.error('usage: npm run bench:ab -- <url-or-path-a> <url-or-path-b> [--pairs=7] [--throttling=devtools]');
  process.exit(2);
}
const PAIRS = Number(option('pairs', 7));
const THROTTLING = option('throttling', 'simulate');
const PORT = Number(process.env.BENCH_PORT || 3500);

const servers = [];
let app;
let floor;
async function resolve(target) {
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
  ['lcpMs', THROTTLING === 'devtools' ? 'LCP' : 'LCP (simulated)', ' ms'],
  ['fcpMs', 'FCP', ' ms'],
  ['cls', 'CLS', ''],
  ['jsBytes', 'JS bytes', ''],
  ['benchmarkIndex', 'CPU benchmark index', ''],
];

const fmt = (n, unit) => (Number.isFinite(n) ? `${Number.isInteger(n) ? n : n.toFixed(n < 1 ? 3 : 0)}${unit}` : 'n/a');

const started = Date.now();
try {
  const urlA = await resolve(targetA);
  const urlB = await resolve(targetB);
  console.log(`A ${urlA}\nB ${urlB}\n${PAIRS} interleaved pairs, ${THROTTLING} throttling`);
  const pairs = [];
  for (let round = 0; round < PAIRS; round++) {
    const chrome = await launchChrome();
    try {
      const [pair] = await measureGroup(urlA, [urlB], round, chrome.port, { throttling: THROTTLING });
      if (pair) pairs.push(pair);
      else console.error(`  pair ${round + 1}: a run produced no metrics, dropped`);
    } finally {
      await chrome.kill();
    }
    const last = pairs.at(-1);
    if (last)
      console.log(
        `  pair ${round + 1}: TBT ${last.a.tbtMs} / ${last.b.tbtMs} ms, LCP ${last.a.lcpMs} / ${last.b.lcpMs} ms`,
      );
  }
  console.log(
    `\n${'figure'.padEnd(22)}${'A median [p25–p75]'.padEnd(26)}${'B median [p25–p75]'.padEnd(26)}${'B/A'.padEnd(8)}B higher in`,
  );
  const figures = {};
  for (const [key, name, unit] of FIGURES) {
    const c = compare(pairs, key);
    figures[key] = c;
    const side = (s) => `${fmt(s.median, unit)} [${fmt(s.p25, '')}–${fmt(s.p75, '')}]`;
    console.log(
      `${name.padEnd(22)}${side(c.a).padEnd(26)}${side(c.b).padEnd(26)}${(Number.isFinite(c.ratio) ? `${c.ratio.toFixed(2)}×` : 'n/a').padEnd(8)}` +
        `${c.bHigherIn} of ${c.pairs} pairs (lower in ${c.bLowerIn})`,
    );
  }
  console.log(`elapsed: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  console.log(
    `written: ${writeResult('ab', { a: urlA, b: urlB, throttling: THROTTLING, pairs: PAIRS, figures, runs: pairs })}`,
  );
} finally {
  for (const server of new Set(servers)) server.stop();
}
