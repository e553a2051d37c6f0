import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import type { TransportChoice } from '../transport';
import { Illustration } from './illustration';
import styles from './transport-chooser.module.scss';

/**
 * How to get to the airport, by mode: links that select a mode (work without JavaScript, shareable
 * URLs) and the selected mode's routes with times and costs, or the SPEC's empty state.
 */
export async function TransportChooser({ choice }: { choice: TransportChoice }) {
  const t = await getTranslations('content.transport');
  const { selected } = choice;
  return (
    <section id="medio" aria-labelledby="transport-title" className={styles.chooser}>
      <h2 id="transport-title">{t('chooserLabel')}</h2>
      <nav aria-label={t('chooserLabel')}>
        <ul className={styles.modes}>
          {choice.modes.map((mode) => (
            <li key={mode.id}>
              <Link
                href={mode.href}
                scroll={false}
                className={styles.mode}
                aria-current={mode.selected ? 'true' : undefined}
                data-mode={mode.id}
              >
                {mode.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panel} aria-live="polite">
        <h3 className={styles.modeTitle}>{t('routesOf', { mode: selected.name })}</h3>
        <p>{selected.intro}</p>
        {selected.routes.length === 0 ? (
          <div className={styles.empty} role="status">
            <Illustration id="bus-empty" className={styles.emptyArt} />
            <p className={styles.emptyTitle}>{t('empty')}</p>
            <p>{t('emptyNext')}</p>
          </div>
        ) : (
          <ul className={styles.routes}>
            {selected.routes.map((route) => (
              <li key={route.name} className={styles.route}>
                <h4 className={styles.routeName}>{route.name}</h4>
                <p>{route.description}</p>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('time')}</dt>
                    <dd>{route.time}</dd>
                  </div>
                  <div>
                    <dt>{t('cost')}</dt>
                    <dd>{route.cost}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
