import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxChannel } from '../db/schema';
import { logger } from '../log';

const log = logger('outbox');

/** What a transport receives: one stored outbox message. */
export interface OutgoingMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  replyTo: string | null;
  kind: string;
}

export interface Transport {
  readonly name: string;
  /** Resolves once the provider accepted the message; rejects to have it retried later. */
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Embedded default: one JSON line per message in `<dir>/<channel>.jsonl`
 * (`{at, to, subject?, text, kind}`, ARCHITECTURE §3). Tests and demos read the codes and links there.
 */
export function fileTransport(channel: OutboxChannel, dir: string, clock: () => Date = () => new Date()): Transport {
  const file = path.join(dir, `${channel}.jsonl`);
  return {
    name: `file:${file}`,
    async send(message) {
      await mkdir(dir, { recursive: true });
      const line = {
        at: clock().toISOString(),
        to: message.to,
        ...(message.subject ? { subject: message.subject } : {}),
        text: message.text,
        kind: message.kind,
        id: message.id,
      };
      await appendFile(file, `${JSON.stringify(line)}\n`, 'utf8');
    },
  };
}

/** Real mail provider: SMTP via nodemailer (`smtp://user:pass@host:port`, `smtps://` for TLS). */
export function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: `smtp:${new URL(url).host}`,
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        headers: { 'X-Outbox-Id': String(message.id), 'X-Message-Kind': message.kind },
      });
    },
  };
}

/** An SMS recipient in E.164: as stored, or `+` before the digits of a message queued before the phone rule. */
export function e164Recipient(to: string): string {
  return to.startsWith('+') ? to : `+${to}`;
}

/** Real SMS provider: a gateway that takes `POST {to, text}` with a bearer token and answers 2xx. */
export function smsGatewayTransport(url: string, token: string | undefined, timeoutMs = 10_000): Transport {
  return {
    name: `sms-gateway:${new URL(url).host}`,
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        // SMS recipients are E.164 (`+573001234567`); a message queued before the phone rule holds its digits.
        body: JSON.stringify({ to: e164Recipient(message.to), text: message.text, reference: String(message.id) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/** A browser's PushSubscription as stored in an outbox message's recipient (JSON). */
export interface PushRecipient {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The notification a push carries; the service worker shows it as it is (already in the visitor's language). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  lang: string;
}

/**
 * Embedded Web Push: one JSON line per push in `<dir>/push.jsonl` (`{at, to, title, body, url, lang, kind, id}`,
 * `to` = the subscription endpoint) instead of sending it, so alerts can be followed offline and in tests.
 */
export function pushFileTransport(dir: string, clock: () => Date = () => new Date()): Transport {
  const file = path.join(dir, 'push.jsonl');
  return {
    name: `file:${file}`,
    async send(message) {
      const recipient = JSON.parse(message.to) as PushRecipient;
      const payload = JSON.parse(message.text) as PushPayload;
      await mkdir(dir, { recursive: true });
      const line = {
        at: clock().toISOString(),
        to: recipient.endpoint,
        ...payload,
        kind: message.kind,
        id: message.id,
      };
      await appendFile(file, `${JSON.stringify(line)}\n`, 'utf8');
    },
  };
}

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** The part of the `web-push` package the transport uses (injected in tests). */
export type SendNotification = (
  subscription: PushRecipient,
  payload: string,
  options: { vapidDetails: VapidDetails; TTL: number; urgency: 'high'; timeout: number },
) => Promise<unknown>;

/**
 * Real Web Push through the push service of the visitor's browser (`web-push`, VAPID). A subscription the
 * push service no longer knows (404/410) is dropped, not retried: the browser unsubscribed.
 */
export function webPushTransport(vapid: VapidDetails, sendNotification: SendNotification): Transport {
  return {
    name: 'web-push',
    async send(message) {
      const recipient = JSON.parse(message.to) as PushRecipient;
      try {
        await sendNotification(recipient, message.text, {
          vapidDetails: vapid,
          TTL: 3600,
          urgency: 'high',
          timeout: 10_000,
        });
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          log.warn({ id: message.id, status }, `push #${message.id}: subscription gone (${status}); dropped`);
          return;
        }
        throw error;
      }
    },
  };
}
