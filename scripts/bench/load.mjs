// bench:load — autocannon against `next start` on loopback, 10 s per target, 50 connections.
// Targets: home, the departures board, a content page, GET /api/v2/flights/departures and
// POST /api/v2/taxi-imperial/calculate-rate (a valid body), plus a static file (/robots.txt) as the
// server's ceiling, so every page reads as a ratio to it. Prints req/s, p50/p97.5/p99 latency, errors,
// non-2xx and 5xx per target; `bench:check` asserts the budgets.
//
// calculate-rate has no rate limit (only sign-in codes, the forms and flight alerts are limited per
// client IP), so 50 connections from one address measure the handler, not a 429.
import autocannon from 'autocannon';
import { appServer, benchEnv, writeResult } from './server.mjs';

const DURATION = Number(process.env.LOAD_DURATION || 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 50);

/**
 * A valid calculate-rate body (features/taxi/schemas.ts rateRequestSchema): a point in Bogotá's service
 * area and a pickup 3 hours after the server's clock (APP_NOW, which the bench server starts at), as
 * Bogotá local `YYYY-MM-DD HH:mm`; the pickup window is 5 minutes back to 30 days ahead.
 */
function rateBody() {
  const start = Date.parse(process.env.APP_NOW || benchEnv.APP_NOW);
  const bogota = new Date((Number.isNaN(start) ? Date.now() : start) + 3 * 3_600_000 - 5 * 3_600_000).toISOString();
  return JSON.stringify({ lat: 4.6768, lon: -74.0486, fechaReserva: `${bogota.slice(0, 10)} ${bogota.slice(11, 16)}` });
}

const TARGETS = [
  { name: 'static /robots.txt', kind: 'static', path: '/robots.txt' },
  { name: 'home /', kind: 'page', path: '/' },
  { name: 'board /vuelos/salidas', kind: 'page', path: '/vuelos/salidas' },
  { name: 'content /servicios/mascotas', kind: 'content', path: '/servicios/mascotas' },
  { name: 'api GET /api/v2/flights/departures', kind: 'api', path: '/api/v2/flights/departures' },
  {
    name: 'api POST taxi calculate-rate',
    kind: 'api',
    path: '/api/v2/taxi-imperial/calculate-rate',
    method: 'POST',
    body: rateBody(),
  },
];

/** One request first: a target that does not answer 2xx would only measure an error page. */
async function check(url, target) {
  const response = await fetch(url + target.path, {
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${target.name} answered ${response.status}: ${text.slice(0, 300)}`);
}

function run(url, target) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: url + target.path,
        method: target.method ?? 'GET',
        body: target.body,
        headers: target.body ? { 'content-type': 'application/json' } : undefined,
        connections: CONNECTIONS,
        duration: DURATION,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const app = await appServer({ port: 3503 });
const rows = [];
try {
  for (const target of TARGETS) await check(app.url, target);
  for (const target of TARGETS) {
    await run(app.url, { ...target }).catch(() => undefined); // warm-up pass fills caches
    const r = await run(app.url, target);
    rows.push({
      name: target.name,
      kind: target.kind,
      requestsPerSecond: r.requests.average,
      p50: r.latency.p50,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      status5xx: r['5xx'] ?? 0,
    });
  }
  const ceiling = rows[0].requestsPerSecond;
  console.log(
    `${'target'.padEnd(36)} ${'req/s'.padStart(8)} ${'ratio'.padStart(6)} ${'p50'.padStart(5)} ${'p97.5'.padStart(6)} ${'p99'.padStart(6)} (ms)  errors non2xx 5xx`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(36)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${((r.requestsPerSecond / ceiling) * 100).toFixed(0).padStart(5)}%` +
        ` ${String(r.p50).padStart(5)} ${String(r.p97_5).padStart(6)} ${String(r.p99).padStart(6)}       ${String(r.errors).padStart(6)} ${String(r.non2xx).padStart(6)} ${String(r.status5xx).padStart(3)}`,
    );
  }
  console.log(`written: ${writeResult('load', { durationSeconds: DURATION, connections: CONNECTIONS, rows })}`);
} finally {
  app.stop();
}
