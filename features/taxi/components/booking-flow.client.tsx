'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { LoadFailed, lazyWithFallback } from '@/components/lazy/lazy-with-fallback.client';
import { Link } from '@/components/link/link';
import { bogotaClock, bogotaDate } from '@/lib/bogota-time';
import { calculateRate } from '../api/calculate-rate';
import { geocodeAddress, type GeocodingResponse } from '../api/geocoding';
import { errorMessageOf } from '../api/http';
import {
  bookingFormReducer,
  editableSide,
  initialBookingForm,
  isGeocoding,
  parseTaxiPrefill,
  rateRequest,
  selectedOption,
  shouldGeocode,
  type BookingFormState,
  type Side,
} from './booking-form-state';
import { Notice, type NoticeContent } from './notice';
import { useTaxiApi } from './taxi-api-context.client';
import { VehicleCards } from './vehicle-cards.client';
import styles from './taxi-forms.module.scss';
import { focusHeadingWhenShown, useFocusAfterRender } from './use-focus-after-render';

// The sign-in and confirmation steps load only once a vehicle is chosen.
// Offline, a checkout whose code did not arrive says so with a retry, instead of the error page.
const BookingCheckout = lazyWithFallback(() => import('./booking-checkout.client'), LoadFailed);

export interface BookingFlowProps {
  /** The airport's name, the fixed end of every trip. */
  airportName: string;
  /**
   * Today and now in Bogota by the server's clock (lib/clock) when the page was rendered: the first
   * paint only. The page may be served from the page cache minutes later, so the browser replaces
   * them with its own "now" on mount and keeps them current until the visitor changes them.
   */
  initialDate: string;
  initialTime: string;
  /**
   * Application clock minus real time on the server (APP_NOW in demos and tests; 0 in production).
   * It does not age in the page cache, so the browser's "now" is `Date.now() + clockOffsetMs`.
   */
  clockOffsetMs: number;
}

/** How often an untouched date and time move with the clock (the API allows a pickup 5 minutes past). */
const FOLLOW_NOW_MS = 30_000;

type InFlight = { address: string; promise: Promise<GeocodingResponse | null> };

