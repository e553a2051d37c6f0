// @vitest-environment node
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '@/tests/db';
import { expectFormFlooding, jsonRequest, nextIntlServerMock, setTestDb } from '@/tests/forms/harness';
import type { DbHandle } from '@/lib/server/db/client';
import { formConsents, newsletterSubscribers } from '@/features/forms/server/db/schema';
import { outboxMessages } from '@/lib/server/db/schema';
import { forgetProcessState } from '@/tests/process-state';

vi.mock('next-intl/server', async () => (await import('@/tests/forms/harness')).nextIntlServerMock);
vi.mock('@/lib/server/outbox/worker', () => ({ kickOutbox: async () => undefined }));
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDb: () => (globalThis as Record<symbol, unknown>)[Symbol.for('eldorado.tests.forms-db')],
}));

const { POST } = await import('./route');
const { POST: unsubscribePost } = await import('./unsubscribe/route');
const { confirmSubscription } = await import('@/features/forms/server');
const { newsletterEndpoint } = await import('@/features/forms/server/newsletter');
const { newsletterSchema } = await import('@/features/forms/schemas');

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  setTestDb(handle.db);
});
afterAll(() => handle.close());
beforeEach(async () => {
  forgetProcessState('rate-limits');
  await handle.db.delete(outboxMessages);
  await handle.db.delete(formConsents);
  await handle.db.delete(newsletterSubscribers);
});

const t = (locale: 'es' | 'en') => nextIntlServerMock.getTranslations({ locale, namespace: 'forms' }) as never;
const subscribe = (body: object, locale = 'es') => POST(jsonRequest('/api/v2/newsletter', body, { locale }), undefined);
const ana = { fullName: 'Ana Pérez', email: 'Ana@Example.com', consent: true };

/** The token of the last confirmation mail (read from the outbox, as the e2e test reads mail.jsonl). */
async function lastConfirmationToken(): Promise<string> {
  const mails = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'newsletter.confirm'));
  const text = mails.at(-1)!.text;
  return /\/auth\/accountValidation\/([\w-]+)/.exec(text)![1]!;
}

