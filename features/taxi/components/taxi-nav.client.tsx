'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/link/link';
import { usePathname } from '@/lib/i18n/use-pathname';
import { activeTaxiNavItem, type TaxiNavItem } from './taxi-nav-state';
import styles from './taxi-layout.module.scss';

const ITEMS: { id: TaxiNavItem; href: string }[] = [
  { id: 'do-booking', href: '/servicios/taxis' },
  { id: 'query-booking', href: '/servicios/taxis/bookings' },
  { id: 'verify-plate', href: '/servicios/taxis/verify-plate' },
];

export function TaxiNav() {
  const t = useTranslations('client.taxiNav');
  const active = activeTaxiNavItem(usePathname());
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ul>
        {ITEMS.map((item) => (
          <li key={item.id}>
            <Link href={item.href} aria-current={item.id === active ? 'page' : undefined}>
              {t(item.id)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
