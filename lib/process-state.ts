/**
 * State a server module keeps for the life of the process (the parsed configuration, a chosen provider, a
 * connection, counters) is never forgotten by the site itself. Tests must forget or replace it between
 * cases that change the environment, so each such module registers here, under a name, the one function
 * that does it; tests call them through tests/process-state.ts, which production code never imports.
 * That keeps test-only functions out of the modules' exports.
 *
 * A module declares its hook's name and signature by augmenting ProcessStateHooks beside its registration:
 *
 *   declare module '@/lib/process-state' {
 *     interface ProcessStateHooks { 'weather-provider': () => void }
 *   }
 *   registerProcessStateHook('weather-provider', () => { provider = undefined; });
 *
 * Hooks live on globalThis, not in this module: a module may be loaded more than once (Next's route bundles,
 * a test's vi.resetModules()), and every copy's state must be reachable from the one test helper.
 */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by module augmentation
export interface ProcessStateHooks {}

export type ProcessStateName = keyof ProcessStateHooks;

const HOOKS = Symbol.for('eldorado.process-state.hooks');

type Holder = typeof globalThis & { [HOOKS]?: Map<string, Set<unknown>> };

/** Registers how this copy of a module forgets or replaces its process-wide state (for tests; see above). */
export function registerProcessStateHook<N extends ProcessStateName>(name: N, hook: ProcessStateHooks[N]): void {
  const holder = globalThis as Holder;
  const registry = (holder[HOOKS] ??= new Map());
  const hooks = registry.get(name) ?? new Set();
  hooks.add(hook);
  registry.set(name, hooks);
}
