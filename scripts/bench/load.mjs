// bench:load — autocannon against `next start` on loopback, 10 s per target, 50 connections.
// Prints req/s, p50/p97.5/p99 latency, errors and non-2xx per target, and the same server's throughput
// for a static file (/robots.txt) so every page reads as a ratio to the server's ceiling.
import autocannon from 'autocannon';
import { appServer, writeResult } from './server.mjs';

const DURATION = Number(process.env.LOAD_DURATION || 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 50);

const TARGETS = [
  { name: 'static /robots.txt', kind: 'static', path: '/robots.txt' },
  { name: 'home /', kind: 'page', path: '/' },
  { name: 'board /vuelos/salidas', kind: 'page', path: '/vuelos/salidas' },
  { name: 'content /servicios/mascotas', kind: 'content', path: '/servicios/mascotas' },
  { name: 'api GET /api/v2/config', kind: 'api', path: '/api/v2/config' },
];

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
    `${'target'.padEnd(32)} ${'req/s'.padStart(8)} ${'ratio'.padStart(6)} p50  p97.5  p99 (ms)  errors non2xx`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(32)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${((r.requestsPerSecond / ceiling) * 100).toFixed(0).padStart(5)}%` +
        ` ${String(r.p50).padStart(4)} ${String(r.p97_5).padStart(6)} ${String(r.p99).padStart(5)}      ${r.errors} ${r.non2xx}`,
    );
  }
  console.log(`written: ${writeResult('load', { durationSeconds: DURATION, connections: CONNECTIONS, rows })}`);
} finally {
  app.stop();
}
