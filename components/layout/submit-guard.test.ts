import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBMIT_GUARD_GIVE_UP_MS, SUBMIT_GUARD_POLL_MS, SUBMIT_GUARD_SCRIPT } from './submit-guard';

function form(attributes: Record<string, string> = {}) {
  const element = document.createElement('form');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = '<input name="name" value="Ana"><button type="submit">Enviar</button>';
  document.body.append(element);
  const button = element.querySelector('button')!;
  const requestSubmit = vi.spyOn(element, 'requestSubmit').mockImplementation(() => undefined);
  const submit = () => {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    element.dispatchEvent(event);
    return event;
  };
  return { element, button, requestSubmit, submit };
}

/** What React leaves on an element it has hydrated. */
function hydrate(element: HTMLElement) {
  Object.assign(element, { __reactProps$test: {} });
}

beforeAll(() => {
  new Function(SUBMIT_GUARD_SCRIPT)();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the submit guard', () => {
  it('holds a JavaScript form submitted before it hydrated, and replays it with its button once it has', () => {
    vi.useFakeTimers();
    const { element, button, requestSubmit, submit } = form();
    expect(submit().defaultPrevented).toBe(true);
    expect(element).toHaveAttribute('data-submit-pending');
    // A second click while it waits is not queued twice.
    submit();
    vi.advanceTimersByTime(SUBMIT_GUARD_POLL_MS * 3);
    expect(requestSubmit).not.toHaveBeenCalled();
    hydrate(element);
    vi.advanceTimersByTime(SUBMIT_GUARD_POLL_MS);
    expect(requestSubmit).toHaveBeenCalledExactlyOnceWith(button);
    expect(element).not.toHaveAttribute('data-submit-pending');
  });

  it('never lets a JavaScript form submit natively, and leaves a hydrated one to its own handler', () => {
    const { element, requestSubmit, submit } = form();
    hydrate(element);
    expect(submit().defaultPrevented).toBe(true);
    expect(element).not.toHaveAttribute('data-submit-pending');
    expect(requestSubmit).not.toHaveBeenCalled();
  });

  it('leaves forms that work without JavaScript alone', () => {
    expect(form({ method: 'get' }).submit().defaultPrevented).toBe(false);
    expect(form({ action: '/buscar' }).submit().defaultPrevented).toBe(false);
  });

  it('gives up after a while, so a form whose code never comes can be tried again', () => {
    vi.useFakeTimers();
    const { element, requestSubmit, submit } = form();
    submit();
    vi.advanceTimersByTime(SUBMIT_GUARD_GIVE_UP_MS + SUBMIT_GUARD_POLL_MS);
    expect(element).not.toHaveAttribute('data-submit-pending');
    expect(requestSubmit).not.toHaveBeenCalled();
  });
});
