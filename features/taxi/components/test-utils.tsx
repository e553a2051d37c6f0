import type { ReactElement } from 'react';
import { renderWithProviders, type RenderWithProvidersOptions } from '@/tests/render';
import { createTaxiStore, TaxiStoreProvider, type TaxiStore } from '../store';
import { TaxiApiProvider } from './taxi-api-context';

export const TEST_API = 'http://api.test/api';
export const taxiApi = (path: string) => `${TEST_API}/v2/taxi-imperial${path}`;

/** Renders a taxi island inside the providers the taxi layout gives it. */
export function renderTaxi(ui: ReactElement, { store = createTaxiStore(), ...options }: RenderWithProvidersOptions & { store?: TaxiStore } = {}) {
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
