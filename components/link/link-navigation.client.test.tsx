import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNetworkStore, NetworkStatusProvider } from '@/components/providers/network-status.client';
import { cleanup, renderWithProviders as render, screen } from '@/tests/render';
import { Link } from './link';
import { LinkNavigation } from './link-navigation.client';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

function setup(status = { online: true, effectiveType: '4g', saveData: false }) {
  const router = { push: vi.fn(), prefetch: vi.fn() };
  const store = createNetworkStore(status);
  // The provider reads the browser's real status on mount; keep the one under test.
  vi.spyOn(store, 'setState').mockImplementation(() => {});
  const onOwnClick = vi.fn();
  render(
    <NetworkStatusProvider store={store}>
      <LinkNavigation router={router} />
      <Link href="/vuelos">Vuelos</Link>
      <Link href="/ofertas" prefetch={false} scroll={false}>
        Ofertas
      </Link>
      <Link href="/mapas" onClick={(event) => onOwnClick(event.preventDefault())}>
        Mapas
      </Link>
      <Link href="/#main">Inicio</Link>
      <a href="/api/vuelos.ics">Calendario</a>
      <Link href="/taxis" target="_blank">
        Taxis
      </Link>
    </NetworkStatusProvider>,
  );
  return { router, onOwnClick, link: (name: string) => screen.getByRole('link', { name }) };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('LinkNavigation', () => {
  it('turns a click on a site link into a client-side navigation', () => {
    const { router, link } = setup();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('Vuelos').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(router.push).toHaveBeenCalledWith('/vuelos', { scroll: true });
    fireEvent.click(link('Ofertas'));
    expect(router.push).toHaveBeenLastCalledWith('/ofertas', { scroll: false });
  });

  it('leaves other clicks to the browser: modifiers, other buttons, new tabs, cancelled, plain anchors', () => {
    const { router, onOwnClick, link } = setup();
    fireEvent.click(link('Vuelos'), { ctrlKey: true });
    fireEvent.click(link('Vuelos'), { metaKey: true });
    fireEvent.click(link('Vuelos'), { button: 1 });
    fireEvent.click(link('Taxis'));
    fireEvent.click(link('Mapas'));
    fireEvent.click(screen.getByRole('link', { name: 'Calendario' }));
    expect(onOwnClick).toHaveBeenCalledOnce();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('lets the browser scroll to an anchor of this page, and renders this page afresh for a link to it', () => {
    const { router, link } = setup();
    fireEvent.click(link('Inicio'));
    expect(router.push).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/vuelos');
    fireEvent.click(link('Vuelos'));
    expect(router.push).toHaveBeenCalledWith('/vuelos', { scroll: true });
  });

  it('prefetches a route once, on pointer over, touch or focus, and never a link marked not to', () => {
    const { router, link } = setup();
    fireEvent.pointerOver(link('Ofertas'));
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(link('Vuelos'));
    fireEvent.focusIn(link('Vuelos'));
    fireEvent.touchStart(link('Mapas'));
    expect(router.prefetch.mock.calls).toEqual([['/vuelos'], ['/mapas']]);
  });

  it('never prefetches with data saver, on 2g or offline', () => {
    for (const status of [
      { online: true, effectiveType: '4g', saveData: true },
      { online: true, effectiveType: '2g', saveData: false },
      { online: false, effectiveType: '4g', saveData: false },
    ]) {
      const { router, link } = setup(status);
      fireEvent.pointerOver(link('Vuelos'));
      expect(router.prefetch).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('covers site links anywhere in the document, and stops listening when it unmounts', () => {
    const { router } = setup();
    const anchor = document.createElement('a');
    anchor.href = '/vuelos/llegadas';
    anchor.setAttribute('data-link', '');
    document.body.append(anchor);
    fireEvent.click(anchor);
    expect(router.push).toHaveBeenCalledOnce();
    cleanup();
    fireEvent.click(anchor);
    expect(router.push).toHaveBeenCalledOnce();
    anchor.remove();
  });
});
