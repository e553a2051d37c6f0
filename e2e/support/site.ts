import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { locales, localeTags, localizePath, type Locale } from '../../lib/i18n/locales';
import { mergeMessages } from '../../lib/i18n/messages';
import { securityHeaders } from '../../lib/security/headers';
import { e2eServer } from './e2e-server.mjs';

export { locales, localeTags, localizePath, type Locale };

type Messages = Record<string, unknown>;

const raw = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', `${locale}.json`), 'utf8')) as Messages,
  ]),
) as Record<Locale, Messages>;

/**
 * Opens the header's menu from its button, trying again until it works: once it does, the page has hydrated. A
 * click the page has taken (aria-expanded) is not repeated while the menu's chunk loads: a second click would
 * close it again, and on a busy machine the two could alternate until the test times out.
 */
export async function openMenuOnceHydrated(page: Page, locale: Locale): Promise<void> {
  const menu = page.getByRole('button', { name: message(locale, 'client.menu.open'), exact: true });
  const dialog = page.getByRole('dialog', { name: message(locale, 'client.menu.title') });
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

/** Messages as the site serves them: the locale's, with Spanish filling missing keys. */
export function messagesOf(locale: Locale): Messages {
  return locale === 'es' ? raw.es : mergeMessages(raw.es, raw[locale]);
}

/** A message by dotted key (`pages.vuelos.salidas.title`), or undefined. */
export function message(locale: Locale, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined),
      messagesOf(locale),
    );
  return typeof value === 'string' ? value : undefined;
}

/** A message by dotted key with `{name}` values filled in; fails loudly when the key is missing. */
export function requiredMessage(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const text = message(locale, key);
  if (text === undefined) throw new Error(`missing message ${locale}:${key}`);
  return Object.entries(values).reduce((out, [name, value]) => out.replace(`{${name}}`, value), text);
}

/** The e2e server's data directory (e2e/support/e2e-server.mjs: one per E2E_PORT). */
export const E2E_DATA_DIR = e2eServer().dataDir;

/** Every SMS the embedded outbox sent (one JSON line per message): `to` is E.164 (`+33612345678`). */
export function sentSms(): Array<{ to: string; text: string; kind: string }> {
  const outbox = path.join(process.cwd(), E2E_DATA_DIR, 'outbox', 'sms.jsonl');
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string; kind: string });
}

/**
 * The newest 6-digit code the embedded SMS outbox holds for a phone: an E.164 number (`+33612345678`) is
 * matched whole; digits alone (a Colombian national number, `3104440001`) match the end of the recipient.
 */
export function latestSmsCode(phone: string): string | undefined {
  const matches = phone.startsWith('+')
    ? (to: string) => to === phone
    : (to: string) => to.replace(/\D/g, '').endsWith(phone);
  const sms = sentSms()
    .reverse()
    .find((message) => matches(message.to));
  return sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined;
}

/**
 * The two locales a sweep runs its slow checks in (a browser load with axe) for the n-th item
 * of a matrix: Spanish, and en, fr and pt in turn, so every item is checked in two languages and every language
 * on a third of the items. Markup, styles and focus order are the same in every locale; what a language changes
 * (text length, the messages) the cheap checks still see in all four. Halves the matrices' time on 2 cores.
 */
export function thoroughLocales(n: number): Locale[] {
  const others = locales.filter((locale) => locale !== 'es');
  return ['es', others[n % others.length] ?? 'en'];
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/**
 * The `<html lang>` and the document's `<title>` read from a page's HTML, for a check without a browser. The
 * document's title is the first `<title>`: Next puts the metadata at the top of the document, and a `<title>`
 * further down belongs to an SVG icon.
 */
export function documentFacts(html: string): { lang?: string; title?: string } {
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/
    .exec(html)?.[1]
    ?.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => HTML_ENTITIES[name]!);
  return { lang, title };
}

/** Every script chunk the page asks for from now on arrives `ms` later (a slow network after the first load). */
export async function slowChunksFromNowOn(page: Page, ms: number): Promise<void> {
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Holds every script chunk the page asks for from now on, until the returned function is called. */
export async function holdChunks(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has hydrated the first element matching `selector` and committed it: the element is in the
 * root's current fiber tree. React attaches a fiber and props to an element while it renders, before the commit
 * that makes its handlers reachable; an element found only in the tree being rendered is not hydrated yet.
 */
export async function waitUntilHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    type Fiber = { return: Fiber | null; child: Fiber | null; sibling: Fiber | null; stateNode: unknown };
    const element = document.querySelector(css) as (Element & Record<string, unknown>) | null;
    const key = element && Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
    if (!element || !key) return false;
    let top = element[key] as Fiber;
    while (top.return) top = top.return;
    const committed = (top.stateNode as { current?: Fiber } | null)?.current;
    const stack = committed ? [committed] : [];
    while (stack.length) {
      const fiber = stack.pop()!;
      if (fiber.stateNode === element) return true;
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    return false;
  }, selector);
}

/** Console errors and uncaught exceptions of a page, collected from the moment this is called. */
export function collectPageErrors(page: Page, options: { allowDocument404?: boolean } = {}): string[] {
  return watchPageErrors(page, options).errors;
}

