import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule, type LazyModule } from './lazy-module';

const recover = vi.hoisted(() => vi.fn(() => false));
vi.mock('@/components/providers/chunk-reload', () => ({ recoverFromFailedImport: recover }));

const chunkError = new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js');
const greeting = { greet: (name: string) => `Hola, ${name}` };

/** A loader that fails `failures` times, then gives the module. */
function flakyLoader(failures: number) {
  let calls = 0;
  return vi.fn(() => {
    calls += 1;
    return calls <= failures ? Promise.reject(chunkError) : Promise.resolve(greeting);
  });
}

function Greeter({ lazy, name }: { lazy: LazyModule<typeof greeting>; name: string }) {
  const loaded = lazy.useModule();
  return (
    <button type="button" disabled={!loaded}>
      {loaded ? loaded.greet(name) : name}
    </button>
  );
}

afterEach(() => recover.mockClear());

describe('lazyModule', () => {
  it('is null on the server and imports nothing there', () => {
    const load = flakyLoader(0);
    const html = renderToString(<Greeter lazy={lazyModule(load)} name="Ana" />);
    expect(html).toContain('disabled=""');
    expect(load).not.toHaveBeenCalled();
  });

  it('imports once for every user and re-renders them in place when the module arrives', async () => {
    const load = flakyLoader(0);
    const lazy = lazyModule(load);
    render(
      <>
        <Greeter lazy={lazy} name="Ana" />
        <Greeter lazy={lazy} name="Luis" />
      </>,
    );
    const first = screen.getByRole('button', { name: 'Ana' });
    expect(first).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Hola, Ana' })).toBe(first);
    expect(first).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Hola, Luis' })).toBeEnabled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed import to the chunk guard, keeps rendering without it, and tries again when back online', async () => {
    const load = flakyLoader(1);
    render(<Greeter lazy={lazyModule(load)} name="Ana" />);
    await vi.waitFor(() => expect(recover).toHaveBeenCalledWith(chunkError), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Ana' })).toBeDisabled();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('button', { name: 'Hola, Ana' })).toBeEnabled();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
