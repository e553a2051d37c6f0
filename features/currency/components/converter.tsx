import { getFormatter, getTranslations } from 'next-intl/server';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { formatCop } from '@/lib/money';
import { decimalsOf } from '../convert';
import { CURRENCIES, type Currency } from '../schemas';
import type { ConverterModel } from '../server';
import styles from './currency.module.scss';
import { messageKey } from '@/lib/i18n/keys';

/** COP written the Colombian way: "$ 45.300" (ARCHITECTURE §4); other currencies in the locale's way. */
function money(value: number, currency: Currency, locale: Locale): string {
  const digits = decimalsOf(currency);
  if (currency === 'COP') return formatCop(value);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/**
 * The converter as a GET form: the server converts and renders the result, so it works without
 * JavaScript and the URL can be shared. The rate's date and source are always shown.
 */
export async function Converter({ model, locale, action }: { model: ConverterModel; locale: Locale; action: string }) {
  const t = await getTranslations('currency');
  const format = await getFormatter();
  const { rates, form, result, errors } = model;
  const rateDate = format.dateTime(new Date(`${rates.date}T12:00:00-05:00`), {
    dateStyle: 'long',
    timeZone: 'America/Bogota',
  });
  const error = (field: string) =>
    errors[field] ? (
      <p id={`${field}-error`} className={styles.error}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.8 3.5h1.6v5H7.2v-5Zm0 6.2h1.6v1.6H7.2v-1.6Z"
            fill="currentColor"
          />
        </svg>
        {t(`errors.${messageKey('currency.errors', errors[field])}`)}
      </p>
    ) : null;
  const options = CURRENCIES.map((c) => (
    <option key={c} value={c}>
      {c} – {t(`names.${c}`)}
    </option>
  ));

  return (
    <section aria-labelledby="converter-heading" className={styles.converter}>
      <h2 id="converter-heading">{t('heading')}</h2>
      <form
        method="get"
        action={`${localizePath(action, locale)}#converter-heading`}
        className={styles.form}
        noValidate
      >
        <div className={styles.field}>
          <label htmlFor="amount">{t('amount')}</label>
          <input
            id="amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={form.amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'amount-error amount-help' : 'amount-help'}
            required
          />
          <p id="amount-help" className={styles.help}>
            {t('amountHelp')}
          </p>
          {error('amount')}
        </div>
        <div className={styles.field}>
          <label htmlFor="from">{t('from')}</label>
          <select id="from" name="from" defaultValue={form.from} aria-invalid={errors.from ? true : undefined}>
            {options}
          </select>
          {error('from')}
        </div>
        <div className={styles.field}>
          <label htmlFor="to">{t('to')}</label>
          <select id="to" name="to" defaultValue={form.to} aria-invalid={errors.to ? true : undefined}>
            {options}
          </select>
          {error('to')}
        </div>
        <button type="submit" className={styles.submit}>
          {t('submit')}
        </button>
      </form>

      <div aria-live="polite">
        {result ? (
          <p className={styles.result} data-testid="conversion-result">
            <span>
              {t('result', {
                amount: money(result.amount, result.from, locale),
                value: money(result.value, result.to, locale),
              })}
            </span>
            <span className={styles.rate}>
              {t('unitRate', {
                from: result.from,
                rate: format.number(result.rate, { maximumSignificantDigits: 6 }),
                to: result.to,
              })}
            </span>
          </p>
        ) : null}
      </div>
      <p className={styles.meta}>
        {t('rateDate', { date: rateDate })} · {t(`sources.${rates.source}`)}
      </p>
      {rates.stale ? (
        <p className={styles.stale} role="status">
          {t('stale')}
        </p>
      ) : null}
      <p className={styles.help}>{t('disclaimer')}</p>

      <table className={styles.table}>
        <caption>{t('tableCaption', { date: rateDate })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('currencyColumn')}</th>
            <th scope="col">{t('copColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {rates.rates.map((r) => (
            <tr key={r.currency}>
              <th scope="row">
                {r.currency} – {t(`names.${r.currency}`)}
              </th>
              <td>{formatCop(r.copPerUnit, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
