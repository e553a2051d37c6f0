import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxChannel } from '../db/schema';

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

/** Real SMS provider: a gateway that takes `POST {to, text}` with a bearer token and answers 2xx. */
export function smsGatewayTransport(url: string, token: string | undefined, timeoutMs = 10_000): Transport {
  return {
    name: `sms-gateway:${new URL(url).host}`,
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: `+${message.to}`, text: message.text, reference: String(message.id) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
