'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/link/link';
import { groupBookings, isUnauthorized, useBookings, type BookingItem } from '../api/bookings';
import { useCancelBooking } from '../api/cancel-booking';
import { errorMessageOf } from '../api/http';
import { readToken, useTaxiSession } from '../store';
import { ConfirmDialog } from './confirm-dialog.client';
import { Notice } from './notice';
import { SignInForm } from './sign-in-form.client';
import { useTaxiApi } from './taxi-api-context.client';
import { formatCop } from '@/lib/money';
import { useTaxiLogout } from './use-taxi-logout';
import styles from './bookings-view.module.scss';
import forms from './taxi-forms.module.scss';
import { useFocusAfterRender } from './use-focus-after-render';
import { messageKey } from '@/lib/i18n/keys';

const CANCELLABLE = new Set(['nueva', 'confirmada']);

/** SPEC §2/§3 consult bookings: sign in if needed, then active (new + confirmed) and history. */
export function BookingsView() {
  const t = useTranslations('client.taxi');
  const isLoggedIn = useTaxiSession((s) => s.isLoggedIn);
  const checking = useTaxiSession((s) => s.checking);
  if (checking)
    return (
      <p className={forms.lead} role="status">
        {t('busy.accessing')}
      </p>
    );
  if (!isLoggedIn) return <SignInForm intro={t('bookings.signInFirst')} />;
  return <SignedInBookings />;
}

