// @vitest-environment node
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '@/tests/logs';
import { createLogger, log, logger, scrubText, type LogLevel } from './log';
import { forgetProcessState } from '@/tests/process-state';

/** A logger writing to memory, as the site's would write to stdout. */
function memoryLogger(level: LogLevel = 'debug') {
  const lines: string[] = [];
  const logger = createLogger({ level, stream: { write: (line: string) => void lines.push(line) } });
  const records = () =>
    lines.map((line) => {
      const record = JSON.parse(line);
      return { ...record, level: pino.levels.labels[record.level] };
    });
  return { logger, output: () => lines.join(''), records };
}

const EMAIL = 'ana.perez@example.com';
const PHONE = '3001234567';
const CODE = '482913';

describe('the logger', () => {
  afterEach(() => forgetProcessState('config'));

  it('writes one JSON object per line with level, time, message and fields', () => {
    const { logger, output, records } = memoryLogger();
    logger.warn({ kind: 'otp', attempt: 2 }, 'outbox send failed');
    expect(JSON.parse(output()).level).toBe(40); // pino's numbers: what pino-pretty and log shippers expect
    expect(records()).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'outbox send failed', kind: 'otp', attempt: 2 }),
    ]);
    expect(records()[0].time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('masks e-mail addresses, phone numbers and sign-in codes in the message', () => {
    const { logger, output } = memoryLogger();
    logger.info(`mail to ${EMAIL} failed`);
    logger.info(`SMS to +57 ${PHONE} failed`);
    logger.info(`SMS to ${PHONE} failed`);
    logger.info(`texto del SMS: "Tu código ${CODE} para El Dorado"`);
    logger.info(`mensaje: ${CODE} es tu código`);
    const text = output();
    for (const secret of [EMAIL, 'example.com', PHONE, '+57', CODE]) expect(text).not.toContain(secret);
    expect(text).toContain('mail to [email] failed');
    expect(text).toContain('SMS to [phone] failed');
    expect(text).toContain('Tu código [code] para El Dorado');
    expect(text).toContain('mensaje: [code] es tu código');
  });

  it('censors personal and secret fields at any depth, keeping the others', () => {
    const { logger, output, records } = memoryLogger();
    logger.warn(
      {
        phone: PHONE,
        to: EMAIL,
        body: 'Hola Ana, tu reserva',
        payload: { email: EMAIL, kind: 'flight-alert' },
        deep: { a: { b: { phoneNumber: PHONE, replyTo: EMAIL, code: CODE } } },
        channel: 'sms',
      },
      'outbox send failed',
    );
    const text = output();
    for (const secret of [EMAIL, PHONE, CODE, 'Hola Ana']) expect(text).not.toContain(secret);
    expect(records()[0]).toMatchObject({
      phone: '[redacted]',
      to: '[redacted]',
      body: '[redacted]',
      payload: { email: '[redacted]', kind: 'flight-alert' },
      deep: { a: { b: { phoneNumber: '[redacted]', replyTo: '[redacted]', code: '[redacted]' } } },
      channel: 'sms',
      msg: 'outbox send failed',
    });
  });

  it('scrubs a personal value in a free-text field too', () => {
    const { logger, output, records } = memoryLogger();
    logger.warn({ reason: `550 mailbox <${EMAIL}> unavailable`, page: `/es/buscar?q=${PHONE}` }, 'rejected');
    expect(output()).not.toContain(EMAIL);
    expect(output()).not.toContain(PHONE);
    expect(records()[0]).toMatchObject({ reason: '550 mailbox <[email]> unavailable', page: '/es/buscar?q=[phone]' });
  });

  it('scrubs an error: message, stack, cause and own properties; keeps its type and code', () => {
    const { logger, output, records } = memoryLogger();
    const error = Object.assign(
      new Error(`550 5.1.1 <${EMAIL}>: Recipient address rejected`, {
        cause: new Error(`gateway refused +57 ${PHONE}`),
      }),
      { code: 'EENVELOPE', recipient: EMAIL },
    );
    logger.error({ err: error, channel: 'mail' }, 'outbox send failed');
    logger.error(error);
    const text = output();
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(PHONE);
    const [withMessage, alone] = records();
    expect(withMessage).toMatchObject({
      msg: 'outbox send failed',
      channel: 'mail',
      err: { type: 'Error', code: 'EENVELOPE', recipient: '[redacted]' },
    });
    expect(withMessage.err.message).toBe('550 5.1.1 <[email]>: Recipient address rejected: gateway refused [phone]');
    expect(withMessage.err.stack).toContain('Recipient address rejected');
    expect(withMessage.err.stack).toContain('caused by: Error: gateway refused [phone]');
    // An error logged alone gives the line its message: the scrubbed one.
    expect(alone.msg).toBe('550 5.1.1 <[email]>: Recipient address rejected');
  });

  it('hides the parameters of a failed SQL query and the values of a unique violation', () => {
    const { logger, output } = memoryLogger();
    const failed = Object.assign(
      new Error(`Failed query: insert into people values ($1, $2)\nparams: Ana Pérez,${PHONE}`),
      {
        query: 'insert into people values ($1, $2)',
        params: ['Ana Pérez', PHONE],
        cause: Object.assign(new Error('duplicate key'), {
          code: '23505',
          detail: `Key (phone)=(${PHONE}) already exists.`,
        }),
      },
    );
    logger.error({ err: failed }, 'save failed');
    const text = output();
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain('Ana Pérez');
    expect(text).toContain('insert into people values ($1, $2)');
  });

  it('censors the bindings of a child logger', () => {
    const { logger, output } = memoryLogger();
    logger.child({ module: 'taxi', phone: PHONE }).info('signed in');
    expect(output()).not.toContain(PHONE);
    expect(output()).toContain('"module":"taxi"');
  });

  it('takes its level from LOG_LEVEL; silent writes nothing', () => {
    vi.stubEnv('LOG_LEVEL', 'warn');
    forgetProcessState('config');
    const lines: string[] = [];
    const warnOnly = createLogger({ stream: { write: (line: string) => void lines.push(line) } });
    warnOnly.info('not written');
    warnOnly.warn('written');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['written']);

    const silent = memoryLogger('silent');
    silent.logger.error('nothing');
    expect(silent.output()).toBe('');
  });

  it('logger(module) tags each line with its module and follows the process logger', () => {
    const logs = captureLogs();
    logger('outbox').warn({ kind: 'otp' }, `sms to ${PHONE} failed`);
    log.info('plain');
    expect(logs.records()).toEqual([
      expect.objectContaining({ level: 'warn', module: 'outbox', kind: 'otp', msg: 'sms to [phone] failed' }),
      expect.objectContaining({ level: 'info', module: 'server', msg: 'plain' }),
    ]);
  });
});

