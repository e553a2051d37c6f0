// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/tests/msw/server';
import { e164Recipient, smsGatewayTransport } from './transports';

describe('SMS gateway transport', () => {
  it('sends to the E.164 number the outbox holds, and to +<digits> for a message queued before the phone rule', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('https://sms.example.test/send', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const transport = smsGatewayTransport('https://sms.example.test/send', 'token');
    const message = {
      id: 7,
      channel: 'sms' as const,
      subject: null,
      html: null,
      replyTo: null,
      kind: 'otp',
      text: 'x',
    };
    await transport.send({ ...message, to: '+33612345678' });
    await transport.send({ ...message, to: '573001234567' });
    expect(received).toEqual([
      { to: '+33612345678', text: 'x', reference: '7' },
      { to: '+573001234567', text: 'x', reference: '7' },
    ]);
    expect(e164Recipient('+50761234567')).toBe('+50761234567');
  });
});