/** As collectPageErrors, with `stop()` to detach the listeners from a page that outlives the test. */
export function watchPageErrors(page: Page, { allowDocument404 = false } = {}): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    // The browser logs the document's own 404 status as a failed resource; on a 404 page that is the point.
    if (allowDocument404 && /status of 404/.test(text) && msg.location().url === page.url()) return;
    errors.push(`console.error: ${text}${msg.location().url ? ` (${msg.location().url})` : ''}`);
  };
  const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/** WCAG 2.2 level A and AA: every rule of these levels, at every impact. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser bundle, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What axe waits for before it looks: the web fonts (they change sizes and spacing: target-size), then every
 * finite CSS transition and animation still running (a button fading to its disabled colours, a lightbox
 * sliding in), so it judges the page as the user sees it at rest and never a frame in between.
 */
const SETTLE = `
  await document.fonts.ready;
  for (let round = 0; round < 3; round += 1) {
    const running = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
    });
    if (running.length === 0) break;
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  }
`;

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Axe violations of the page at any impact (minor to critical), one readable line per node.
 *
 * axe runs in the page itself (as @axe-core/playwright's legacy mode does, without finishing in an extra blank
 * page), injected and run in one round trip: ≈ 0.2 s a page instead of ≈ 0.3 s with AxeBuilder, which injects
 * the 560 kB script twice and asks the page three more questions. Same-origin frames get axe too, so their
 * content is analysed; cross-origin iframes (third-party embeds) are not, our own markup always is.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // After a client-side navigation the new page's <title> streams in after its content: axe reads the page once
  // it has one (a page that never gets one is still reported).
  await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 10_000 }).catch(() => undefined);
  for (const frame of page.frames().slice(1)) {
    await frame.evaluate(AXE_SOURCE).catch(() => undefined); // a cross-origin or detached frame is skipped
  }
  const options = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
  const violations = (await page.evaluate(
    `${AXE_SOURCE};
    axe.configure({ allowedOrigins: ['<same_origin>'] });
    (async () => {
      ${SETTLE}
      return (await axe.run(document, ${JSON.stringify(options)})).violations;
    })()`,
  )) as AxeViolation[];
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `[${v.impact}] ${v.id}: ${v.help} — ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}\n      ${v.helpUrl}`,
    ),
  );
}

/** A soft assertion that the page has no axe violation, naming the URL and listing every finding. */
export async function expectNoAxeViolationsSoft(page: Page, url: string): Promise<void> {
  const violations = await axeViolations(page);
  expect.soft(violations.length, `axe violations on ${url}:\n    ${violations.join('\n    ')}\n`).toBe(0);
}

/** The non-CSP security headers every page carries in production (lib/security/headers.ts), by lower-case name. */
const EXPECTED_HEADERS = Object.fromEntries(
  Object.entries(securityHeaders({ nonce: 'unused', production: true }))
    .filter(([name]) => name !== 'Content-Security-Policy')
    .map(([name, value]) => [name.toLowerCase(), value]),
);

/**
 * What is wrong with a page response's security headers (ARCHITECTURE §8): a nonce CSP
 * (`'nonce-…'` with `'strict-dynamic'`, no `'unsafe-eval'`), `object-src 'none'`, `base-uri 'self'`,
 * `frame-ancestors 'none'`, the exact nosniff, Referrer-Policy, Permissions-Policy and HSTS of
 * lib/security/headers.ts (HSTS because e2e runs `next start` in production mode), no `x-powered-by`,
 * and Next's scripts in the HTML stamped with that response's nonce. Empty when all is well.
 */
export function securityHeaderProblems(headers: Record<string, string>, html?: string): string[] {
  const problems: string[] = [];
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part === name || part.startsWith(`${name} `));
  const scriptSrc = directive('script-src') ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]{16,})'/.exec(scriptSrc)?.[1];
  if (!nonce) problems.push(`CSP script-src has no nonce: ${csp || '(no CSP header)'}`);
  if (!scriptSrc.includes("'strict-dynamic'")) problems.push(`CSP script-src lacks 'strict-dynamic': ${scriptSrc}`);
  if (csp.includes("'unsafe-eval'")) problems.push("CSP allows 'unsafe-eval'");
  for (const expected of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
    if (directive(expected.split(' ')[0]!) !== expected) problems.push(`CSP lacks "${expected}": ${csp}`);
  }
  for (const [name, value] of Object.entries(EXPECTED_HEADERS)) {
    if (headers[name] !== value) problems.push(`${name} is ${JSON.stringify(headers[name])}, expected "${value}"`);
  }
  if ('x-powered-by' in headers) problems.push(`x-powered-by is sent: ${headers['x-powered-by']}`);
  if (html !== undefined && nonce) {
    const scriptNonces = new Set([...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]));
    if (scriptNonces.size === 0) problems.push('no <script nonce> in the HTML');
    for (const other of scriptNonces) if (other !== nonce) problems.push(`a script carries another nonce: ${other}`);
  }
  return problems;
}