describe('scrubText', () => {
  it.each([
    [`write to ${EMAIL}`, 'write to [email]'],
    ['a%40b.co in a URL', '[email] in a URL'],
    [`+57 300 123 4567`, '[phone]'],
    [`(601) 742-5000 and +1 (415) 555-0100`, '[phone] and [phone]'],
    [`code: ${CODE}`, 'code: [code]'],
    [`Your verification code is ${CODE}.`, 'Your verification code is [code].'],
    [`Código de verificación: ${CODE}`, 'Código de verificación: [code]'],
    ['redis://admin:s3cret@cache:6379', 'redis://[redacted]@cache:6379'],
    ['GET /v1?appid=abc123&units=metric', 'GET /v1?appid=[redacted]&units=metric'],
    ['Authorization: Bearer abcdef123456', 'Authorization: Bearer [redacted]'],
  ])('%s → %s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it.each([
    'departures 2026-11-22 10:15:00 failed',
    'at 2026-11-22T10:00:00.000-05:00',
    'requestId=550e8400-e29b-41d4-a716-446655440000',
    'SMS gateway answered 503 after 15000 ms',
    'SMS budget exhausted: site-wide (600 codes an hour); sign-in codes are refused for 3600 s.',
    'pino 10.4.0 on 127.0.0.1:6379, flight AV9301',
  ])('leaves what is not personal: %s', (input) => {
    expect(scrubText(input)).toBe(input);
  });
});
