import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkStatusProvider } from '@/components/providers/network-status.client';
import { renderWithProviders } from '@/tests/render';
import { OfflineNotice } from './offline-notice.client';

function setGeneratedAt(iso: string) {
  const meta = document.createElement('meta');
  meta.name = 'generated-at';
  meta.content = iso;
  document.head.append(meta);
}

function renderNotice(locale: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <NetworkStatusProvider>
      <OfflineNotice />
    </NetworkStatusProvider>,
    { locale },
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('OfflineNotice', () => {
  it('says nothing while online', () => {
    setGeneratedAt('2026-11-22T15:05:00.000Z');
    renderNotice();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offline, tells the visitor and gives the time the page was rendered (Bogota time)', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T18:00:00Z') });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setGeneratedAt('2026-11-22T15:05:00.000Z');
    renderNotice();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Sin conexión a internet. Lo que ves puede no estar actualizado.');
    expect(status).toHaveTextContent('Información de las 10:05.');
    expect(status.querySelector('time')).toHaveAttribute('datetime', '2026-11-22T15:05:00.000Z');
  });

  it('adds the date when the page is from another day, in the visitor’s language', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T18:00:00Z') });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setGeneratedAt('2026-11-22T22:30:00.000Z');
    renderNotice('en');
    expect(screen.getByRole('status')).toHaveTextContent('Information as of November 22, 17:30.');
  });

  it('appears when the connection drops, without a stamp when the page has none', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderNotice();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Sin conexión a internet\. Lo que ves puede no estar actualizado\.$/,
    );
  });
});
