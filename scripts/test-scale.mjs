#!/usr/bin/env node
/**
 * `npm run test:scale` (scale-out): two `next start` instances against one real PostgreSQL
 * and one Redis, both from Debian's packages (installed with apt-get when missing), in a temp dir on
 * loopback ports. Not part of `npm test`. Checks:
 *
 *   0. the Redis unit tests (Vitest with REDIS_TEST_URL pointing at this Redis);
 *   a. the OTP per-phone hourly limit holds across both instances (5 sends spread over A and B, then
 *      429 on either), and another phone is still served;
 *   b. a content update revalidates on both: both serve the page from their page cache, the page
 *      changes in PostgreSQL, `POST /api/v2/content/revalidate` goes to ONE instance, and both then
 *      serve the new content (and the other way round);
 *   c. one render serves both: a page A renders is written to Redis (the page cache's second level),
 *      B's first request for it is a HIT with A's render (same `generated-at`), and a revalidation
 *      sent to B deletes the Redis copy and drops it on both;
 *   d. with Redis stopped, sign-in codes are still sent (rate limits fall back to each instance: no
 *      500) and pages are still served;
 *   e. the outbox sends each message once across both instances: OUTBOX_MESSAGES SMS rows written straight
 *      to PostgreSQL go out through a slow SMS gateway run by this script (each answer after
 *      SCALE_SMS_DELAY_MS, default 250 ms; a path per instance says who sent what), both instances polling
 *      every 500 ms: every message reaches the gateway exactly once, both instances take part, and neither
 *      logs a lost claim. (A claim that lapses mid-batch needs a batch slower than 120 s; the unit test
 *      lib/server/outbox/claims.test.ts covers that on a fake clock.)
 *
 * Closes with `N passed, N failed`; the exit code is non-zero when anything failed.
 * SCALE_SKIP_BUILD=1 reuses an earlier build in .next-scale (NEXT_DIST_DIR). SCALE_KEEP=1 keeps the
 * temp dir (logs of both instances) for a look after a failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');
const distDir = process.env.NEXT_DIST_DIR || '.next-scale';
const APP_NOW = process.env.APP_NOW || '2026-11-22T10:00:00-05:00';
const REVALIDATE_SECRET = `scale-${randomBytes(12).toString('hex')}`;
const CONTENT_PATH = '/servicios/mascotas';
const isRoot = process.getuid?.() === 0;
const OUTBOX_MESSAGES = 40;
const SMS_DELAY_MS = Number(process.env.SCALE_SMS_DELAY_MS || 250);

const results = [];
const cleanups = [];
let tmp;

function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '  ✓' : '  ✗'} ${name}${detail ? ` — ${detail}` : ''}`);
  return ok;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result.stdout;
}

/** As the `postgres` user when this runs as root (PostgreSQL refuses to run as root). */
function asPostgres(command, args, options = {}) {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args], options) : run(command, args, options);
}

// ---------------------------------------------------------------------------------------------
// Services

function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(base, versions[0], 'bin');
}

function ensurePackages() {
  const missing = [];
  if (!postgresBinDir()) missing.push('postgresql');
  if (!fs.existsSync('/usr/bin/redis-server')) missing.push('redis-server');
  if (missing.length === 0) return;
  console.log(`▶ installing ${missing.join(', ')} from Debian (apt-get)`);
  const apt = (args) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const install = ['install', '-y', '--no-install-recommends', '-o', 'DPkg::Lock::Timeout=120', ...missing];
  if (apt(install).status !== 0) {
    apt(['update']);
    if (apt(install).status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed (run as root?)`);
  }
}

/** A free loopback port, `preferred` when it is free. */
function freePort(preferred = 0) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(freePort(0)));
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startPostgres() {
  const bin = postgresBinDir();
  const dataDir = path.join(tmp, 'pg');
  const socketDir = path.join(tmp, 'pg-socket');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  fs.mkdirSync(socketDir);
  if (isRoot) {
    const uid = Number(run('id', ['-u', 'postgres']).trim());
    const gid = Number(run('id', ['-g', 'postgres']).trim());
    fs.chownSync(dataDir, uid, gid);
    fs.chownSync(socketDir, uid, gid);
  }
  const port = await freePort();
  asPostgres(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const options = `-p ${port} -h 127.0.0.1 -k ${socketDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dataDir, 'server.log'),
    '-o',
    options,
    '-w',
    'start',
  ]);
  cleanups.push(() =>
    asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop'], { stdio: 'ignore' }),
  );
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database eldorado');
  await admin.end();
  return `postgres://postgres@127.0.0.1:${port}/eldorado`;
}

