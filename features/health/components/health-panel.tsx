import { getFormatter, getTranslations } from 'next-intl/server';
import { CheckIcon } from '@/components/icons/icons';
import type { HealthReport } from '../server';
import styles from './health-panel.module.scss';

/** The service status shown on /health: overall state, database, time of the check. */
export async function HealthPanel({ report }: { report: HealthReport }) {
  const t = await getTranslations('health');
  const format = await getFormatter();
  const ok = report.status === 'ok';
  return (
    <section className={styles.panel} aria-labelledby="health-title">
      <h2 id="health-title">{t('title')}</h2>
      <p className={styles.overall} data-ok={ok}>
        {ok ? <CheckIcon size={18} /> : <span aria-hidden="true">!</span>} {ok ? t('ok') : t('degraded')}
      </p>
      <dl className={styles.list}>
        <div>
          <dt>{t('database')}</dt>
          <dd>{report.db === 'ok' ? t('up') : t('down')}</dd>
        </div>
        <div>
          <dt>{t('checkedAt')}</dt>
          <dd className="tabular">
            {format.dateTime(new Date(report.checkedAt), {
              dateStyle: 'medium',
              timeStyle: 'medium',
              timeZone: 'America/Bogota',
            })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
