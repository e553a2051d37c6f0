import { vi } from 'vitest';

/**
 * `next/navigation` for a component rendered outside Next's router (unit tests): path '/', no params,
 * a router whose methods are spies; `overrides` replaces any of them. Use inside a test file's `vi.mock` factory:
 *   vi.mock('next/navigation', async (importOriginal) =>
 *     (await import('@/tests/next-navigation')).routerlessNavigation(await importOriginal()));
 */
export function routerlessNavigation(
  actual: typeof import('next/navigation'),
  overrides: Partial<typeof import('next/navigation')> = {},
) {
  return {
    ...actual,
    usePathname: () => '/',
    useRouter: () => ({
      push: vi.fn(),
      replace: vi.fn(),
      prefetch: vi.fn(),
      back: vi.fn(),
      forward: vi.fn(),
      refresh: vi.fn(),
    }),
    useParams: () => ({}),
    ...overrides,
  };
}
