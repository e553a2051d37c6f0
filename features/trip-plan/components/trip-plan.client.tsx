'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { TAXI_GEOCODING_PATH } from '@/features/taxi/constants';
import { bogotaClock, bogotaIsoMinute } from '@/lib/bogota-time';
import { readOrigin, readSnapshot, saveOrigin, saveSnapshot, type FlightSnapshot } from '../browser-store';
import { fill, type TripLabelKey, type TripLabels } from '../labels';
import {
  DEFAULT_SETTINGS,
  planChanges,
  planTrip,
  waitFromTable,
  type PlanStep,
  type PlanWarning,
  type TripPlan,
} from '../plan';
import { checkAddress, MAX_ADDRESS_LENGTH } from '../address';
import type { StoredOrigin } from '../schemas';
import type { CheckInCloseTable } from '../check-in';
import { TRAVEL_MODES, type TravelMode } from '../travel';
import { walksFrom, type WalkTable } from '../walks';
import type { WaitTable } from '../plan';
import styles from './trip-plan.module.scss';

/** The flight fields the island shows and plans with (TripFlight of the server module, serialised). */
export interface IslandFlight extends FlightSnapshot {
  id: string;
  flight: string;
  direction: 'departure' | 'arrival';
  flighttype: 'D' | 'I';
  airline: { code: string; name: string };
  terminal: string;
  cityName: string;
}

export interface TripPlanIslandProps {
  flight: IslandFlight;
  walks: WalkTable;
  waits: WaitTable;
  checkInClose: CheckInCloseTable;
  terminalArrival: CheckInCloseTable;
  /** The place of a no-JavaScript submission (GET form); else the browser's own. */
  origin: StoredOrigin | null;
  query: { address: string; mode: TravelMode };
  addressError: string | null;
  labels: TripLabels;
  apiBase: string;
  locale: string;
  /** Localised paths: this page (the form's action), the flight, the taxi booking. */
  paths: { self: string; flight: string; taxi: string };
  nowMs: number;
  clockOffsetMs: number;
}

const REFRESH_MS = 60_000;
const TICK_MS = 30_000;

/** HH:mm in Bogotá, the same on the server and in any browser. */
const hhmm = (at: Date) => bogotaClock(at.getTime());

/** `45 min`, `1 h 05 min`: the abbreviations read the same in the four languages. */
const duration = (minutes: number) =>
  minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

/** A warning's sentence; a late departure's carries when one would reach the gate and when it closes. */
function warningText(warning: PlanWarning, plan: TripPlan, l: TripLabels): string {
  const late = plan.late;
  if (late && (warning === 'missed' || warning === 'leave-now')) {
    const key = warning === 'missed' ? 'warnings.missed' : 'warnings.leave-now-departure';
    return fill(l[key], { time: hhmm(late.atGate), closes: hhmm(late.gateClosesAt) });
  }
  return l[`warnings.${warning}`];
}
const localDateTime = (at: Date) => bogotaIsoMinute(at.getTime()).slice(0, 16);

type Freshness = 'live' | 'offline';

function snapshotOf(flight: FlightSnapshot): FlightSnapshot {
  const { gate, claim, scheduleDate, estimatedDate, actualDate, status } = flight;
  return { gate, claim, scheduleDate, estimatedDate, actualDate, status: { code: status.code } };
}

/** Steps named after a gate or a belt have their own wording while it is not assigned yet. */
const UNASSIGNED: Partial<Record<PlanStep['kind'], { key: TripLabelKey; of: 'gate' | 'belt' }>> = {
  'walk-to-gate': { key: 'steps.walk-to-gate-unknown', of: 'gate' },
  'taxi-in': { key: 'steps.taxi-in-unknown', of: 'gate' },
  belt: { key: 'steps.belt-unknown', of: 'belt' },
};

function stepTitle(step: PlanStep, flight: IslandFlight, l: TripLabels): string {
  const gate = step.gate ?? flight.gate;
  const belt = step.belt ?? flight.claim;
  const unassigned = UNASSIGNED[step.kind];
  if (unassigned && (unassigned.of === 'gate' ? gate : belt) === null) return l[unassigned.key];
  return fill(l[`steps.${step.kind}` as TripLabelKey], {
    terminal: flight.terminal,
    airline: flight.airline.name,
    gate: gate ?? l.gateUnknown,
    belt: belt ?? l.gateUnknown,
  });
}