describe('newsletter (double opt-in)', () => {
  it('floods to 429 after 10 sign-ups from one IP in 10 minutes (rejected ones count)', async () => {
    await expectFormFlooding({
      route: POST,
      path: '/api/v2/newsletter',
      valid: ana,
      invalid: { ...ana, email: 'not-an-address' },
      written: async () => {
        const [subscribers] = await handle.db.select({ n: count() }).from(newsletterSubscribers);
        const [mails] = await handle.db.select({ n: count() }).from(outboxMessages);
        return subscribers!.n + mails!.n;
      },
    });
  });

  it('stores a pending subscriber with consent and mails a confirmation link in the visitor’s language', async () => {
    const response = await subscribe(ana, 'en');
    expect(response.status).toBe(202);
    expect((await response.json()).message).toMatch(/We sent you an email to confirm/);
    const [row] = await handle.db.select().from(newsletterSubscribers);
    expect(row).toMatchObject({ email: 'ana@example.com', status: 'pending', locale: 'en' });
    const [mail] = await handle.db.select().from(outboxMessages);
    expect(mail!.subject).toBe('Confirm your subscription to the El Dorado newsletter');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/en\/auth\/accountValidation\/[\w-]{43}/);
    expect(mail!.text).toMatch(/\?action=unsubscribe/);
    expect(await handle.db.select().from(formConsents)).toHaveLength(1);
  });

  it('never creates a duplicate; the link confirms once; a confirmed address gets the same answer', async () => {
    await subscribe(ana);
    await subscribe({ ...ana, email: 'ana@example.com' });
    expect(await handle.db.select().from(newsletterSubscribers)).toHaveLength(1);
    const token = await lastConfirmationToken();
    expect(await confirmSubscription(handle.db, token, await t('es'))).toBe('confirmed');
    expect(await confirmSubscription(handle.db, token, await t('es'))).toBe('alreadyUsed');
    const again = await subscribe(ana);
    expect(again.status).toBe(202);
    expect((await handle.db.select().from(newsletterSubscribers))[0]!.status).toBe('confirmed');
    const kinds = (await handle.db.select().from(outboxMessages)).map((m) => m.kind);
    expect(kinds).toEqual(['newsletter.confirm', 'newsletter.confirm', 'newsletter.welcome', 'newsletter.already']);
  });

  it('two simultaneous sign-ups of a new address (different Idempotency-Keys) both succeed, with one subscriber', async () => {
    const send = (key: string) =>
      POST(jsonRequest('/api/v2/newsletter', ana, { key, ip: `203.0.113.${key.length}` }), undefined);
    const answers = await Promise.all([send('11111111-aaaa'), send('22222222-bbbb-cc')]);
    expect(answers.map((r) => r.status)).toEqual([202, 202]);
    const [first, second] = await Promise.all(answers.map((r) => r.json()));
    expect(second).toEqual(first);
    expect(await handle.db.select().from(newsletterSubscribers)).toHaveLength(1);
    const kinds = (await handle.db.select().from(outboxMessages)).map((m) => m.kind);
    expect(kinds).toEqual(['newsletter.confirm', 'newsletter.confirm']);
    // The latest link confirms.
    expect(await confirmSubscription(handle.db, await lastConfirmationToken(), await t('es'))).toBe('confirmed');
  });

  it('survives the race itself: the other sign-up inserts the address between the look-up and the insert', async () => {
    // In autocommit mode the two sign-ups' statements interleave on the one connection exactly as two
    // READ COMMITTED transactions do on PostgreSQL: both look the new address up (FOR UPDATE locks
    // nothing: there is no row yet), then both insert it. Without conflict handling the second insert
    // fails on the unique email (a 500 through the route).
    const context = async (fullName: string) => ({
      tx: handle.db,
      input: newsletterSchema.parse({ ...ana, fullName }),
      locale: 'es' as const,
      t: await t('es'),
      tOperator: await t('es'),
      request: new Request('http://localhost/api/v2/newsletter'),
      prepared: undefined,
      onRollback: () => undefined,
    });
    const [a, b] = await Promise.allSettled([
      newsletterEndpoint.submit(await context('Ana Pérez')),
      newsletterEndpoint.submit(await context('Ana P.')),
    ]);
    expect(a).toMatchObject({ status: 'fulfilled', value: { status: 202 } });
    expect(b).toMatchObject({ status: 'fulfilled', value: { status: 202 } });
    if (a.status === 'fulfilled' && b.status === 'fulfilled') expect(b.value.body).toEqual(a.value.body);
    const rows = await handle.db.select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ana@example.com', status: 'pending', fullName: 'Ana P.' });
    expect(await handle.db.select().from(formConsents)).toHaveLength(2);
    expect((await handle.db.select().from(outboxMessages)).map((m) => m.kind)).toEqual([
      'newsletter.confirm',
      'newsletter.confirm',
    ]);
  });

  it('refuses an expired link (48 h) and an unknown one', async () => {
    await subscribe(ana);
    const token = await lastConfirmationToken();
    await handle.db.update(newsletterSubscribers).set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) });
    expect(await confirmSubscription(handle.db, token, await t('es'))).toBe('expired');
    expect(await confirmSubscription(handle.db, 'x'.repeat(43), await t('es'))).toBe('invalid');
    expect(await confirmSubscription(handle.db, '../../etc', await t('es'))).toBe('invalid');
  });

  it('unsubscribes with the link’s token (JSON or one-click form post), idempotently', async () => {
    await subscribe(ana);
    const [row] = await handle.db.select().from(newsletterSubscribers);
    const token = row!.unsubscribeToken;
    const viaJson = await unsubscribePost(jsonRequest('/api/v2/newsletter/unsubscribe', { token }), undefined);
    expect(viaJson.status).toBe(200);
    const oneClick = await unsubscribePost(
      new Request('http://localhost/api/v2/newsletter/unsubscribe', {
        method: 'POST',
        body: `token=${token}`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      undefined,
    );
    expect(oneClick.status).toBe(200);
    expect((await handle.db.select().from(newsletterSubscribers))[0]!.status).toBe('unsubscribed');
    const unknown = await unsubscribePost(
      jsonRequest('/api/v2/newsletter/unsubscribe', { token: 'y'.repeat(43) }),
      undefined,
    );
    expect(unknown.status).toBe(404);
  });
});
