#!/usr/bin/env node
// Flights benchmark: server render time of /vuelos/salidas and the latency of the flights
// API over a full simulated day, both warm, plus throughput at 50 concurrent connections.
//
// Usage:
//   npm run bench:flights                          # starts `next start` from the existing build itself
//   npm run bench:flights -- http://localhost:3000 # or measures a server that is already running
//
// Starting its own server needs a production build (`npm run build`; NEXT_DIST_DIR selects another
// build folder). It runs with APP_NOW=2026-11-22T10:00:00-05:00 and a throw-away DATA_DIR, on
// BENCH_PORT (3399). Environment: BENCH_PAGE_RUNS (100), BENCH_API_RUNS (200), BENCH_LOAD_SECONDS (10),
// BENCH_CONNECTIONS (50), FLIGHTS_BENCH_JSON=path to also write the figures as JSON.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PAGE = '/vuelos/salidas';
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS || 100);
const API_RUNS = Number(process.env.BENCH_API_RUNS || 200);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const APP_NOW = '2026-11-22T10:00:00-05:00';

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(values) {
  return { n: values.length, p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) };
}

async function timed(url) {
  const start = performance.now();
  const response = await fetch(url);
  const headersAt = performance.now();
  await response.arrayBuffer();
  const end = performance.now();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ttfb: headersAt - start, total: end - start };
}

/** The full day through the public API: departures and arrivals, every page of 100. */
async function dayUrls(base) {
  const urls = [];
  for (const direction of ['departures', 'arrivals']) {
    const first = await (await fetch(`${base}/api/v2/flights/${direction}?pageSize=100`)).json();
    const pages = Math.max(1, Math.ceil(first.total / 100));
    for (let page = 1; page <= pages; page++)
      urls.push(`${base}/api/v2/flights/${direction}?pageSize=100&page=${page}`);
  }
  return urls;
}

async function load(urls, seconds, connections) {
  const until = performance.now() + seconds * 1000;
  const latencies = [];
  let errors = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const url = urls[next++ % urls.length];
        try {
          latencies.push((await timed(url)).total);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { requestsPerSecond: latencies.length / seconds, errors, ...summary(latencies) };
}

async function waitForHealth(base, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not become healthy in ${timeoutMs / 1000} s`);
}

async function startServer() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(
      `No production build in ${distDir}/. Run \`npm run build\` first, or pass the URL of a running server.`,
    );
    process.exit(1);
  }
  const port = Number(process.env.BENCH_PORT || 3399);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eldorado-bench-'));
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', 'localhost', '-p', String(port)],
    {
      env: {
        ...process.env,
        NEXT_DIST_DIR: distDir,
        DATA_DIR: dataDir,
        APP_NOW,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const base = `http://localhost:${port}`;
  console.log(`Starting next start on ${base} (${distDir}, APP_NOW=${APP_NOW}) …`);
  await waitForHealth(base, 120_000);
  return { base, stop };
}

const given = process.argv[2] || process.env.FLIGHTS_BENCH_URL;
const server = given ? { base: given.replace(/\/+$/, ''), stop: () => undefined } : await startServer();
const { base } = server;

try {
  const apiUrls = await dayUrls(base);
  // Warm up: the simulated day is planned on first use; the JIT and caches settle.
  for (let i = 0; i < 20; i++) {
    await timed(`${base}${PAGE}`);
    await timed(apiUrls[i % apiUrls.length]);
  }

  const pageTimes = [];
  for (let i = 0; i < PAGE_RUNS; i++) pageTimes.push(await timed(`${base}${PAGE}`));
  const apiTimes = [];
  for (let i = 0; i < API_RUNS; i++) apiTimes.push(await timed(apiUrls[i % apiUrls.length]));

  const pageLoad = await load([`${base}${PAGE}`], LOAD_SECONDS, CONNECTIONS);
  const apiLoad = await load(apiUrls, LOAD_SECONDS, CONNECTIONS);

  const results = {
    server: base,
    page: { path: PAGE, ttfb: summary(pageTimes.map((t) => t.ttfb)), total: summary(pageTimes.map((t) => t.total)) },
    api: {
      urls: apiUrls.length,
      note: 'departures and arrivals, every page of 100: the full day',
      ttfb: summary(apiTimes.map((t) => t.ttfb)),
      total: summary(apiTimes.map((t) => t.total)),
    },
    load: { connections: CONNECTIONS, seconds: LOAD_SECONDS, page: pageLoad, api: apiLoad },
  };

  const ms = (v) => `${v.toFixed(1)} ms`.padStart(10);
  console.log(`\nFlights benchmark against ${base} (warm, sequential)`);
  console.log('measure'.padEnd(44), 'n'.padStart(5), 'p50'.padStart(10), 'p95'.padStart(10), 'max'.padStart(10));
  const row = (name, s) => console.log(name.padEnd(44), String(s.n).padStart(5), ms(s.p50), ms(s.p95), ms(s.max));
  row(`page ${PAGE}: server render (to first byte)`, results.page.ttfb);
  row(`page ${PAGE}: full response`, results.page.total);
  row(`API full day (${apiUrls.length} pages of 100): full response`, results.api.total);
  console.log(`\nUnder load: ${CONNECTIONS} connections for ${LOAD_SECONDS} s each`);
  for (const [name, r] of [
    [`page ${PAGE}`, pageLoad],
    ['API full day', apiLoad],
  ]) {
    console.log(
      `${name.padEnd(24)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${ms(r.p50)}   p95 ${ms(r.p95)}   errors ${r.errors}`,
    );
  }
  const targets = [
    ['API p95 < 50 ms (warm)', results.api.total.p95 < 50],
    ['page p95 < 150 ms (warm)', results.page.total.p95 < 150],
    ['page > 50 req/s at 50 connections', pageLoad.requestsPerSecond > 50],
  ];
  console.log('');
  for (const [name, ok] of targets) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
  if (process.env.FLIGHTS_BENCH_JSON) writeFileSync(process.env.FLIGHTS_BENCH_JSON, JSON.stringify(results, null, 2));
} finally {
  server.stop();
}
process.exit(0);