async function startRedis() {
  const port = await freePort();
  const child = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmp],
    { stdio: ['ignore', fs.openSync(path.join(tmp, 'redis.log'), 'a'), 'inherit'] },
  );
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  cleanups.push(stop);
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const client = createClient({ url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      await client.close();
      return { url, stop, child };
    } catch {
      client.destroy();
      await sleep(100);
    }
  }
  throw new Error('redis-server did not start');
}

/**
 * A slow SMS gateway (`POST /<instance> {to, text, reference}` → 200 after `delayMs`) that records who sent
 * which outbox message (`reference` is its id).
 */
async function startSmsGateway(delayMs) {
  const received = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { reference } = JSON.parse(body || '{}');
      setTimeout(() => {
        received.push({ instance: request.url.slice(1), reference: Number(reference) });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
      }, delayMs);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  server.unref();
  return { url: `http://127.0.0.1:${server.address().port}`, received };
}

function buildApp() {
  if (process.env.SCALE_SKIP_BUILD === '1' && fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.log(`▶ reusing the build in ${distDir} (SCALE_SKIP_BUILD=1)`);
    return;
  }
  console.log(`▶ next build → ${distDir}`);
  // `next build` adds the dist dir's type folders to tsconfig.json; this build is throwaway, so keep the file.
  const tsconfig = path.join(root, 'tsconfig.json');
  const before = fs.readFileSync(tsconfig, 'utf8');
  const started = Date.now();
  try {
    const result = spawnSync(process.execPath, [nextBin, 'build'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error('next build failed');
  } finally {
    if (fs.readFileSync(tsconfig, 'utf8') !== before) fs.writeFileSync(tsconfig, before);
  }
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function waitForHealth(base, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance at ${base} exited (${child.exitCode})`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${base}/api/health did not answer 200 within ${timeoutMs / 1000} s`);
}

async function startInstance(name, port, env) {
  const dataDir = path.join(tmp, `data-${name}`);
  fs.mkdirSync(dataDir);
  const log = path.join(tmp, `instance-${name}.log`);
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, [nextBin, 'start', '-H', 'localhost', '-p', String(port)], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      CAPTCHA_PROVIDER: 'off',
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${port}`,
      PORT: String(port),
    },
    stdio: ['ignore', out, out],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    for (let i = 0; i < 50 && child.exitCode === null && child.signalCode === null; i++) await sleep(100);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return { name, base: `http://localhost:${port}`, child, log };
}

// ---------------------------------------------------------------------------------------------
// Checks

async function sendOtp(instance, phone) {
  const response = await fetch(`${instance.base}/api/v2/taxi-imperial/send-otp-phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, phoneCountryCode: '57' }),
  });
  await response.text();
  return { status: response.status, retryAfter: Number(response.headers.get('retry-after') ?? 0) };
}

/** The 30-second resend rule is checked against the last code's time in the database: age the codes. */
async function ageCodes(db, phone) {
  await db.query(
    `update taxi_otp_codes set created_at = created_at - interval '2 minutes' where country_code = '57' and phone = $1`,
    [phone],
  );
}

async function checkOtpLimit(a, b, db, redis) {
  console.log('\n(a) OTP per-phone limit across both instances');
  const phone = `3${String(randomInt(100_000_000, 999_999_999))}`;
  const order = [a, b, a, b, a];
  const statuses = [];
  for (const instance of order) {
    statuses.push(`${instance.name}:${(await sendOtp(instance, phone)).status}`);
    await ageCodes(db, phone);
  }
  check(
    '5 codes for one phone, sent through A, B, A, B, A → 200 each',
    statuses.every((s) => s.endsWith(':200')),
    statuses.join(' '),
  );
  const sixth = await sendOtp(b, phone);
  check(
    'the 6th on B → 429 with the hourly Retry-After (not the 30 s resend rule)',
    sixth.status === 429 && sixth.retryAfter > 60,
    `status ${sixth.status}, Retry-After ${sixth.retryAfter} s`,
  );
  await ageCodes(db, phone);
  const seventh = await sendOtp(a, phone);
  check(
    'the 7th on A → 429 as well',
    seventh.status === 429 && seventh.retryAfter > 60,
    `status ${seventh.status}, Retry-After ${seventh.retryAfter} s`,
  );
  const count = await redis.hGet(`eldorado:rate-limit:taxi:otp:phone:57${phone}`, 'count');
  check(
    'the window is one Redis counter for both instances',
    count === '7',
    `eldorado:rate-limit:taxi:otp:phone:57${phone} count=${count}`,
  );
  const other = await sendOtp(b, `3${String(randomInt(100_000_000, 999_999_999))}`);
  check('another phone is still served (the limit is per phone)', other.status === 200, `status ${other.status}`);
}

async function getPage(instance, pathname) {
  const response = await fetch(`${instance.base}${pathname}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    html,
    generatedAt: /<meta name="generated-at" content="([^"]+)"/.exec(html)?.[1],
  };
}

