import { Suspense, useState } from 'react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, renderWithProviders, screen } from '@/tests/render';
import { CloseDialog, LoadFailed, lazyWithFallback, retryAfter, type FallbackProps } from './lazy-with-fallback.client';

const recover = vi.hoisted(() => vi.fn(() => false));
vi.mock('@/components/providers/chunk-reload', () => ({ recoverFromFailedImport: recover }));

const chunkError = new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js');

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

function Unavailable({ name, retry }: { name: string } & FallbackProps) {
  return (
    <button type="button" onClick={retry}>
      Sin {name}
    </button>
  );
}

/** A loader that fails `failures` times, then gives Greeting. */
function flakyLoader(failures: number) {
  let calls = 0;
  return vi.fn(() => {
    calls += 1;
    return calls <= failures ? Promise.reject(chunkError) : Promise.resolve({ default: Greeting });
  });
}

afterEach(() => {
  vi.useRealTimers();
  recover.mockClear();
});

describe('lazyWithFallback', () => {
  it('shows the component when its code arrives', async () => {
    const Island = lazyWithFallback(flakyLoader(0), Unavailable);
    renderWithProviders(
      <Suspense fallback={null}>
        <Island name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(recover).not.toHaveBeenCalled();
  });

  it('shows the fallback with the same props when the import fails, once, and hands the error to the chunk recovery', async () => {
    const load = flakyLoader(Infinity);
    const Island = lazyWithFallback(load, Unavailable);
    renderWithProviders(
      <Suspense fallback={null}>
        <Island name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'Sin Ana' })).toBeInTheDocument();
    // A first mount that suspends renders again from scratch: it must not start a new import each time.
    expect(load).toHaveBeenCalledOnce();
    expect(recover).toHaveBeenCalledWith(chunkError);
  });

  it('shows the fallback, not the error page, when the island throws while rendering; a retry renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Fragile({ name }: { name: string }) {
      if (broken) throw new Error('a bug in the island');
      return <p>Hola, {name}</p>;
    }
    const Island = lazyWithFallback(() => Promise.resolve({ default: Fragile }), Unavailable);
    renderWithProviders(
      <main>
        <h1>La página</h1>
        <Suspense fallback={null}>
          <Island name="Ana" />
        </Suspense>
      </main>,
    );
    const fallback = await screen.findByRole('button', { name: 'Sin Ana' });
    expect(screen.getByRole('heading', { name: 'La página' })).toBeInTheDocument();
    expect(recover).not.toHaveBeenCalled();
    broken = false;
    fireEvent.click(fallback);
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('imports again on retry, and shows the component once the connection is back', async () => {
    const load = flakyLoader(1);
    const Island = lazyWithFallback(load, Unavailable);
    renderWithProviders(
      <Suspense fallback={null}>
        <Island name="Ana" />
      </Suspense>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sin Ana' }));
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets the next mount import again after a failure, and reuses a loaded component', async () => {
    const load = flakyLoader(1);
    const Island = lazyWithFallback(load);
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((s) => !s)}>
            toggle
          </button>
          <Suspense fallback={null}>{shown ? <Island name="Ana" /> : null}</Suspense>
        </>
      );
    }
    renderWithProviders(<Toggle />);
    await act(async () => {});
    // The default fallback is nothing at all.
    expect(screen.queryByText('Hola, Ana')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preload fetches the code ahead, silently when it fails', async () => {
    const load = flakyLoader(1);
    const Island = lazyWithFallback(load);
    Island.preload();
    await act(async () => {});
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('fallbacks', () => {
  it('CloseDialog closes the dialog that could not open', () => {
    const onClose = vi.fn();
    renderWithProviders(<CloseDialog onClose={onClose} />);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('retryAfter reports the failed refresh and tries again after the delay', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const RetryLater = retryAfter(60_000);
    const onError = vi.fn();
    const retry = vi.fn();
    renderWithProviders(<RetryLater onError={onError} retry={retry} />);
    expect(onError).toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(59_999);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledOnce();
  });

  it.each([
    ['es', 'No pudimos cargar esta parte de la página. Revisa tu conexión e inténtalo de nuevo.', 'Intentar de nuevo'],
    ['en', "We couldn't load this part of the page. Check your connection and try again.", 'Try again'],
  ] as const)('LoadFailed says so in %s, with a retry button', (locale, message, button) => {
    const retry = vi.fn();
    renderWithProviders(<LoadFailed retry={retry} />, { locale });
    expect(screen.getByRole('alert').textContent).toBe(message);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