function stepDetail(step: PlanStep, plan: TripPlan, l: TripLabels): string | null {
  const minutes = step.minutes ?? 0;
  switch (step.kind) {
    case 'leave':
      return plan.mode ? fill(l['detail.travel'], { minutes, mode: l[`modes.${plan.mode}`] }) : null;
    case 'bag-drop':
      return fill(l['detail.bagDrop'], { minutes, time: step.closesAt ? hhmm(step.closesAt) : '' });
    case 'migration':
    case 'security':
    case 'migration-arrivals':
      return fill(l['detail.wait'], { minutes: step.wait ?? minutes });
    case 'walk-to-gate':
    case 'parking':
    case 'arrive-terminal':
      return fill(l['detail.walk'], { minutes });
    case 'belt':
      return fill(l['detail.belt'], { minutes });
    case 'exit':
      return l['detail.meet'];
    default:
      return null;
  }
}

/**
 * The trip plan: the place form (a GET form that works without JavaScript; with it, the address is
 * placed through the taxi geocoder and kept in this browser only), the leave-by time and every step.
 * The flight is read again every 60 s; a new time, gate or belt recomputes the plan here and is
 * announced in a polite live region. Offline, the last copy of the flight kept in this browser is used.
 */
export default function TripPlanIsland(props: TripPlanIslandProps) {
  const { labels: l, walks, waits, checkInClose, terminalArrival, apiBase, paths } = props;
  const ids = useId();
  const [flight, setFlight] = useState<IslandFlight>(props.flight);
  const [origin, setOrigin] = useState<StoredOrigin | null>(props.origin);
  const [address, setAddress] = useState(props.origin?.address ?? props.query.address);
  const [mode, setMode] = useState<TravelMode>(props.origin?.mode ?? props.query.mode);
  const [error, setError] = useState<string | null>(props.addressError);
  const [working, setWorking] = useState(false);
  const [nowMs, setNowMs] = useState(props.nowMs);
  const [dataAt, setDataAt] = useState(props.nowMs);
  const [freshness, setFreshness] = useState<Freshness>('live');
  const [announcement, setAnnouncement] = useState('');
  /** Hydrated: the form is handled here (before, it submits as a plain GET form). */
  const [ready, setReady] = useState(false);
  const addressRef = useRef<HTMLInputElement>(null);
  const leaveRef = useRef<HTMLElement>(null);
  // Set by a submit that found the address: once the plan shows, its leave-by heading takes focus and the screen.
  const showLeaveBy = useRef<Element | null | false>(false);

  // The browser's own place (kept from an earlier visit) unless this page was asked for another one.
  useEffect(() => {
    if (props.origin) {
      saveOrigin(props.origin);
      const hydrated = window.setTimeout(() => setReady(true), 0);
      return () => window.clearTimeout(hydrated);
    }
    // After hydration (the server never sees this browser's storage): one task later, not in the effect.
    const restore = window.setTimeout(() => {
      setReady(true);
      const kept = readOrigin();
      if (kept) {
        setOrigin(kept);
        setAddress(kept.address);
        setMode(kept.mode);
      }
      const copy = readSnapshot(props.flight.id);
      if (copy && copy.savedAt > props.nowMs) {
        setFlight((f) => ({ ...f, ...copy.snapshot }));
        setDataAt(copy.savedAt);
      }
    }, 0);
    return () => window.clearTimeout(restore);
  }, [props.origin, props.flight.id, props.nowMs]);

  const refresh = useCallback(async () => {
    if (document.visibilityState === 'hidden') return;
    try {
      const response = await fetch(`${apiBase}/v2/flights/${encodeURIComponent(props.flight.id)}`, {
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(String(response.status));
      const snapshot = snapshotOf((await response.json()) as FlightSnapshot);
      const cachedAt = response.headers.get('Sw-Cached-At');
      const at = cachedAt && !Number.isNaN(Date.parse(cachedAt)) ? Date.parse(cachedAt) + props.clockOffsetMs : null;
      setNowMs(Date.now() + props.clockOffsetMs);
      setFlight((f) => ({ ...f, ...snapshot }));
      setDataAt(at ?? Date.now() + props.clockOffsetMs);
      setFreshness(at ? 'offline' : 'live');
      if (!at) saveSnapshot(props.flight.id, snapshot, Date.now() + props.clockOffsetMs);
    } catch {
      setNowMs(Date.now() + props.clockOffsetMs);
      setFreshness('offline');
    }
  }, [apiBase, props.flight.id, props.clockOffsetMs]);

  useEffect(() => {
    // At once (a page read offline or from the cache may be old), then every 60 s.
    const first = window.setTimeout(() => void refresh(), 0);
    const poll = window.setInterval(() => void refresh(), REFRESH_MS);
    const tick = window.setInterval(() => setNowMs(Date.now() + props.clockOffsetMs), TICK_MS);
    const onVisible = () => void refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(poll);
      window.clearInterval(tick);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, props.clockOffsetMs]);

  const plan = useMemo(
    () =>
      planTrip(
        flight,
        origin ? { point: { lat: origin.lat, lng: origin.lng }, mode: origin.mode, label: origin.label } : null,
        {
          wait: waitFromTable(waits),
          walks: walksFrom(walks),
          now: new Date(nowMs),
          settings: { ...DEFAULT_SETTINGS, checkInClose, terminalArrival },
        },
      ),
    [flight, origin, waits, walks, nowMs, checkInClose, terminalArrival],
  );

  // Every change of time, gate, belt or leave-by is said once, politely (the flight's own changes first).
  const previous = useRef<TripPlan>(plan);
  useEffect(() => {
    const before = previous.current;
    previous.current = plan;
    if (before === plan || before.mode !== plan.mode) return;
    const old = (value: string | null) => value ?? l.gateUnknown;
    const sentences = planChanges(before, plan).map((change) => {
      switch (change.kind) {
        case 'time':
          return fill(l['changes.time'], { flight: flight.flight, time: hhmm(change.to), old: hhmm(change.from) });
        case 'gate':
          return fill(l['changes.gate'], { flight: flight.flight, gate: old(change.to), old: old(change.from) });
        case 'belt':
          return fill(l['changes.belt'], { flight: flight.flight, belt: old(change.to), old: old(change.from) });
        case 'leave-by':
          return fill(l['changes.leaveBy'], { time: hhmm(change.to), old: hhmm(change.from) });
      }
    });
    if (sentences.length) setAnnouncement(sentences.join(' '));
  }, [plan, flight.flight, l]);

  useEffect(() => {
    const from = showLeaveBy.current;
    if (from === false || !origin) return;
    showLeaveBy.current = false;
    const heading = leaveRef.current?.querySelector<HTMLElement>('h2');
    const active = document.activeElement;
    // Only while focus is where the visitor left it (the submit button, or nowhere): what they did meanwhile stays.
    if (!heading || (active !== from && active !== document.body && active !== null)) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ block: 'start' });
  }, [origin]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter ?? document.activeElement;
    const checked = checkAddress(address);
    if ('problem' in checked) {
      setError(l[`errors.${checked.problem}`]);
      addressRef.current?.focus();
      return;
    }
    const parsed = { data: { address: checked.address, mode } };
    if (!parsed.data.address) {
      setOrigin(null);
      saveOrigin(null);
      return;
    }
    if (origin && origin.address === parsed.data.address) {
      const next = { ...origin, mode: parsed.data.mode };
      setOrigin(next);
      saveOrigin(next);
      setError(null);
      return;
    }
    setWorking(true);
    try {
      const response = await fetch(`${apiBase}${TAXI_GEOCODING_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': props.locale },
        body: JSON.stringify({ address: parsed.data.address }),
      });
      if (!response.ok) {
        setError(
          response.status === 422 || response.status === 400 ? l['errors.addressNotFound'] : l['errors.geocoderDown'],
        );
        addressRef.current?.focus();
        return;
      }
      const place = (await response.json()) as { formatedAddress: string; lat: number; lng: number };
      const next: StoredOrigin = {
        address: parsed.data.address,
        label: place.formatedAddress,
        lat: place.lat,
        lng: place.lng,
        mode: parsed.data.mode,
      };
      showLeaveBy.current = submitter;
      setOrigin(next);
      saveOrigin(next);
      setError(null);
    } catch {
      setError(l['errors.geocoderDown']);
    } finally {
      setWorking(false);
    }
  }

  function forget() {
    saveOrigin(null);
    setOrigin(null);
    setAddress('');
    addressRef.current?.focus();
  }

  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;
  const taxiHref =
    plan.leaveBy && origin
      ? `${paths.taxi}#pickup=${encodeURIComponent(localDateTime(plan.leaveBy))}&address=${encodeURIComponent(origin.label)}`
      : null;
  const calendarQuery = new URLSearchParams({ lang: props.locale, mode: origin?.mode ?? mode });
  if (origin) {
    calendarQuery.set('lat', String(origin.lat));
    calendarQuery.set('lng', String(origin.lng));
    calendarQuery.set('label', origin.label);
  }
  const calendarHref = `${apiBase}/v2/trip-plan/${encodeURIComponent(flight.id)}/calendar?${calendarQuery.toString()}`;

  return (
    <div className={styles.plan} data-trip-plan={flight.id} data-ready={ready || undefined}>
      <p className={styles.intro}>
        {fill(flight.direction === 'departure' ? l.introDeparture : l.introArrival, {
          flight: flight.flight,
          city: flight.cityName,
        })}
      </p>

      <form method="get" action={paths.self} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset>
          <legend>{l['form.legend']}</legend>
          <div className={styles.fields}>
            <label className={styles.field}>
              <span>{l['form.address']}</span>
              <input
                ref={addressRef}
                type="text"
                name="address"
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                maxLength={MAX_ADDRESS_LENGTH + 20}
                autoComplete="street-address"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              />
            </label>
            <label className={styles.field}>
              <span>{l['form.mode']}</span>
              <select
                name="mode"
                value={mode}
                onChange={(e) => {
                  const next = e.target.value as TravelMode;
                  setMode(next);
                  if (origin) {
                    const updated = { ...origin, mode: next };
                    setOrigin(updated);
                    saveOrigin(updated);
                  }
                }}
              >
                {TRAVEL_MODES.map((m) => (
                  <option key={m} value={m}>
                    {l[`modes.${m}`]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p id={hintId} className={styles.hint}>
            {l['form.addressHint']}
          </p>
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.buttons}>
            <button type="submit" className={styles.primary} disabled={working}>
              {working ? l['form.working'] : l['form.submit']}
            </button>
            {origin ? (
              <button type="button" className={styles.secondary} onClick={forget}>
                {l['form.forget']}
              </button>
            ) : null}
          </div>
        </fieldset>
      </form>

      <section
        ref={leaveRef}
        aria-labelledby={`${ids}-leave`}
        className={styles.leave}
        data-leave-by={plan.leaveBy ? hhmm(plan.leaveBy) : ''}
      >
        {plan.late && (origin || !plan.late.catchable) ? (
          // Past the time to leave: what leaving now gives, never a time already gone.
          <h2 id={`${ids}-leave`} className={styles.leaveTime}>
            {plan.late.catchable ? l.leaveNow : l.missedTitle}
          </h2>
        ) : plan.leaveBy && origin ? (
          <>
            <h2 id={`${ids}-leave`} className={styles.leaveTime}>
              {fill(l.leaveBy, { time: hhmm(plan.leaveBy) })}
            </h2>
            <p>
              {fill(l.leaveByDetail, {
                minutes: plan.travelMinutes ?? 0,
                address: origin.label,
                mode: l[`modes.${origin.mode}`],
              })}
            </p>
          </>
        ) : (
          <>
            <h2 id={`${ids}-leave`} className="visually-hidden">
              {l['form.legend']}
            </h2>
            <p>{l.noAddress}</p>
          </>
        )}
        {plan.slackMinutes !== null && !plan.late && plan.slackMinutes > 0 ? (
          <p data-slack={plan.slackMinutes}>{fill(l.slack, { time: duration(plan.slackMinutes) })}</p>
        ) : null}
        {plan.warnings.map((w) => (
          <p key={w} className={styles.warning}>
            {warningText(w, plan, l)}
          </p>
        ))}
      </section>

      <section aria-labelledby={`${ids}-steps`}>
        <h2 id={`${ids}-steps`} className={styles.title}>
          {l.stepsTitle}
        </h2>
        <ol className={styles.steps}>
          {plan.steps.map((step) => {
            const detail = stepDetail(step, plan, l);
            return (
              <li key={step.kind} data-step={step.kind} data-past={step.at.getTime() < nowMs || undefined}>
                <time dateTime={step.at.toISOString()} className={`${styles.time} tabular`}>
                  {hhmm(step.at)}
                </time>
                <span className={styles.what}>
                  <span className={styles.stepTitle}>{stepTitle(step, flight, l)}</span>
                  {detail ? <span className={styles.detail}>{detail}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby={`${ids}-actions`} className={styles.actions}>
        <h2 id={`${ids}-actions`} className={styles.title}>
          {l['actions.title']}
        </h2>
        <ul>
          {taxiHref && plan.leaveBy && !plan.late ? (
            <li>
              <a href={taxiHref} className={styles.primary} data-book-taxi>
                {fill(l['actions.bookTaxi'], { time: hhmm(plan.leaveBy) })}
              </a>
            </li>
          ) : null}
          <li>
            <a href={calendarHref} download={`mi-viaje-${flight.flight}.ics`} rel="nofollow">
              {l['actions.calendar']}
            </a>
          </li>
          <li>
            <a href={paths.flight}>{fill(l['actions.flight'], { flight: flight.flight })}</a>
          </li>
        </ul>
      </section>

      <p className={styles.note}>{l.privacy}</p>
      <p className={styles.note}>{l.estimates}</p>
      <p className={styles.note} data-freshness={freshness}>
        {fill(freshness === 'offline' ? l.offline : l.updated, { time: hhmm(new Date(dataAt)) })}
      </p>
      <div role="status" aria-live="polite" className="visually-hidden" data-trip-announcement>
        {announcement}
      </div>
    </div>
  );
}