async function revalidate(instance, paths) {
  const response = await fetch(`${instance.base}/api/v2/content/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${REVALIDATE_SECRET}` },
    body: JSON.stringify({ paths }),
  });
  return { status: response.status, body: await response.text() };
}

/** The first answer that contains `marker`, polling up to `ms` (purge events travel asynchronously). */
async function pageWith(instance, marker, ms = 5000, pathname = CONTENT_PATH) {
  const deadline = Date.now() + ms;
  let page;
  do {
    page = await getPage(instance, pathname);
    if (page.html.includes(marker)) return { ...page, found: true };
    await sleep(200);
  } while (Date.now() < deadline);
  return { ...page, found: false };
}

async function updateTitle(db, marker, locale = 'es') {
  const { rowCount } = await db.query(
    `update content_pages set title = $1 where path = $2 and locale = $3 and status = 'published'`,
    [`Mascotas ${marker}`, CONTENT_PATH, locale],
  );
  return rowCount;
}

/** Polls `probe` until it returns true, up to `ms`; its last answer. */
async function eventually(probe, ms = 5000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

async function checkSharedRender(a, b, db, redis) {
  const pathname = `/en${CONTENT_PATH}`;
  const key = `eldorado:page:${pathname}`;
  console.log(`\n(c) one render of ${pathname} serves both instances (the page cache's Redis level)`);
  const onA = await getPage(a, pathname);
  check(
    'A renders the page on its first request',
    onA.status === 200 && onA.cache === 'MISS',
    `X-Page-Cache: ${onA.cache}`,
  );
  const stored = await eventually(async () => (await redis.exists(key)) === 1);
  const ttl = await redis.pTTL(key);
  check(
    `A wrote it to Redis (${key}), expiring with the page's stale window (≤ 3,000 s)`,
    stored && ttl > 0 && ttl <= 3_000_000,
    `PTTL ${ttl} ms`,
  );
  const onB = await getPage(b, pathname);
  check(
    "B's first request is served from Redis, not rendered: HIT with A's render (same generated-at)",
    onB.status === 200 && onB.cache === 'HIT' && Boolean(onA.generatedAt) && onB.generatedAt === onA.generatedAt,
    `X-Page-Cache: ${onB.cache}, generated-at A ${onA.generatedAt} / B ${onB.generatedAt}`,
  );

  const marker = `shared${randomBytes(5).toString('hex')}`;
  const rows = await updateTitle(db, marker, 'en');
  const purge = await revalidate(b, [CONTENT_PATH]);
  check(`page changed in PostgreSQL (${rows} row); revalidation sent to B → 200`, rows === 1 && purge.status === 200);
  const gone = await eventually(async () => {
    const value = await redis.get(key);
    return value === null || value.includes(marker);
  });
  check('the purge deleted the Redis copy', gone);
  const [newOnA, newOnB] = [await pageWith(a, marker, 5000, pathname), await pageWith(b, marker, 5000, pathname)];
  check(
    'A and B then serve the new content (the old copy is gone from both memories and from Redis)',
    newOnA.found && newOnB.found,
    `A X-Page-Cache: ${newOnA.cache}, B X-Page-Cache: ${newOnB.cache}`,
  );
}

async function checkContentRevalidation(a, b, db) {
  console.log(`\n(b) a content update revalidates ${CONTENT_PATH} on both instances`);
  for (const instance of [a, b]) {
    await getPage(instance, CONTENT_PATH);
    const second = await getPage(instance, CONTENT_PATH);
    check(
      `${instance.name} serves the page from its page cache`,
      second.status === 200 && second.cache === 'HIT',
      `${second.status} X-Page-Cache: ${second.cache}`,
    );
  }

  for (const [via, other] of [
    [a, b],
    [b, a],
  ]) {
    const marker = `scale${randomBytes(5).toString('hex')}`;
    const rows = await updateTitle(db, marker);
    const before = await Promise.all([getPage(a, CONTENT_PATH), getPage(b, CONTENT_PATH)]);
    check(
      `page changed in PostgreSQL (${rows} row); before revalidation both still serve the cached copy`,
      rows === 1 && before.every((p) => p.cache === 'HIT' && !p.html.includes(marker)),
      before.map((p, i) => `${i ? 'B' : 'A'}: ${p.cache}`).join(', '),
    );
    const purge = await revalidate(via, [CONTENT_PATH]);
    check(
      `POST /api/v2/content/revalidate on ${via.name} → 200`,
      purge.status === 200,
      `${purge.status} ${purge.body}`,
    );
    const [onOther, onVia] = [await pageWith(other, marker), await pageWith(via, marker)];
    check(`${other.name} (not called) serves the new content`, onOther.found, `X-Page-Cache: ${onOther.cache}`);
    check(`${via.name} serves the new content`, onVia.found, `X-Page-Cache: ${onVia.cache}`);
  }
}

async function checkOutboxOnce(a, b, db, gateway) {
  console.log(`\n(e) the outbox sends each of ${OUTBOX_MESSAGES} SMS once across both instances`);
  // Due at APP_NOW: both instances' clocks run from it.
  const { rows } = await db.query(
    `insert into outbox_messages (channel, recipient, text, kind, next_attempt_at)
     select 'sms', '5730099' || lpad(n::text, 5, '0'), 'Prueba de escala ' || n, 'scale.test', $2::timestamptz
     from generate_series(1, $1) as n
     returning id`,
    [OUTBOX_MESSAGES, APP_NOW],
  );
  const ids = rows.map((row) => Number(row.id));
  const allSent = await eventually(async () => {
    const { rows: sent } = await db.query(
      `select count(*)::int as n from outbox_messages where id = any($1) and status = 'sent'`,
      [ids],
    );
    return sent[0].n === ids.length;
  }, 120_000);
  check(`all ${ids.length} are marked sent in PostgreSQL`, allSent);
  await sleep(SMS_DELAY_MS * 2);
  const ours = gateway.received.filter((hit) => ids.includes(hit.reference));
  const counts = new Map();
  for (const hit of ours) counts.set(hit.reference, (counts.get(hit.reference) ?? 0) + 1);
  const twice = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
  const missing = ids.filter((id) => !counts.has(id));
  check(
    'the gateway received every message exactly once',
    twice.length === 0 && missing.length === 0,
    `${ours.length} sends for ${ids.length} messages; twice: [${twice.join(', ')}], missing: [${missing.join(', ')}]`,
  );
  const by = (name) => ours.filter((hit) => hit.instance === name).length;
  check('both instances took part', by('A') > 0 && by('B') > 0, `A sent ${by('A')}, B sent ${by('B')}`);
  const lost = [a, b].filter((instance) => fs.readFileSync(instance.log, 'utf8').includes('lost its claim'));
  check('neither instance lost a claim', lost.length === 0, lost.map((instance) => instance.name).join(', '));
}

async function checkRedisDown(a, b, redisServer) {
  console.log('\n(d) Redis stopped: the instances keep serving');
  redisServer.stop();
  await new Promise((resolve) =>
    redisServer.child.exitCode !== null ? resolve() : redisServer.child.once('exit', resolve),
  );
  const started = Date.now();
  const sent = await sendOtp(a, `3${String(randomInt(100_000_000, 999_999_999))}`);
  const ms = Date.now() - started;
  check(
    'a sign-in code is still sent (rate limits counted in the instance; no 500)',
    sent.status === 200,
    `status ${sent.status} in ${ms} ms`,
  );
  const pageStarted = Date.now();
  const page = await getPage(b, '/servicios');
  check('pages are still served', page.status === 200, `status ${page.status} in ${Date.now() - pageStarted} ms`);
  const purge = await revalidate(b, [CONTENT_PATH]);
  check('revalidation still purges locally (200)', purge.status === 200, `status ${purge.status}`);
  await sleep(300);
  const log = fs.readFileSync(a.log, 'utf8');
  check(
    'the instance logged that it counts locally',
    log.includes('Redis unavailable, counting in this instance only'),
  );
  const logB = fs.readFileSync(b.log, 'utf8');
  check(
    'the other logged that its page cache is local until Redis is back',
    logB.includes('Redis unavailable, pages are cached in this instance only'),
  );
}

function runRedisUnitTests(redisUrl) {
  console.log('\n(0) Redis unit tests (Vitest, REDIS_TEST_URL)');
  const result = spawnSync(
    process.execPath,
    [vitestBin, 'run', 'lib/server/rate-limit/redis-store.test.ts', 'lib/server/redis'],
    { cwd: root, env: { ...process.env, REDIS_TEST_URL: redisUrl }, encoding: 'utf8' },
  );
  const output = `${result.stdout}${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
  const summary = output.match(/Tests\s+(.*)/)?.[1]?.trim() ?? 'no summary';
  check(
    'lib/server/rate-limit/redis-store.test.ts + lib/server/redis against this Redis',
    result.status === 0 && !/skipped/.test(summary),
    summary,
  );
  if (result.status !== 0) console.log(output.split('\n').slice(-40).join('\n'));
}

// ---------------------------------------------------------------------------------------------

async function cleanup() {
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (error) {
      console.error('cleanup:', error instanceof Error ? error.message : error);
    }
  }
  cleanups.length = 0;
  if (tmp && process.env.SCALE_KEEP !== '1') fs.rmSync(tmp, { recursive: true, force: true });
  else if (tmp) console.log(`(kept ${tmp})`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

let instances = [];
try {
  ensurePackages();
  buildApp();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'eldorado-scale-'));
  fs.chmodSync(tmp, 0o755);
  const [databaseUrl, redisServer] = await Promise.all([startPostgres(), startRedis()]);
  const gateway = await startSmsGateway(SMS_DELAY_MS);
  console.log(`▶ PostgreSQL ${databaseUrl}, Redis ${redisServer.url}, SMS gateway ${gateway.url}`);

  runRedisUnitTests(redisServer.url);

  const portA = await freePort(3801);
  const portB = await freePort(portA === 3801 ? 3802 : 0);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisServer.url,
    APP_NOW,
    REVALIDATE_SECRET,
    OUTBOX_POLL_MS: '500',
  };
  instances = [
    await startInstance('A', portA, { ...env, SMS_GATEWAY_URL: `${gateway.url}/A` }),
    await startInstance('B', portB, { ...env, SMS_GATEWAY_URL: `${gateway.url}/B` }),
  ];
  const [a, b] = instances;
  console.log(`▶ next start: A ${a.base}, B ${b.base} (same DATABASE_URL and REDIS_URL, APP_NOW=${APP_NOW})`);
  await Promise.all(instances.map((i) => waitForHealth(i.base, i.child)));

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const redis = createClient({ url: redisServer.url });
  redis.on('error', () => undefined);
  await redis.connect();
  try {
    await checkOtpLimit(a, b, db, redis);
    await checkContentRevalidation(a, b, db);
    await checkSharedRender(a, b, db, redis);
    await checkOutboxOnce(a, b, db, gateway);
  } finally {
    redis.destroy();
  }
  await checkRedisDown(a, b, redisServer);
  await db.end();
} catch (error) {
  check('scale-out run', false, error instanceof Error ? error.message : String(error));
  for (const instance of instances) {
    if (!fs.existsSync(instance.log)) continue;
    console.log(`\n--- last lines of instance ${instance.name}'s log ---`);
    console.log(fs.readFileSync(instance.log, 'utf8').split('\n').slice(-30).join('\n'));
  }
} finally {
  await cleanup();
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
