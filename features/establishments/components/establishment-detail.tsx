import { now } from '@/lib/clock';
import { Link } from '@/components/link/link';
import { listHref, mapHref, phoneHref } from '../links';
import { bogotaMoment, weekHours } from '../schedule';
import type { EstablishmentItem } from '../schemas';
import { EstablishmentLogo } from './establishment-logo';
import { OpenStatus } from './open-status';
import { establishmentTexts } from './texts';
import styles from './directory.module.scss';
import { messageKey } from '@/lib/i18n/keys';

export interface PlaceOffer {
  id: number;
  title: string;
  badge: string;
}

/** One place: status, full week schedule, location, contact, products, its offers and a map link. */
export async function EstablishmentDetail({ item, offers }: { item: EstablishmentItem; offers: PlaceOffer[] }) {
  const texts = await establishmentTexts();
  const { t } = texts;
  const today = bogotaMoment(now()).day;
  const week = weekHours(item.schedule);

  return (
    <div className={styles.detail}>
      <div className={styles.panel}>
        <div className={styles.summary}>
          <EstablishmentLogo text={item.logo.text} color={item.logo.color} size={72} />
          <div>
            {item.categoryName ? <p className={styles.category}>{item.categoryName}</p> : null}
            <p className={styles.meta}>
              <OpenStatus open={item.openNow} label={texts.status(item)} />
              <span className={styles.hours}>{texts.today(item)}</span>
            </p>
          </div>
        </div>
        <p>{item.description}</p>

        <h2 id="schedule-heading">{t('detail.schedule')}</h2>
        <table className={styles.week} aria-labelledby="schedule-heading">
          <thead>
            <tr>
              <th scope="col">{t('detail.day')}</th>
              <th scope="col">{t('detail.hours')}</th>
            </tr>
          </thead>
          <tbody>
            {week.map((day) => (
              <tr key={day.day} aria-current={day.day === today ? 'date' : undefined}>
                <th scope="row">{t(`weekdays.${day.day}`)}</th>
                <td>
                  {day.allDay
                    ? t('hours.allDayShort')
                    : day.hours.length === 0
                      ? t('hours.closed')
                      : day.hours.map(texts.range).join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.where}>{t('detail.scheduleNote')}</p>
      </div>

      <div className={styles.aside}>
        <section className={styles.panel} aria-labelledby="location-heading">
          <h2 id="location-heading">{t('detail.location')}</h2>
          <dl className={styles.facts}>
            <dt>{t('detail.terminal')}</dt>
            <dd>{t(`terminals.${item.terminal}`)}</dd>
            <dt>{t('detail.floor')}</dt>
            <dd>{item.floor}</dd>
            <dt>{t('detail.zone')}</dt>
            <dd>{t(`zones.${messageKey('establishments.zones', item.zone)}`)}</dd>
            <dt>{t('detail.area')}</dt>
            <dd>{texts.area(item.area)}</dd>
            {item.counters ? (
              <>
                <dt>{t('detail.counters')}</dt>
                <dd>{item.counters}</dd>
              </>
            ) : null}
            {item.nearGate ? (
              <>
                <dt>{t('detail.gate')}</dt>
                <dd>{item.nearGate}</dd>
              </>
            ) : null}
          </dl>
          <p>
            <Link href={mapHref(item)} className={styles.button} prefetch={false}>
              {t('detail.map')}
            </Link>
          </p>
        </section>

        {item.phone || item.website || item.email ? (
          <section className={styles.panel} aria-labelledby="contact-heading">
            <h2 id="contact-heading">{t('detail.contact')}</h2>
            <dl className={styles.facts}>
              {item.phone ? (
                <>
                  <dt>{t('detail.phone')}</dt>
                  <dd>
                    <a href={phoneHref(item.phone)}>{item.phone}</a>
                  </dd>
                </>
              ) : null}
              {item.website ? (
                <>
                  <dt>{t('detail.website')}</dt>
                  <dd>
                    <a href={item.website} rel="noopener noreferrer" target="_blank">
                      {item.website.replace(/^https?:\/\/(www\.)?/, '')}
                    </a>
                  </dd>
                </>
              ) : null}
              {item.email ? (
                <>
                  <dt>{t('detail.email')}</dt>
                  <dd>
                    <a href={`mailto:${item.email}`}>{item.email}</a>
                  </dd>
                </>
              ) : null}
            </dl>
          </section>
        ) : null}

        {item.productNames.length ? (
          <section className={styles.panel} aria-labelledby="products-heading">
            <h2 id="products-heading">{t('detail.products')}</h2>
            <ul className={styles.chips}>
              {item.productNames.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section className={styles.panel} aria-labelledby="offers-heading">
          <h2 id="offers-heading">{t('detail.offers')}</h2>
          {offers.length ? (
            <ul className={styles.offerList}>
              {offers.map((offer) => (
                <li key={offer.id}>
                  <span className={styles.badge}>{offer.badge}</span>
                  <Link href={`/ofertas/detalle/${offer.id}`} prefetch={false}>
                    {offer.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('detail.noOffers')}</p>
          )}
        </section>

        <p>
          <Link href={listHref(item.businessType)} prefetch={false} className="standalone-link">
            {t('detail.back', { list: item.businessTypeName })}
          </Link>
        </p>
      </div>
    </div>
  );
}
