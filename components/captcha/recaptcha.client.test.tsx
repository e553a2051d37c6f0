import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor, render, screen, userEvent } from '@/tests/render';
import Captcha from './recaptcha.client';
import type { CaptchaLabels } from './labels';

/*
 * The reCAPTCHA widget's failure paths (SPEC §8): 'Failed to load script' and 'Failed to
 * execute' in a friendly form with a retry. react-google-recaptcha is replaced by a stub that
 * exposes the callbacks the real loader calls.
 */
interface StubProps {
  onChange: (token: string | null) => void;
  onErrored: () => void;
  onExpired: () => void;
  asyncScriptOnLoad?: (state?: { errored?: boolean }) => void;
}
const mounts: StubProps[] = [];
vi.mock('react-google-recaptcha', () => ({
  default: (props: StubProps) => {
    mounts.push(props);
    return <div data-testid="recaptcha" />;
  },
}));

const L = messagesFor('es').forms as unknown as CaptchaLabels;
const latest = () => mounts[mounts.length - 1]!;

function show() {
  const onToken = vi.fn();
  const view = render(<Captcha siteKey="site-key" locale="es" labels={L} onToken={onToken} />);
  return { onToken, ...view };
}

afterEach(() => {
  mounts.length = 0;
  delete window.recaptchaOptions;
});

describe('Captcha', () => {
  it('says it is loading, then passes the token on', () => {
    const { onToken } = show();
    expect(screen.getByText(L.captcha.loading)).toBeInTheDocument();
    act(() => latest().asyncScriptOnLoad?.({ errored: false }));
    expect(screen.queryByText(L.captcha.loading)).not.toBeInTheDocument();
    act(() => latest().onChange('tok'));
    expect(onToken).toHaveBeenLastCalledWith('tok');
  });

  it("shows 'Failed to load script' kindly, retries from recaptcha.net, then reloads the page", async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    show();
    act(() => latest().asyncScriptOnLoad?.({ errored: true }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(L.captcha.loadFailed);
    expect(alert).toHaveTextContent('Failed to load script');
    expect(screen.queryByText(L.captcha.loading)).not.toBeInTheDocument();

    const before = mounts.length;
    await userEvent.click(screen.getByRole('button', { name: L.common.retry }));
    // A fresh widget (remounted), loaded from Google's alternate host, and the message gone.
    expect(mounts.length).toBeGreaterThan(before);
    expect(window.recaptchaOptions?.useRecaptchaNet).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(L.captcha.loading)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    // The alternate host fails too: the next retry reloads the page (the draft is in sessionStorage).
    act(() => latest().asyncScriptOnLoad?.({ errored: true }));
    await userEvent.click(screen.getByRole('button', { name: L.common.retry }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows 'Failed to execute' kindly, drops the token and retries with a fresh widget", async () => {
    const { onToken } = show();
    act(() => latest().asyncScriptOnLoad?.({ errored: false }));
    act(() => latest().onChange('tok'));
    act(() => latest().onErrored());
    expect(onToken).toHaveBeenLastCalledWith(undefined);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(L.captcha.executeFailed);
    expect(alert).toHaveTextContent('Failed to execute');

    const before = mounts.length;
    await userEvent.click(screen.getByRole('button', { name: L.common.retry }));
    expect(mounts.length).toBeGreaterThan(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // An execution failure does not switch hosts (the script itself loaded).
    expect(window.recaptchaOptions?.useRecaptchaNet).toBeUndefined();
  });

  it('an expired tick asks to tick again, without a retry button', () => {
    const { onToken } = show();
    act(() => latest().onExpired());
    expect(onToken).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('alert')).toHaveTextContent(L.captcha.expired);
    expect(screen.queryByRole('button', { name: L.common.retry })).not.toBeInTheDocument();
  });

  it('speaks English when the page does', () => {
    const en = messagesFor('en').forms as unknown as CaptchaLabels;
    render(<Captcha siteKey="k" locale="en" labels={en} onToken={() => undefined} />);
    act(() => latest().asyncScriptOnLoad?.({ errored: true }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The security check could not be loaded (Failed to load script).',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
