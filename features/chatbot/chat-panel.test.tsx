import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '@/messages/es.json';
import { DORA_WHATSAPP_URL, FACTS } from '@/lib/facts';
import { server } from '@/tests/msw/server';
import { ChatPanel } from './components/chat-panel.client';
import type { ChatbotLabels } from './components/labels';
import { flightNumberIn, isChatbotExcluded } from './constants';

const labels = { ...es.chatbot, whatsappUrl: DORA_WHATSAPP_URL } as unknown as ChatbotLabels;

describe('chatbot rules', () => {
  it('is hidden on any path containing /mapas and on Dora’s own pages', () => {
    expect(isChatbotExcluded('/mapas')).toBe(true);
    expect(isChatbotExcluded('/en/mapas/terminal-1')).toBe(true);
    expect(isChatbotExcluded('/fr/dora')).toBe(true);
    expect(isChatbotExcluded('/dora-traductora')).toBe(true);
    expect(isChatbotExcluded('/servicios/mascotas')).toBe(false);
    expect(isChatbotExcluded('/en')).toBe(false);
  });
  it('reads a flight number inside a question', () => {
    expect(flightNumberIn('¿Cómo va el av 9364?')).toBe('AV9364');
    expect(flightNumberIn('status of LA4020 please')).toBe('LA4020');
    expect(flightNumberIn('¿Dónde están los baños?')).toBeNull();
  });
});

describe('ChatPanel', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.sessionStorage.clear();
  });

  it('adds the close button after 4 s, focuses the question and closes with Escape', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<ChatPanel locale="es" labels={labels} onClose={onClose} />);
    expect(screen.getByRole('textbox', { name: labels.label })).toHaveFocus();
    expect(screen.queryByRole('button', { name: labels.close })).toBeNull();
    act(() => vi.advanceTimersByTime(3_900));
    expect(screen.queryByRole('button', { name: labels.close })).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: labels.close })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the answer with its sources, and the PQRS and WhatsApp links when nothing matches', async () => {
    let call = 0;
    server.use(
      http.post('*/api/v2/search/answer', () => {
        call += 1;
        return HttpResponse.json(
          call === 1
            ? {
                kind: 'answer',
                text: 'Líquidos de máximo 100 ml.',
                sources: [{ title: 'Equipaje', url: '/servicios/instrucciones-equipaje' }],
                fallback: { pqrs: '/contacto#pqrs', whatsapp: 'https://wa.me/573153333000' },
              }
            : {
                kind: 'notFound',
                text: es.chatbot.notFound,
                sources: [],
                fallback: { pqrs: '/contacto#pqrs', whatsapp: 'https://wa.me/573153333000' },
              },
        );
      }),
    );
    render(<ChatPanel locale="es" labels={labels} onClose={() => {}} />);
    const input = screen.getByRole('textbox', { name: labels.label });
    fireEvent.change(input, { target: { value: '¿Cuántos líquidos puedo llevar?' } });
    fireEvent.click(screen.getByRole('button', { name: labels.send }));
    expect(await screen.findByText('Líquidos de máximo 100 ml.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Equipaje' })).toHaveAttribute('href', '/servicios/instrucciones-equipaje');
    fireEvent.change(input, { target: { value: 'receta de ajiaco' } });
    fireEvent.click(screen.getByRole('button', { name: labels.send }));
    expect(await screen.findByRole('link', { name: labels.pqrs })).toHaveAttribute('href', '/contacto#pqrs');
    expect(screen.getByRole('link', { name: labels.whatsapp })).toHaveAttribute('href', 'https://wa.me/573153333000');
  });
});

describe("Dora's WhatsApp link", () => {
  it('is the doraWhatsapp fact, the one place the number is written, also when the answer failed', async () => {
    expect(DORA_WHATSAPP_URL).toBe(`https://wa.me/${FACTS.doraWhatsapp.value.replace(/\D/g, '')}`);
    server.use(http.post('*/api/v2/search/answer', () => new HttpResponse(null, { status: 503 })));
    render(<ChatPanel locale="es" labels={labels} onClose={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: labels.label }), { target: { value: 'hola' } });
    fireEvent.click(screen.getByRole('button', { name: labels.send }));
    expect(await screen.findByRole('link', { name: labels.whatsapp })).toHaveAttribute('href', DORA_WHATSAPP_URL);
  });
});
