import type { ProcessStateHooks, ProcessStateName } from '@/lib/process-state';

/*
 * Tests' handle on the process-wide state of server modules (lib/process-state.ts): forget it, so the next
 * use reads a changed environment again, or replace it with a test double. Only tests import this file.
 */

/** The registry lib/process-state.ts keeps on globalThis. */
const HOOKS = Symbol.for('eldorado.process-state.hooks');

type HookOf<N extends ProcessStateName> = Extract<ProcessStateHooks[N], (...args: never[]) => unknown>;
type Outcome<N extends ProcessStateName> = ReturnType<HookOf<N>> extends Promise<unknown> ? Promise<void> : void;
/** Hooks that take nothing forget; hooks that take a value replace. */
type Forgettable = { [N in ProcessStateName]: Parameters<HookOf<N>> extends [] ? N : never }[ProcessStateName];
type Replaceable = Exclude<ProcessStateName, Forgettable>;

function hooks(name: ProcessStateName): ((...args: unknown[]) => unknown)[] {
  const holder = globalThis as typeof globalThis & { [HOOKS]?: Map<string, Set<(...args: unknown[]) => unknown>> };
  return [...(holder[HOOKS]?.get(name) ?? [])];
}

function run<N extends ProcessStateName>(name: N, args: unknown[]): Outcome<N> {
  const results = hooks(name).map((hook) => hook(...args));
  const pending = results.filter((result): result is Promise<unknown> => result instanceof Promise);
  return (pending.length ? Promise.all(pending).then(() => undefined) : undefined) as Outcome<N>;
}

/**
 * Forgets a module's process-wide state (every loaded copy of the module), so its next use starts again
 * from the current environment. Nothing to do when the module has not been loaded.
 */
export function forgetProcessState<N extends Forgettable>(name: N): Outcome<N> {
  return run(name, []);
}

/**
 * Replaces a module's process-wide state with `value` (undefined: back to what the configuration gives).
 * Throws when the module has not been loaded: the replacement would silently go nowhere.
 */
export function replaceProcessState<N extends Replaceable>(name: N, ...value: Parameters<HookOf<N>>): Outcome<N> {
  if (!hooks(name).length) throw new Error(`No loaded module has registered '${name}': import it first`);
  return run(name, value);
}
