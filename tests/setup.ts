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

// Testing Library and jest-dom's matchers are for component tests (jsdom); the node-only files (two thirds of
// the suite) skip loading them, about a third of a second each.
const testingLibrary = typeof document === 'undefined' ? undefined : await import('@testing-library/react');
if (testingLibrary) {
  await import('@testing-library/jest-dom/vitest');
  // findBy… and waitFor give up after 1 s by default: on a loaded 2-core CI machine a lazy chunk's import or a
  // state update can take longer. Waiting longer costs a passing test nothing: it returns as soon as it can.
  testingLibrary.configure({ asyncUtilTimeout: 10_000 });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Testing Library only auto-cleans when `afterEach` is global at import time; be explicit.
  testingLibrary?.cleanup();
});
afterAll(() => server.close());
