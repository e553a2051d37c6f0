/**
 * The promise, or a rejection with `onTimeout()` once `ms` have passed without it settling (the timer is
 * cleared either way). The one race against the clock of the server: a Redis command, a page-cache read
 * of the shared level, an outbox send.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