/** SPEC §4 booking: addresses → calculate rates → choose a vehicle → sign in or confirm. */
export function BookingFlow({ airportName, initialDate, initialTime, clockOffsetMs }: BookingFlowProps) {
  const t = useTranslations('client.taxi');
  const { apiBase, locale } = useTaxiApi();
  const ids = useId();
  const [state, dispatch] = useReducer(bookingFormReducer, undefined, () =>
    initialBookingForm(airportName, initialDate, initialTime),
  );
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [missing, setMissing] = useState<{ date?: boolean; time?: boolean }>({});
  // No address to place: SPEC §5's validation message, on the editable address field.
  const [addressMissing, setAddressMissing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [booked, setBooked] = useState(false);
  const [today, setToday] = useState(initialDate);
  const requestSeq = useRef(0);
  const inFlight = useRef<InFlight | null>(null);
  const vehiclesHeading = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const checkout = useRef<HTMLDivElement>(null);
  /** Where focus was when a vehicle was chosen (undefined: no choice waiting for its next step). */
  const nextStep = useRef<Element | null | undefined>(undefined);
  const side = editableSide(state);

  /** Now in Bogota by the application clock, read in the browser. */
  const currentBogota = useCallback(() => {
    const at = Date.now() + clockOffsetMs;
    return { date: bogotaDate(at), time: bogotaClock(at) };
  }, [clockOffsetMs]);

  // An untouched date and time follow now: from mount (the HTML may be an old cached render), every
  // 30 s while open, and when the tab is shown again (background tabs throttle timers).
  useEffect(() => {
    const follow = () => {
      const current = currentBogota();
      setToday(current.date);
      dispatch({ type: 'follow-now', ...current });
    };
    follow();
    const timer = window.setInterval(follow, FOLLOW_NOW_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') follow();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [currentBogota]);

  // A trip planned on the trip-plan page arrives as `#pickup=…&address=…` (never sent to the server):
  // the booking starts from that address to the airport at that time. The fragment is then dropped from
  // the address bar so the address does not travel on in a shared link.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const prefill = parseTaxiPrefill(window.location.hash);
      if (!prefill) return;
      dispatch({ type: 'prefill', airportName, prefill });
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [airportName]);

  /** Geocodes the editable side (SPEC §4); reuses a request already running for the same text. */
  const geocode = useCallback(
    (current: BookingFormState): Promise<GeocodingResponse | null> => {
      const sideNow = editableSide(current);
      const address = current[sideNow].address.trim();
      if (!shouldGeocode(current, sideNow)) return Promise.resolve(null);
      if (current[sideNow].lat !== null && current[sideNow].lng !== null)
        return Promise.resolve({
          formatedAddress: current[sideNow].formatted ?? address,
          lat: current[sideNow].lat,
          lng: current[sideNow].lng,
        });
      if (inFlight.current?.address === address) return inFlight.current.promise;
      const request = ++requestSeq.current;
      dispatch({ type: 'geocode-start', request });
      const promise = geocodeAddress(apiBase, address, locale).then(
        (result) => {
          dispatch({ type: 'geocode-success', request, result });
          return result;
        },
        (error: unknown) => {
          console.warn('Taxi geocoding failed', error);
          dispatch({ type: 'geocode-failure', request });
          setNotice({ title: t('errors.title'), message: errorMessageOf(error, t('errors.unknown')) });
          return null;
        },
      );
      inFlight.current = { address, promise };
      void promise.finally(() => {
        if (inFlight.current?.promise === promise) inFlight.current = null;
      });
      return promise;
    },
    [apiBase, locale, t],
  );

  function onBlurAddress(blurred: Side) {
    if (blurred !== side) return;
    void geocode(state);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    setBooked(false);
    setAddressMissing(false);
    const lacking = { date: !state.date, time: !state.time };
    setMissing(lacking);
    // An error is heard where it is: the first invalid field takes focus and is read with its error.
    const focusFirstInvalid = () =>
      focusAfterRender(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
    if (lacking.date || lacking.time) {
      focusFirstInvalid();
      return;
    }
    // Untouched fields are "now" at the moment of submitting, not when they were last refreshed.
    const when = state.followsNow ? currentBogota() : { date: state.date, time: state.time };
    if (state.followsNow) dispatch({ type: 'follow-now', ...when });
    const place = await geocode(state);
    if (!place) {
      if (!shouldGeocode(state, editableSide(state))) {
        // Too short to place: SPEC §5's validation message, on the field.
        setAddressMissing(true);
        focusFirstInvalid();
        return;
      }
      // A geocoding error already shows its own notice; otherwise SPEC §5's validation message.
      setNotice((current) => current ?? { title: t('errors.validationTitle'), message: t('errors.invalidAddress') });
      return;
    }
    const input = rateRequest(when, place);
    dispatch({ type: 'calculate-start' });
    try {
      const rates = await calculateRate(apiBase, input, locale);
      dispatch({ type: 'calculate-success', rates });
      focusAfterRender(() => vehiclesHeading.current);
    } catch (error) {
      dispatch({ type: 'calculate-failure' });
      setNotice({ title: t('errors.title'), message: errorMessageOf(error, t('errors.unknown')) });
    }
  }

  function onBooked() {
    dispatch({ type: 'reset', airportName, ...currentBogota() });
    setBooked(true);
    focusAfterRender(() => successRef.current);
  }

  const editable = state[side];
  const geocoding = isGeocoding(state);
  const option = selectedOption(state);
  const chosen = option?.vehicle;
  useEffect(() => {
    const from = nextStep.current;
    if (!chosen || from === undefined || !checkout.current) return;
    nextStep.current = undefined;
    return focusHeadingWhenShown(checkout.current, from);
  }, [chosen]);
  const addressField = (which: Side) => {
    const isEditable = which === side;
    const id = `${ids}-${which}`;
    const value = state[which].address;
    return (
      <TextField
        id={id}
        label={t(`form.${which}`)}
        value={value}
        readOnly={!isEditable}
        aria-readonly={!isEditable || undefined}
        required
        autoComplete={isEditable ? 'street-address' : 'off'}
        placeholder={isEditable ? t('form.addressPlaceholder') : undefined}
        maxLength={200}
        onChange={
          isEditable
            ? (e) => {
                setAddressMissing(false);
                dispatch({ type: 'edit-address', value: e.target.value });
              }
            : undefined
        }
        error={isEditable && addressMissing ? t('errors.invalidAddress') : null}
        onBlur={() => onBlurAddress(which)}
        hint={
          isEditable ? (
            <span aria-live="polite">
              {geocoding
                ? t('form.locating')
                : editable.formatted
                  ? t('form.located', { address: editable.formatted })
                  : t('form.addressHint')}
            </span>
          ) : (
            t('form.airportFixed')
          )
        }
      />
    );
  };

  return (
    <div className={styles.flow}>
      {booked ? (
        <Notice tone="success" title={t('confirm.successTitle')} focusRef={successRef}>
          <p>{t('confirm.successText')}</p>
          <p>
            <Link href="/servicios/taxis/bookings">{t('confirm.seeBookings')}</Link>
          </p>
        </Notice>
      ) : null}
      <section className={styles.panel} aria-labelledby={`${ids}-heading`}>
        <h2 id={`${ids}-heading`} className={styles.panelTitle}>
          {t('form.heading')}
        </h2>
        {notice ? (
          <Notice tone="error" title={notice.title}>
            <p>{notice.message}</p>
          </Notice>
        ) : null}
        <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form} aria-busy={state.calculating}>
          <div className={styles.route} data-inverted={state.invertedLocations}>
            {addressField('from')}
            <button
              type="button"
              className={styles.swap}
              onClick={() => {
                setAddressMissing(false);
                dispatch({ type: 'swap' });
              }}
              aria-describedby={`${ids}-swap-state`}
              disabled={state.calculating}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M7 4 3 8l4 4V9h9V7H7zm10 8v3H8v2h9v3l4-4z" fill="currentColor" />
              </svg>
              <span>{t('form.swap')}</span>
            </button>
            <span id={`${ids}-swap-state`} className="visually-hidden" aria-live="polite">
              {state.invertedLocations ? t('form.toAirport') : t('form.fromAirport')}
            </span>
            {addressField('to')}
          </div>
          <div className={styles.when}>
            <TextField
              id={`${ids}-date`}
              type="date"
              label={t('form.date')}
              required
              min={today}
              value={state.date}
              onChange={(e) => dispatch({ type: 'set-date', value: e.target.value })}
              error={missing.date ? t('form.dateRequired') : null}
            />
            <TextField
              id={`${ids}-time`}
              type="time"
              label={t('form.time')}
              required
              value={state.time}
              onChange={(e) => dispatch({ type: 'set-time', value: e.target.value })}
              error={missing.time ? t('form.timeRequired') : null}
            />
          </div>
          <div className={styles.field}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={state.accessible}
                onChange={(e) => dispatch({ type: 'set-accessible', value: e.target.checked })}
                aria-describedby={`${ids}-accessible-hint`}
              />
              {t('form.accessible')}
            </label>
            <p id={`${ids}-accessible-hint`} className={styles.hint}>
              {t('form.accessibleHint')}
            </p>
          </div>
          <div className={styles.actions}>
            <SubmitButton className={styles.primary} busy={state.calculating} busyLabel={t('busy.calculating')}>
              {t('form.submit')}
            </SubmitButton>
          </div>
        </form>
      </section>

      {state.options ? (
        <section className={styles.panel} aria-labelledby={`${ids}-vehicles`}>
          <h2
            id={`${ids}-vehicles`}
            ref={vehiclesHeading}
            tabIndex={-1}
            className={`${styles.panelTitle} ${styles.focusTarget}`}
          >
            {t('vehicles.heading')}
          </h2>
          <p className={styles.lead}>{t('vehicles.intro')}</p>
          <VehicleCards
            headingId={`${ids}-vehicles`}
            options={state.options}
            onSelect={(vehicle) => {
              // The next step (sign-in with a phone, or the confirmation) is two screens further down: it takes
              // focus and scrolls into view once it has rendered.
              nextStep.current = document.activeElement;
              dispatch({ type: 'select-vehicle', vehicle });
            }}
          />
        </section>
      ) : null}

      {option ? (
        <div ref={checkout}>
          <Suspense fallback={<p className={styles.lead}>{t('busy.loading')}</p>}>
            <BookingCheckout
              form={state.followsNow ? { ...state, ...currentBogota() } : state}
              option={option}
              onBooked={onBooked}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
