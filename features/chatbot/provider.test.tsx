import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/lib/config';
import { ChatbotProvider } from './components/chatbot-provider.client';
import { chatbotScriptsFor, scriptForVisit } from './provider';

const pathname = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

const env = {
  CHATBOT_PROVIDER: 'script',
  CHATBOT_SCRIPT_URL_ES: 'https://bots.example.com/es.js',
  CHATBOT_SCRIPT_URL_EN: 'https://bots.example.com/en.js',
  CHATBOT_MOBILE_SCRIPT_URL_ES: 'https://bots.example.com/es-mobile.js',
  CHATBOT_MOBILE_SCRIPT_URL_FR: 'https://bots.example.com/fr-mobile.js',
};

describe('choice of the provider script', () => {
  const config = parseConfig(env);

  it('is nothing in embedded mode (the default), even with URLs set', () => {
    expect(chatbotScriptsFor(parseConfig({}), 'es')).toBeNull();
    expect(chatbotScriptsFor({ ...config, CHATBOT_PROVIDER: 'embedded' }, 'en')).toBeNull();
  });

  it('takes the bot of the page’s language, the Spanish one where a language has none', () => {
    expect(chatbotScriptsFor(config, 'es')).toEqual({
      desktop: env.CHATBOT_SCRIPT_URL_ES,
      mobile: env.CHATBOT_MOBILE_SCRIPT_URL_ES,
    });
    expect(chatbotScriptsFor(config, 'en')).toEqual({ desktop: env.CHATBOT_SCRIPT_URL_EN });
    expect(chatbotScriptsFor(config, 'fr')).toEqual({
      desktop: env.CHATBOT_SCRIPT_URL_ES,
      mobile: env.CHATBOT_MOBILE_SCRIPT_URL_FR,
    });
    expect(chatbotScriptsFor(config, 'pt')).toEqual({
      desktop: env.CHATBOT_SCRIPT_URL_ES,
      mobile: env.CHATBOT_MOBILE_SCRIPT_URL_ES,
    });
  });

  it('loads the mobile variant only with ?chatbot=1, and the desktop bot when there is no mobile one', () => {
    const es = chatbotScriptsFor(config, 'es')!;
    expect(scriptForVisit(es, '')).toBe(env.CHATBOT_SCRIPT_URL_ES);
    expect(scriptForVisit(es, '?chatbot=0')).toBe(env.CHATBOT_SCRIPT_URL_ES);
    expect(scriptForVisit(es, '?noBe=1&chatbot=1')).toBe(env.CHATBOT_MOBILE_SCRIPT_URL_ES);
    expect(scriptForVisit(chatbotScriptsFor(config, 'en')!, '?chatbot=1')).toBe(env.CHATBOT_SCRIPT_URL_EN);
  });
});

describe('ChatbotProvider', () => {
  const scripts = { desktop: 'https://bots.example.com/es.js', mobile: 'https://bots.example.com/es-mobile.js' };
  const providerScript = () => document.querySelector<HTMLScriptElement>('script[data-chatbot-provider]');

  beforeEach(() => {
    pathname.current = '/servicios/mascotas';
    window.history.replaceState(null, '', '/servicios/mascotas');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.querySelectorAll('script[data-chatbot-provider], [data-widget]').forEach((el) => el.remove());
  });

  it('loads nothing before idle or a first interaction, then the script of the language; close button 4 s after load', async () => {
    vi.useFakeTimers();
    render(<ChatbotProvider scripts={scripts} locale="es" closeLabel="Cerrar el chat" />);
    expect(providerScript()).toBeNull();
    await act(async () => {
      fireEvent.pointerDown(window);
      await vi.dynamicImportSettled();
    });
    const script = providerScript()!;
    expect(script.src).toBe(scripts.desktop);
    expect(script.dataset.locale).toBe('es');
    // The provider adds its widget to <body>.
    const widget = document.createElement('div');
    widget.dataset.widget = '';
    document.body.appendChild(widget);
    await act(async () => {
      script.dispatchEvent(new Event('load'));
      await Promise.resolve();
    });
    act(() => vi.advanceTimersByTime(3_900));
    expect(screen.queryByRole('button', { name: 'Cerrar el chat' })).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar el chat' }));
    expect(widget.isConnected).toBe(false);
    expect(screen.queryByRole('button', { name: 'Cerrar el chat' })).toBeNull();
  });

  it('loads the mobile variant, asking it to open, with ?chatbot=1', async () => {
    window.history.replaceState(null, '', '/servicios/mascotas?chatbot=1');
    render(<ChatbotProvider scripts={scripts} locale="es" closeLabel="Cerrar" />);
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Tab' });
      await vi.dynamicImportSettled();
    });
    expect(providerScript()!.src).toBe(scripts.mobile);
    expect(providerScript()!.dataset.open).toBe('true');
  });

  it('is not loaded on excluded pages (any path containing /mapas), and is hidden when the visitor goes to one', async () => {
    pathname.current = '/en/mapas/terminal-1';
    const { rerender } = render(<ChatbotProvider scripts={scripts} locale="en" closeLabel="Close" />);
    await act(async () => {
      fireEvent.pointerDown(window);
      await vi.dynamicImportSettled();
    });
    expect(providerScript()).toBeNull();

    pathname.current = '/en/vuelos';
    rerender(<ChatbotProvider scripts={scripts} locale="en" closeLabel="Close" />);
    await act(async () => {
      fireEvent.pointerDown(window);
      await vi.dynamicImportSettled();
    });
    expect(providerScript()).not.toBeNull();
    const widget = document.createElement('div');
    widget.dataset.widget = '';
    document.body.appendChild(widget);
    await act(async () => {
      await Promise.resolve();
    });

    pathname.current = '/en/mapas';
    rerender(<ChatbotProvider scripts={scripts} locale="en" closeLabel="Close" />);
    expect(widget.hidden).toBe(true);
    pathname.current = '/en/vuelos';
    rerender(<ChatbotProvider scripts={scripts} locale="en" closeLabel="Close" />);
    expect(widget.hidden).toBe(false);
  });
});
