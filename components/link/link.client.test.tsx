import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createNetworkStore, NetworkStatusProvider } from '@/components/providers/network-status.client';
import { cleanup, fireEvent, render, screen } from '@/tests/render';
import { Link } from './link.client';

// The real Link needs Next's router; this one shows the prefetch value the site's policy chose.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ prefetch, href, ...props }: ComponentProps<'a'> & { prefetch?: boolean | null }) => (
    <a href={String(href)} data-prefetch={String(prefetch)} {...props} />
  ),
}));

function renderLink(status = { online: true, effectiveType: '4g', saveData: false }, onFocus = vi.fn()) {
  const store = createNetworkStore(status);
  // The provider reads the browser's real status on mount; keep the one under test.
  vi.spyOn(store, 'setState').mockImplementation(() => {});
  render(
    <NetworkStatusProvider store={store}>
      <Link href="/vuelos" onFocus={onFocus}>
        Vuelos
      </Link>
    </NetworkStatusProvider>,
  );
  return screen.getByRole('link', { name: 'Vuelos' });
}

describe('Link', () => {
  it('does not prefetch a link merely in view, then prefetches on pointer over', () => {
    const link = renderLink();
    expect(link).toHaveAttribute('data-prefetch', 'false');
    fireEvent.pointerEnter(link);
    expect(link).toHaveAttribute('data-prefetch', 'undefined');
  });

  it('takes a touch or keyboard focus as intent too, and still calls its own handlers', () => {
    const onFocus = vi.fn();
    const touched = renderLink(undefined, onFocus);
    fireEvent.focus(touched);
    expect(touched).toHaveAttribute('data-prefetch', 'undefined');
    expect(onFocus).toHaveBeenCalledOnce();
  });

  it('never prefetches with data saver, on 2g or offline, even on intent', () => {
    for (const status of [
      { online: true, effectiveType: '4g', saveData: true },
      { online: true, effectiveType: '2g', saveData: false },
      { online: false, effectiveType: '4g', saveData: false },
    ]) {
      const link = renderLink(status);
      fireEvent.touchStart(link);
      expect(link).toHaveAttribute('data-prefetch', 'false');
      cleanup();
    }
  });
});
