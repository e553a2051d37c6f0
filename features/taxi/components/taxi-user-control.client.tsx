'use client';

import { useTranslations } from 'next-intl';
import { displayName, useTaxiSession } from '../store';
import styles from './taxi-layout.module.scss';
import { useTaxiLogout } from './use-taxi-logout';

/**
 * SPEC §2: the user control shows only when signed in with a name; SPEC §3: a user's name falls back to
 * "+country code phone", so a passenger who never gave one is greeted by their number.
 */
export function TaxiUserControl() {
  const t = useTranslations('client.taxi.session');
  const name = useTaxiSession((s) => (s.isLoggedIn && s.user ? displayName(s.user) : ''));
  const { logout, pending } = useTaxiLogout();
  if (!name) return null;
  return (
    <div className={styles.user}>
      <svg className={styles.userIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
      </svg>
      <span className={styles.userName}>{t('signedInAs', { name })}</span>
      <button type="button" className={styles.logout} onClick={logout} disabled={pending}>
        {pending ? t('loggingOut') : t('logout')}
      </button>
    </div>
  );
}
