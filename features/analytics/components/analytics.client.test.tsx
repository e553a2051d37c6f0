import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAnalytics } from './analytics.client';

const at = (search: string) => ({ search }) as Location;

describe('loadAnalytics', () => {
  afterEach(() => {
    document.head.querySelectorAll('script[data-test], script[src*="recorder"]').forEach((s) => s.remove());
  });

  it('requests the tracking pixel, unless the page was opened with noBe=1', () => {
    const sources: string[] = [];
    const spy = vi.spyOn(window, 'Image').mockImplementation(function FakeImage() {
      const img = document.createElement('img');
      Object.defineProperty(img, 'src', { set: (v: string) => sources.push(v) });
      return img;
    } as unknown as () => HTMLImageElement);
    loadAnalytics({ pixelUrl: 'https://cdn.example/p.gif' }, at('?x=1'));
    loadAnalytics({ pixelUrl: 'https://cdn.example/p.gif' }, at('?noBe=1'));
    expect(sources).toEqual(['https://cdn.example/p.gif']);
    spy.mockRestore();
  });

  it('loads the session recording with its id', () => {
    loadAnalytics({ recordingScriptUrl: 'https://rec.example/recorder/{id}.js', recordingId: 'abc 1' }, at(''));
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="recorder"]');
    expect(script?.src).toBe('https://rec.example/recorder/abc%201.js');
    expect(script?.async).toBe(true);
  });

  it('logs one console error and loads nothing when the id is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadAnalytics({ recordingScriptUrl: 'https://rec.example/recorder/{id}.js' }, at(''));
    expect(error).toHaveBeenCalledTimes(1);
    expect(document.head.querySelector('script[src*="recorder"]')).toBeNull();
  });

  it('does nothing when nothing is configured', () => {
    const error = vi.spyOn(console, 'error');
    loadAnalytics({}, at(''));
    expect(error).not.toHaveBeenCalled();
  });
});
