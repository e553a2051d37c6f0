import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import { getDb } from '@/lib/server/db';
import { followAlertLink, type AlertLinkOutcome } from '../server';
import { MarkAlertConfirmed } from './mark-alert-confirmed.client';
import styles from './alerts.module.scss';

const GOOD: readonly AlertLinkOutcome[] = ['confirmed', 'alreadyConfirmed', 'unsubscribed'];
const ID = /^[0-9a-f-]{36}$/i;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * /vuelos/alertas?action=confirm|unsubscribe&id=&token= — the links of alert mails and pushes: confirms an
 * email subscription (double opt-in) or ends one and deletes what it stored. Every outcome is a clear page.
 */
export async function AlertLinkOutcome({ action, id, token }: { action?: string; id?: string; token?: string }) {
  const t = await getTranslations('flightAlerts.page');
  const valid = Boolean(id && token && ID.test(id) && TOKEN.test(token));
  const { outcome, flight } = valid
    ? await followAlertLink(getDb(), action, id!, token!)
    : { outcome: 'invalid' as const, flight: null };
  const good = GOOD.includes(outcome);
  return (
    <section className={styles.section} data-outcome={outcome} aria-labelledby="alert-link-title">
      <h2 id="alert-link-title" className={styles.title}>
        {t(`${outcome}Title`)}
      </h2>
      <p role="status">{t(outcome, { flight: flight ?? '' })}</p>
      {outcome === 'confirmed' || outcome === 'alreadyConfirmed' ? <MarkAlertConfirmed id={id!} /> : null}
      <p className={styles.row}>
        {good && flight ? (
          <Link href={`/vuelos/detalle/${flight}`} className={styles.secondary}>
            {t('flightLink')}
          </Link>
        ) : null}
        <Link href="/vuelos" className={styles.secondary}>
          {t('boardLink')}
        </Link>
      </p>
    </section>
  );
}
