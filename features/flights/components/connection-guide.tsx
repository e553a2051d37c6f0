import { getTranslations } from 'next-intl/server';
import { pierRouteHref } from '@/features/maps/schemas';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import type { ConnectionFormState, ConnectionPlan } from '../server';
import styles from './connection-guide.module.scss';

type Airline = { code: string; name: string };

function ErrorText({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className={styles.error}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM8 4.5v4M8 11v.3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      {text}
    </p>
  );
}

/**
 * The connection form of SPEC §3 and its answer. A GET form: the answer is a server-rendered page
 * (shareable, works without JS); the steps come from planConnection and are written per combination.
 */
export async function ConnectionGuide({
  form,
  plan,
  airlines,
  locale,
}: {
  form: ConnectionFormState;
  plan: ConnectionPlan | null;
  airlines: Airline[];
  locale: Locale;
}) {
  const t = await getTranslations('flights.connections');
  const { values } = form;
  const has = (field: ConnectionFormState['errors'][number]) => form.errors.includes(field);
  const describedBy = (field: ConnectionFormState['errors'][number]) => (has(field) ? `${field}-error` : undefined);
  const duration = (minutes: number) =>
    minutes >= 60 ? t('hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t('minutes', { minutes });

  const scopeField = (name: 'arriving' | 'departing') => (
    <fieldset className={styles.fieldset} aria-describedby={describedBy(name)}>
      <legend>{t(name)}</legend>
      <div className={styles.choices}>
        {(['international', 'domestic'] as const).map((scope) => (
          <label key={scope} className={styles.choice}>
            <input type="radio" name={name} value={scope} defaultChecked={values[name] === scope} required />
            <span>{t(`scopes.${scope}`)}</span>
          </label>
        ))}
      </div>
      {has(name) ? <ErrorText id={`${name}-error`} text={t(`errors.${name}`)} /> : null}
    </fieldset>
  );

  const airlineField = (name: 'arrivalAirline' | 'departureAirline') => (
    <div className={styles.field}>
      <label htmlFor={`connection-${name}`}>{t(name)}</label>
      <select
        id={`connection-${name}`}
        name={name}
        defaultValue={values[name] ?? ''}
        required
        aria-invalid={has(name) || undefined}
        aria-describedby={describedBy(name)}
      >
        <option value="">{t('chooseAirline')}</option>
        {airlines.map((a) => (
          <option key={a.code} value={a.code}>
            {a.name}
          </option>
        ))}
      </select>
      {has(name) ? <ErrorText id={`${name}-error`} text={t(`errors.${name}`)} /> : null}
    </div>
  );

  return (
    <div className={styles.guide}>
      <form
        method="get"
        action={`${localizePath('/vuelos/conexiones', locale)}#connection-answer`}
        className={styles.form}
      >
        <h2 className={styles.formTitle}>{t('formTitle')}</h2>
        {form.errors.length ? (
          <p className={styles.summaryError} role="alert">
            {t('errorSummary')}
          </p>
        ) : null}
        <div className={styles.grid}>
          {scopeField('arriving')}
          {scopeField('departing')}
          {airlineField('arrivalAirline')}
          {airlineField('departureAirline')}
        </div>
        <fieldset
          className={styles.fieldset}
          aria-describedby={['bags-help', describedBy('bags')].filter(Boolean).join(' ')}
        >
          <legend>{t('bags')}</legend>
          <p id="bags-help" className={styles.help}>
            {t('bagsHelp')}
          </p>
          <div className={styles.choices}>
            {(['yes', 'no'] as const).map((answer) => (
              <label key={answer} className={styles.choice}>
                <input type="radio" name="bags" value={answer} defaultChecked={values.bags === answer} required />
                <span>{t(answer)}</span>
              </label>
            ))}
          </div>
          {has('bags') ? <ErrorText id="bags-error" text={t('errors.bags')} /> : null}
        </fieldset>
        <div className={styles.submitRow}>
          <button type="submit" className={styles.submit}>
            {t('submit')}
          </button>
        </div>
      </form>

      {plan ? (
        <section
          id="connection-answer"
          className={styles.answer}
          aria-labelledby="connection-answer-title"
          tabIndex={-1}
        >
          <h2 id="connection-answer-title">{t('answerTitle')}</h2>
          <p className={styles.combination}>
            {t('combination', {
              arriving: plan.input.arriving,
              departing: plan.input.departing,
              arrivalAirline:
                airlines.find((a) => a.code === plan.input.arrivalAirline)?.name ?? plan.input.arrivalAirline,
              departureAirline:
                airlines.find((a) => a.code === plan.input.departureAirline)?.name ?? plan.input.departureAirline,
            })}
          </p>
          <dl className={styles.facts}>
            <div className={styles.fact} data-emphasis="true">
              <dt>{t('summary.minimum')}</dt>
              <dd className="tabular">{duration(plan.minimumMinutes)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('summary.walking')}</dt>
              <dd className="tabular">{duration(plan.walkingMinutes)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('summary.terminal')}</dt>
              <dd>
                {plan.terminalChange
                  ? t('summary.terminalChange', { from: plan.arrivalTerminal, to: plan.departureTerminal })
                  : t('summary.sameTerminal', { terminal: plan.departureTerminal })}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('summary.immigration')}</dt>
              <dd>{t(plan.immigration ? 'yes' : 'no')}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('summary.customs')}</dt>
              <dd>{t(plan.customs ? 'yes' : 'no')}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('summary.security')}</dt>
              <dd>{t(plan.security ? 'yes' : 'no')}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('summary.bags')}</dt>
              <dd>{t(plan.collectBags || plan.recheckBags ? 'yes' : 'no')}</dd>
            </div>
          </dl>
          <ol className={styles.steps}>
            {plan.steps.map((step, index) => (
              <li key={`${step.key}-${index}`} data-step={step.key}>
                {t(`steps.${step.key}`, step.values)}
              </li>
            ))}
          </ol>
          {plan.arrivalTerminal === 'T1' && plan.departureTerminal === 'T1' ? (
            <p>
              <a
                href={localizePath(pierRouteHref(plan.input.arriving, plan.input.departing), locale)}
                data-pier-route=""
              >
                {t('mapRoute')}
              </a>
            </p>
          ) : null}
          <p className={styles.note}>{t('note')}</p>
        </section>
      ) : null}
    </div>
  );
}
