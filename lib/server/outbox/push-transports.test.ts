// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { describe, expect, it, vi } from 'vitest';
import { pushFileTransport, webPushTransport, type OutgoingMessage, type SendNotification } from './transports';

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};
const payload = {
  title: 'AV9364: puerta A12',
  body: 'Tu vuelo…',
  url: 'https://eldorado.aero/vuelos/detalle/x',
  tag: 't',
  lang: 'es',
};
const message: OutgoingMessage = {
  id: 7,
  channel: 'push',
  to: JSON.stringify(subscription),
  subject: payload.title,
  text: JSON.stringify(payload),
  html: null,
  replyTo: null,
  kind: 'flight-alert.gate',
};
const vapid = { subject: 'mailto:alertas@eldorado.aero', ...webpush.generateVAPIDKeys() };

describe('Web Push transport (VAPID, web-push)', () => {
  it('sends the localised payload to the subscription with the VAPID details', async () => {
    const send = vi.fn<SendNotification>().mockResolvedValue({});
    await webPushTransport(vapid, send).send(message);
    expect(send).toHaveBeenCalledWith(subscription, JSON.stringify(payload), {
      vapidDetails: vapid,
      TTL: 3600,
      urgency: 'high',
      timeout: 10_000,
    });
  });

  it('drops a subscription the push service no longer knows (410), retries other failures', async () => {
    const gone = vi.fn<SendNotification>().mockRejectedValue(Object.assign(new Error('Gone'), { statusCode: 410 }));
    await expect(webPushTransport(vapid, gone).send(message)).resolves.toBeUndefined();
    const down = vi
      .fn<SendNotification>()
      .mockRejectedValue(Object.assign(new Error('Bad gateway'), { statusCode: 502 }));
    await expect(webPushTransport(vapid, down).send(message)).rejects.toThrow('Bad gateway');
  });

  it('builds a real encrypted request: VAPID JWT for the push service origin, aes128gcm body', async () => {
    const keys = webpush.generateVAPIDKeys();
    // A browser's keys: the P-256 public key and a 16-byte auth secret.
    const { createECDH, randomBytes } = await import('node:crypto');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const browser = {
      endpoint: subscription.endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    };
    const request = webpush.generateRequestDetails(browser, JSON.stringify(payload), {
      vapidDetails: { subject: vapid.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: 3600,
    });
    expect(request.method).toBe('POST');
    expect(request.endpoint).toBe(subscription.endpoint);
    expect(request.headers['Content-Encoding']).toBe('aes128gcm');
    expect(String(request.headers.Authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`),
    );
    const [, claims] = String(request.headers.Authorization).slice(8).split(',')[0]!.split('.');
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({
      aud: 'https://fcm.googleapis.com',
      sub: vapid.subject,
    });
  });
});

describe('embedded push outbox', () => {
  it('appends one JSON line per push with the endpoint and the notification', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'push-outbox-'));
    try {
      await pushFileTransport(dir, () => new Date('2026-11-22T15:00:00Z')).send(message);
      const [line] = (await readFile(path.join(dir, 'push.jsonl'), 'utf8')).trim().split('\n');
      expect(JSON.parse(line!)).toEqual({
        at: '2026-11-22T15:00:00.000Z',
        to: subscription.endpoint,
        ...payload,
        kind: 'flight-alert.gate',
        id: 7,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
