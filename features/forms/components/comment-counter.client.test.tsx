import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { messagesFor } from '@/tests/render';
import { CommentCounter } from './comment-counter.client';
import type { FormLabels } from './labels';

/** Labels as getFormLabels builds them (plural templates with {count}). */
function labels(locale: 'es' | 'en'): FormLabels {
  const common = (messagesFor(locale).forms as FormLabels).common;
  const one = locale === 'es' ? 'Te queda 1 carácter' : '1 character left';
  const other = locale === 'es' ? 'Te quedan {count} caracteres' : '{count} characters left';
  const announceOne = locale === 'es' ? 'Queda 1 carácter de {max}' : '1 character left of {max}';
  const announce = locale === 'es' ? 'Quedan {count} caracteres de {max}' : '{count} characters left of {max}';
  return {
    common: { ...common, counter: other, counterOne: one, counterAnnounce: announce, counterAnnounceOne: announceOne },
  } as FormLabels;
}

describe('CommentCounter', () => {
  it('shows the characters left and announces them once typing pauses', () => {
    vi.useFakeTimers();
    const { rerender } = render(<CommentCounter id="c" length={0} max={2000} labels={labels('es')} />);
    expect(screen.getByText('Te quedan 2000 caracteres')).toHaveAttribute('id', 'c');
    const live = screen.getByTestId('c-live');
    expect(live).toHaveAttribute('aria-live', 'polite');
    rerender(<CommentCounter id="c" length={1998} max={2000} labels={labels('es')} />);
    rerender(<CommentCounter id="c" length={1999} max={2000} labels={labels('es')} />);
    expect(screen.getByText('Te queda 1 carácter')).toBeInTheDocument();
    expect(live).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(900));
    expect(live).toHaveTextContent('Queda 1 carácter de 2000');
    vi.useRealTimers();
  });

  it('never goes below zero and reads in English', () => {
    render(<CommentCounter id="c" length={2100} max={2000} labels={labels('en')} />);
    expect(screen.getByText('0 characters left')).toHaveAttribute('data-low', 'true');
  });
});
