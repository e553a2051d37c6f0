import type { ReactElement } from 'react';
import { renderWithProviders, type RenderWithProvidersOptions } from '@/tests/render';
import { createTaxiStore, TaxiStoreProvider, type TaxiStore } from '../store';
import { TaxiApiProvider } from './taxi-api-context.client';

export const TEST_API = 'http://api.test/api';
export const taxiApi = (path: string) => `${TEST_API}/v2/taxi-imperial${path}`;

/** Renders a taxi island inside the providers the taxi layout gives it. */
export function renderTaxi(
  ui: ReactElement,
  { store = createTaxiStore(), ...options }: RenderWithProvidersOptions & { store?: TaxiStore } = {},
) {
  const result = renderWithProviders(
    <TaxiStoreProvider store={store}>
      <TaxiApiProvider apiBase={TEST_API} locale={options.locale ?? 'es'}>
        {ui}
      </TaxiApiProvider>
    </TaxiStoreProvider>,
    options,
  );
  return { ...result, store };
}

/** A promise the test opens when it has seen the busy state: deterministic on a loaded machine. */
export function gate() {
  let open: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait: () => closed, open: () => open() };
}

/** A clockOffsetMs that makes the browser's "now" this instant (as APP_NOW does in e2e), then lets it run. */
export function clockOffsetAt(iso: string): number {
  return Date.parse(iso) - Date.now();
}

/** 10:00 on 22 November 2026 in Bogota, the instant the taxi component tests run at. */
export const TEST_NOW = '2026-11-22T10:00:00-05:00';
