import { pino } from 'pino';
import { onTestFinished } from 'vitest';
import { createLogger, type LogLevel } from '@/lib/server/log';
import { replaceProcessState } from '@/tests/process-state';

export interface LogRecord {
  level: string;
  module?: string;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string; code?: string };
  [field: string]: unknown;
}

export interface CapturedLogs {
  /** Everything written, as the JSON lines an operator would read. */
  text(): string;
  records(): LogRecord[];
  /** The messages (`msg`) at a level, in order. */
  messages(level?: 'debug' | 'info' | 'warn' | 'error'): string[];
}

/**
 * Captures what the server logs (lib/server/log.ts) during the current test, through the real redacting
 * logger: tests assert on the lines the operator sees, never on console calls. tests/setup.ts silences
 * logs otherwise (LOG_LEVEL=silent).
 */
export function captureLogs(level: LogLevel = 'debug'): CapturedLogs {
  const lines: string[] = [];
  replaceProcessState('logger', createLogger({ level, stream: { write: (line: string) => void lines.push(line) } }));
  onTestFinished(() => replaceProcessState('logger', undefined));
  // pino writes the level as a number (30 info, 40 warn, 50 error); records give its name.
  const records = () =>
    lines.map((line) => {
      const record = JSON.parse(line) as LogRecord & { level: number };
      return { ...record, level: pino.levels.labels[record.level] ?? String(record.level) };
    });
  return {
    text: () => lines.join(''),
    records,
    messages: (wanted) =>
      records()
        .filter((record) => wanted === undefined || record.level === wanted)
        .map((record) => record.msg ?? ''),
  };
}
