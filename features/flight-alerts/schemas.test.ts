// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { alertTokenQuerySchema, createAlertRequestSchema } from './schemas';

const push = {
  flightId: '20261122-AV9364-dep',
  channel: 'push',
  locale: 'es',
  subscription: { endpoint: 'https://push.example.net/x', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
};
const fieldsOf = (value: unknown) =>
  createAlertRequestSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('createAlertRequestSchema', () => {
  it('takes a push subscription or an email (trimmed, lower-cased)', () => {
    expect(createAlertRequestSchema.parse(push).channel).toBe('push');
    const email = createAlertRequestSchema.parse({ ...push, channel: 'email', email: ' Ana@Example.COM ' });
    expect(email).toMatchObject({ channel: 'email', email: 'ana@example.com' });
  });

  it('names the field that is wrong, with a message key the site translates', () => {
    expect(fieldsOf({ ...push, flightId: 'AV9364' })).toEqual([['flightId', 'flightId']]);
    expect(fieldsOf({ ...push, locale: 'de' })).toEqual([['locale', 'locale']]);
    expect(fieldsOf({ ...push, channel: 'sms' })).toEqual([['channel', 'channel']]);
    expect(fieldsOf({ ...push, channel: 'email', email: 'nope' })).toEqual([['email', 'email']]);
    expect(
      fieldsOf({ ...push, subscription: { ...push.subscription, endpoint: 'http://push.example.net/x' } }),
    ).toEqual([['subscription.endpoint', 'pushSubscription']]);
    expect(fieldsOf({ ...push, subscription: undefined })).toEqual([['subscription', 'pushSubscription']]);
    expect(fieldsOf({ ...push, browserId: 'x' })).toEqual([['browserId', 'browserId']]);
  });

  it('refuses hostile values: markup, traversal, huge strings, prototype keys', () => {
    expect(fieldsOf({ ...push, flightId: '<script>alert(1)</script>' })[0]?.[0]).toBe('flightId');
    expect(fieldsOf({ ...push, flightId: '../../etc/passwd' })[0]?.[0]).toBe('flightId');
    expect(fieldsOf({ ...push, channel: 'email', email: `${'a'.repeat(300)}@x.co` })[0]?.[0]).toBe('email');
    const polluted = JSON.parse('{"__proto__": {"admin": true}}') as object;
    expect(createAlertRequestSchema.safeParse({ ...push, ...polluted }).success).toBe(true);
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
    expect(alertTokenQuerySchema.safeParse({ token: "' or 1=1 --" }).success).toBe(false);
  });
});
