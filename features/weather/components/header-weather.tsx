import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { weatherIcon } from '../icons';
import { getCurrentWeather } from '../server';
import { WeatherIcon } from './weather-icon';
import styles from './header-weather.module.scss';

/**
 * The weather part of the header's weather slot (SPEC §2): an icon named by its condition and the
 * temperature in whole °C. Rendered on the server (no client JavaScript); it streams in behind a
 * Suspense boundary, so a slow provider never holds the header's first paint.
 */
async function CurrentWeather() {
  const [weather, t] = await Promise.all([getCurrentWeather(), getTranslations('weather')]);
  const icon = weatherIcon(weather.weather.icon);
  const degrees = Math.round(weather.temparature);
  const condition = icon ? t(`conditions.${icon.condition}`) : weather.weather.main;
  const note = weather.source === 'climatology' ? t('typical') : weather.stale ? t('stale') : null;
  return (
    <p className={styles.weather} data-testid="header-weather" title={note ?? undefined}>
      <span className="visually-hidden">{t('label')}</span>
      {icon ? <WeatherIcon condition={icon.condition} night={icon.night} label={condition} /> : null}
      <span className={`${styles.temperature} tabular`}>{t('degrees', { value: degrees })}</span>
      {icon ? null : <span className="visually-hidden">{condition}</span>}
      {note ? <span className="visually-hidden">{note}</span> : null}
    </p>
  );
}

export function HeaderWeather() {
  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <CurrentWeather />
    </Suspense>
  );
}