function SignedInBookings() {
  const t = useTranslations('client.taxi');
  const { apiBase, locale } = useTaxiApi();
  const ids = useId();
  const [token] = useState(readToken);
  const { data, isPending, isError, error: loadError, refetch, isFetching } = useBookings(apiBase, token, locale);
  const unauthorized = isUnauthorized(loadError);
  const cancel = useCancelBooking(apiBase, token, locale);
  const [toCancel, setToCancel] = useState<BookingItem | null>(null);
  const [announcement, setAnnouncement] = useState<{ tone: 'success' | 'error'; title: string; text: string } | null>(
    null,
  );
  const { logout, pending: loggingOut, forget } = useTaxiLogout();
  const announceRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  async function confirmCancel() {
    if (!toCancel) return;
    const booking = toCancel;
    try {
      await cancel.mutateAsync(booking.id);
      setAnnouncement({
        tone: 'success',
        title: t('bookings.cancelledTitle'),
        text: t('bookings.cancelled', { number: booking.bookingNumber }),
      });
    } catch (error) {
      setAnnouncement({ tone: 'error', title: t('errors.title'), text: errorMessageOf(error, t('errors.unknown')) });
    } finally {
      setToCancel(null);
      focusAfterRender(() => announceRef.current);
    }
  }

  // An expired or revoked token: a quiet logout (as the layout's `me` check does), then the sign-in form.
  useEffect(() => {
    if (unauthorized) forget();
  }, [unauthorized, forget]);

  if (isPending || unauthorized)
    return (
      <p className={forms.lead} role="status">
        {t('busy.loading')}
      </p>
    );
  if (isError || !data)
    return (
      <Notice tone="error" title={t('errors.title')}>
        <p>{t('bookings.loadFailed')}</p>
        <button type="button" className={forms.secondary} onClick={() => void refetch()}>
          {t('bookings.retry')}
        </button>
      </Notice>
    );

  const { active, history } = groupBookings(data);
  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        <button type="button" className={forms.secondary} onClick={() => void refetch()} disabled={isFetching}>
          {t('bookings.refresh')}
        </button>
        <button type="button" className={forms.secondary} onClick={() => void logout()} disabled={loggingOut}>
          {loggingOut ? t('session.loggingOut') : t('session.logout')}
        </button>
      </div>
      {announcement ? (
        <Notice tone={announcement.tone} title={announcement.title} focusRef={announceRef}>
          <p>{announcement.text}</p>
        </Notice>
      ) : null}
      <section aria-labelledby={`${ids}-active`}>
        <h2 id={`${ids}-active`} className={forms.panelTitle}>
          {t('bookings.active')}
        </h2>
        {active.length ? (
          <ul className={styles.list}>
            {active.map((booking) => (
              <BookingCard key={booking.id} booking={booking} onCancel={() => setToCancel(booking)} />
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
              <rect x="8" y="12" width="48" height="44" rx="6" fill="none" stroke="#0b0b0c" strokeWidth="3" />
              <path d="M8 24h48M20 6v12M44 6v12" stroke="#0b0b0c" strokeWidth="3" strokeLinecap="round" />
              <circle cx="32" cy="40" r="8" fill="none" stroke="#c9a227" strokeWidth="3" />
            </svg>
            <p className={styles.emptyTitle}>{t('bookings.empty')}</p>
            <Link href="/servicios/taxis">{t('bookings.book')}</Link>
          </div>
        )}
      </section>
      <section aria-labelledby={`${ids}-history`}>
        <h2 id={`${ids}-history`} className={forms.panelTitle}>
          {t('bookings.history')}
        </h2>
        {history.length ? (
          <ul className={styles.list}>
            {history.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </ul>
        ) : (
          <p>{t('bookings.emptyHistory')}</p>
        )}
      </section>
      <ConfirmDialog
        open={toCancel !== null}
        tone="danger"
        title={t('bookings.cancelTitle', { number: toCancel?.bookingNumber ?? '' })}
        confirmLabel={t('bookings.cancelYes')}
        cancelLabel={t('bookings.keep')}
        busyLabel={t('busy.cancelling')}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setToCancel(null)}
      >
        <p>{t('bookings.cancelText')}</p>
      </ConfirmDialog>
    </div>
  );
}

/**
 * SPEC §3 booking display: status, from, to, date, time, number, payment, vehicle, driver, plate, approximate price;
 * a discreet note when the driver and plate come from the embedded dispatcher (`simulated`).
 */
function BookingCard({ booking, onCancel }: { booking: BookingItem; onCancel?: () => void }) {
  const t = useTranslations('client.taxi');
  const format = useFormatter();
  const headingId = useId();
  const date = format.dateTime(new Date(`${booking.date}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });
  const pending = t('bookings.pending');
  const rows: [field: string, value: string][] = [
    ['from', booking.from],
    ['to', booking.to],
    ['date', date],
    ['time', booking.time],
    ['payment', t(`payment.${booking.paymentMethod}`)],
    ['vehicle', t(`vehicles.names.${booking.vehicle}`)],
    ['driver', booking.driverName ?? pending],
    ['plate', booking.plate ?? pending],
    ['price', formatCop(booking.price)],
  ];
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.number}>
          {t('bookings.number', { number: booking.bookingNumber })}
        </h3>
        <span className={styles.status} data-status={booking.status}>
          {t(`bookings.status.${booking.status}`)}
        </span>
      </div>
      {booking.accessible ? (
        <p className={styles.accessible}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="11" cy="4" r="2" fill="currentColor" />
            <path
              d="M10 8v6h6l3 6M10 11h5M8.5 10.5A5.5 5.5 0 1 0 15 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t('bookings.accessible')}
        </p>
      ) : null}
      <dl className={styles.fields}>
        {rows.map(([field, value]) => (
          <div key={field}>
            <dt>{t(`bookings.fields.${messageKey('client.taxi.bookings.fields', field)}`)}</dt>
            <dd
              className={field === 'plate' && booking.plate ? styles.plate : field === 'price' ? 'tabular' : undefined}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {booking.simulated && (booking.driverName || booking.plate) ? (
        // Beside the driver and plate: the embedded dispatcher's are examples (ARCHITECTURE §3: simulated data is labelled).
        <p className={styles.simulated}>{t('bookings.simulated')}</p>
      ) : null}
      {onCancel && CANCELLABLE.has(booking.status) ? (
        <button type="button" className={styles.cancel} onClick={onCancel}>
          {t('bookings.cancel')}
          <span className="visually-hidden"> {booking.bookingNumber}</span>
        </button>
      ) : null}
    </li>
  );
}
