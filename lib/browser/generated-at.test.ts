import { afterEach, describe, expect, it } from 'vitest';
import { readGeneratedAt } from './generated-at';

function addMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'generated-at';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('readGeneratedAt', () => {
  it('reads the render instant of the page', () => {
    addMeta('2026-11-22T15:05:00.000Z');
    expect(readGeneratedAt()?.toISOString()).toBe('2026-11-22T15:05:00.000Z');
  });

  it('takes the newest one when navigations left several', () => {
    addMeta('2026-11-22T15:05:00.000Z');
    addMeta('2026-11-22T15:40:00.000Z');
    expect(readGeneratedAt()?.toISOString()).toBe('2026-11-22T15:40:00.000Z');
  });

  it('is undefined without a meta or with a malformed one', () => {
    expect(readGeneratedAt()).toBeUndefined();
    addMeta('yesterday-ish');
    expect(readGeneratedAt()).toBeUndefined();
  });
});
