import { setupServer } from 'msw/node';

/**
 * One msw server for every unit test (started in tests/setup.ts with `onUnhandledRequest: 'error'`).
 * It starts with no handlers: a test that talks HTTP declares the responses it expects with
 * `server.use(http.get(url, () => HttpResponse.json(...)))`, and they are reset after each test.
 */
export const server = setupServer();
