'use client';

import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { AnswerCaptchaSlot } from '@/components/captcha/captcha-slot.client';
import { useCaptchaAnswer } from '@/components/captcha/use-captcha-answer';
import type { CaptchaLabels } from '@/components/captcha/labels';
import {
  browserId,
  cancelAlerts,
  followFlight,
  MAX_FOLLOWED_FLIGHTS,
  readFollowedFlights,
  serverFollowedFlights,
  subscribeFollowedFlights,
  updateFollowedFlight,
  type AlertRecord,
} from '@/lib/browser/followed-flights';
import type { Locale } from '@/lib/i18n/locales';
import type { PublicCaptcha } from '@/lib/security/captcha';
import type { CreateAlertResponse } from '../schemas';
import styles from './alerts.module.scss';

export interface AlertsLabels {
  pushLabel: string;
  pushOn: string;
  pushActive: string;
  pushUnsupported: string;
  pushDenied: string;
  emailLabel: string;
  emailSubmit: string;
  /** Contains {email}. */
  emailPending: string;
  emailActive: string;
  stop: string;
  stopped: string;
  busy: string;
  error: string;
  /** Contains {limit}. */
  limit: string;
}

export interface AlertsControlsProps {
  flight: { id: string; flight: string; direction: 'departure' | 'arrival' };
  locale: Locale;
  apiBase: string;
  labels: AlertsLabels;
  /** The captcha an email sign-up asks for (it sends a mail); null when it is off. */
  captcha?: PublicCaptcha | null;
  captchaLabels?: CaptchaLabels;
}

