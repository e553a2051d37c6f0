import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw/server';

// The tests play the one proxy in front of Next (docs/security.md): a request's client is the last
// X-Forwarded-For entry, so tests give each simulated client its own address.
process.env.TRUSTED_PROXY_HOPS ??= '1';
// Server logs (lib/server/log.ts) stay out of the test output; a test that checks a log line captures it
// with tests/logs.ts's captureLogs().
process.env.LOG_LEVEL ??= 'silent';
// Tests switch the captcha off explicitly (its default is ALTCHA); the captcha's own tests turn it on.
process.env.CAPTCHA_PROVIDER ??= 'off';

// `import 'server-only'` throws outside a React Server Components bundle; tests import server code directly.
vi.mock('server-only', () => ({}));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Testing Library only auto-cleans when `afterEach` is global at import time; be explicit.
  if (typeof document !== 'undefined') cleanup();
});
afterAll(() => server.close());
