import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBMIT_GUARD_GIVE_UP_MS, SUBMIT_GUARD_POLL_MS, SUBMIT_GUARD_SCRIPT } from './submit-guard';

function form(attributes: Record<string, string> = {}) {
  const element = document.createElement('form');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = '<input name="name" value="Ana"><button type="submit">Enviar</button>';
  document.body.append(element);
  const button = element.querySelector('button')!;
  const submit = (submitter: HTMLElement | null = button) => {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
    element.dispatchEvent(event);
    return event;
  };
  // jsdom's requestSubmit dispatches the event and then tries a navigation it does not implement: the replay only
  // needs the event.
  const requestSubmit = vi.spyOn(element, 'requestSubmit').mockImplementation((submitter) => void submit(submitter));
  /** What a hydrated form has: a handler (React's, through the document) that cancels the native submission. */
  const handled: (HTMLElement | null)[] = [];
  const hydrate = () =>
    element.addEventListener('submit', (event) => {
      event.preventDefault();
      handled.push(event.submitter);
    });
  return { element, button, requestSubmit, submit, hydrate, handled };
}

beforeAll(() => {
  new Function(SUBMIT_GUARD_SCRIPT)();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the submit guard', () => {
  it('holds a JavaScript form submitted before it hydrated, and replays it with its button until it is handled', () => {
    vi.useFakeTimers();
    const { element, button, requestSubmit, submit, hydrate, handled } = form();
    expect(submit().defaultPrevented).toBe(true);
    expect(element).toHaveAttribute('data-submit-pending');
    // A second click while it waits is not queued twice.
    submit();
    vi.advanceTimersByTime(SUBMIT_GUARD_POLL_MS * 3);
    expect(requestSubmit).toHaveBeenCalledTimes(3);
    expect(element).toHaveAttribute('data-submit-pending');
    hydrate();
    vi.advanceTimersByTime(SUBMIT_GUARD_POLL_MS * 5);
    expect(handled).toEqual([button]);
    expect(requestSubmit).toHaveBeenCalledTimes(4);
    expect(element).not.toHaveAttribute('data-submit-pending');
  });

  it('keeps holding a form React has rendered but not yet committed (its props set, no handler reachable)', () => {
    vi.useFakeTimers();
    const { element, submit, hydrate, handled } = form();
    Object.assign(element, { __reactProps$test: { onSubmit: () => undefined } });
    expect(submit().defaultPrevented).toBe(true);
    vi.advanceTimersByTime(SUBMIT_GUARD_POLL_MS * 2);
    expect(element).toHaveAttribute('data-submit-pending');
    hydrate();
    vi.advanceTimersByTime(SUBMIT_GUARD_POLL_MS);
    expect(handled).toHaveLength(1);
  });

  it('leaves a hydrated form to its own handler', () => {
    const { element, requestSubmit, submit, hydrate, handled } = form();
    hydrate();
    expect(submit().defaultPrevented).toBe(true);
    expect(handled).toHaveLength(1);
    expect(element).not.toHaveAttribute('data-submit-pending');
    expect(requestSubmit).not.toHaveBeenCalled();
  });

  it('does not replay a submission the visitor made again once the form was handled', () => {
    vi.useFakeTimers();
    const { requestSubmit, submit, hydrate, handled } = form();
    submit();
    hydrate();
    // The visitor clicks again before the next replay: the handler takes it, and the waiting replay is dropped.
    submit();
    vi.advanceTimersByTime(SUBMIT_GUARD_POLL_MS * 5);
    expect(handled).toHaveLength(1);
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
    vi.advanceTimersByTime(SUBMIT_GUARD_GIVE_UP_MS + SUBMIT_GUARD_POLL_MS * 2);
    expect(element).not.toHaveAttribute('data-submit-pending');
    const tries = requestSubmit.mock.calls.length;
    expect(tries).toBeGreaterThan(100);
    vi.advanceTimersByTime(SUBMIT_GUARD_POLL_MS * 5);
    expect(requestSubmit).toHaveBeenCalledTimes(tries);
  });
});