/** A problem to show as it is: the API's localised answer, or one of our own messages. */
interface ApiProblem {
  message: string;
  field?: string;
  shown: true;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

/** The VAPID key (base64url) as PushManager.subscribe wants it. */
function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/**
 * Alerts for one flight: Web Push on this device and/or email (double opt-in), each with a way
 * to turn it off. Signing up follows the flight (it appears in "My flights"); the subscriptions are kept
 * with the followed flight in this browser.
 */
export default function AlertsControls({
  flight,
  locale,
  apiBase,
  labels,
  captcha = null,
  captchaLabels,
}: AlertsControlsProps) {
  const list = useSyncExternalStore(subscribeFollowedFlights, readFollowedFlights, serverFollowedFlights);
  const alerts = list.find((f) => f.id === flight.id)?.alerts ?? [];
  const push = alerts.find((a) => a.channel === 'push');
  const email = alerts.find((a) => a.channel === 'email');
  const [busy, setBusy] = useState<'push' | 'email' | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [address, setAddress] = useState('');
  const answer = useCaptchaAnswer();
  const emailId = useId();
  const errorId = useId();
  const support = pushSupported();
  const denied = support && Notification.permission === 'denied';

  async function create(body: Record<string, unknown>): Promise<CreateAlertResponse> {
    const response = await fetch(`${apiBase}/v2/flight-alerts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify({ flightId: flight.id, locale, browserId: browserId(), ...body }),
    });
    const json = (await response.json().catch(() => null)) as
      (CreateAlertResponse & { error?: { message: string; fields?: Record<string, string> } }) | null;
    if (!response.ok || !json || json.error) {
      const fields = json?.error?.fields ?? {};
      const field = Object.keys(fields)[0];
      throw {
        message: (field && fields[field]) || json?.error?.message || labels.error,
        field,
        shown: true,
      } satisfies ApiProblem;
    }
    return json;
  }

  /** Keeps the subscription with the followed flight (following it first). False past the follow limit. */
  function remember(record: AlertRecord): boolean {
    if (followFlight(flight) === 'limit') {
      setProblem({ message: fill(labels.limit, { limit: MAX_FOLLOWED_FLIGHTS }), shown: true });
      return false;
    }
    updateFollowedFlight(flight.id, (f) => ({
      ...f,
      alerts: [...(f.alerts ?? []).filter((a) => a.channel !== record.channel), record],
    }));
    return true;
  }

  async function run(kind: 'push' | 'email', work: () => Promise<void>) {
    setBusy(kind);
    setProblem(null);
    setNotice('');
    try {
      await work();
    } catch (error) {
      // The browser's own errors (service worker, push service) are not for visitors: say it failed, in their language.
      const known = error as Partial<ApiProblem>;
      setProblem(known.shown ? (known as ApiProblem) : { message: labels.error, shown: true });
    } finally {
      setBusy(null);
    }
  }

  const turnOnPush = () =>
    run('push', async () => {
      if ((await Notification.requestPermission()) !== 'granted') throw { message: labels.pushDenied, shown: true };
      const registration =
        (await navigator.serviceWorker.getRegistration()) ?? (await navigator.serviceWorker.register('/sw.js'));
      await navigator.serviceWorker.ready;
      const keyResponse = await fetch(`${apiBase}/v2/flight-alerts/push-key`);
      const { publicKey } = (await keyResponse.json()) as { publicKey: string };
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKey(publicKey),
        }));
      const created = await create({ channel: 'push', subscription: subscription.toJSON() });
      if (remember({ id: created.id, token: created.token, channel: 'push', status: 'active' }))
        setNotice(labels.pushActive);
    });

  const signUpEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = address.trim();
    void run('email', async () => {
      let created: CreateAlertResponse;
      try {
        created = await create({ channel: 'email', email: value, captchaToken: answer.token });
      } finally {
        // An answer is good for one sign-up: a fresh widget for the next try.
        answer.spend();
      }
      if (remember({ id: created.id, token: created.token, channel: 'email', status: created.status, email: value })) {
        setNotice(created.status === 'active' ? labels.emailActive : fill(labels.emailPending, { email: value }));
      }
    });
  };

  const turnOff = (record: AlertRecord) =>
    run(record.channel, async () => {
      await cancelAlerts(apiBase, [record]);
      updateFollowedFlight(flight.id, (f) => ({ ...f, alerts: (f.alerts ?? []).filter((a) => a.id !== record.id) }));
      setNotice(labels.stopped);
    });

  const emailError = problem?.field === 'email';
  return (
    <div className={styles.controls} data-alerts={flight.id}>
      <div className={styles.channel}>
        <h3 className={styles.channelTitle}>{labels.pushLabel}</h3>
        {push ? (
          <p className={styles.on}>
            {labels.pushActive}{' '}
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void turnOff(push)}
              disabled={busy !== null}
            >
              {labels.stop}
            </button>
          </p>
        ) : !support ? (
          <p className={styles.muted}>{labels.pushUnsupported}</p>
        ) : denied ? (
          <p className={styles.muted}>{labels.pushDenied}</p>
        ) : (
          <button type="button" className={styles.primary} onClick={() => void turnOnPush()} disabled={busy !== null}>
            {busy === 'push' ? labels.busy : labels.pushOn}
          </button>
        )}
      </div>

      <div className={styles.channel}>
        {email ? (
          <>
            <h3 className={styles.channelTitle}>{labels.emailLabel}</h3>
            <p className={styles.on}>
              {email.status === 'active' ? labels.emailActive : fill(labels.emailPending, { email: email.email ?? '' })}{' '}
              <button
                type="button"
                className={styles.secondary}
                onClick={() => void turnOff(email)}
                disabled={busy !== null}
              >
                {labels.stop}
              </button>
            </p>
          </>
        ) : (
          <form className={styles.form} onSubmit={signUpEmail} noValidate>
            <label htmlFor={emailId} className={styles.channelTitle}>
              {labels.emailLabel}
            </label>
            <div className={styles.row}>
              <input
                id={emailId}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                aria-invalid={emailError || undefined}
                aria-describedby={emailError ? errorId : undefined}
                className={styles.input}
              />
              <button type="submit" className={styles.primary} disabled={busy !== null}>
                {busy === 'email' ? labels.busy : labels.emailSubmit}
              </button>
            </div>
            <AnswerCaptchaSlot answer={answer} captcha={captcha} locale={locale} labels={captchaLabels} />
          </form>
        )}
      </div>

      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {problem ? (
        <p role="alert" id={errorId} className={styles.error}>
          {problem.message}
        </p>
      ) : null}
    </div>
  );
}
