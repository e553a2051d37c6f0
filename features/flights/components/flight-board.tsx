import { ArrowLeftIcon, ArrowRightIcon } from '@/components/icons/icons';
import { RefreshWhenStale } from '@/components/freshness/refresh-when-stale.client';
import { clockOffsetMs, now } from '@/lib/clock';
import { getFormatter, getTranslations } from 'next-intl/server';
import { FlightsUnavailable } from './flights-unavailable';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/link/link';
import { BOARD_TABS, boardDirection, boardHref, tabHref, type BoardState } from '../board-state';
import { FLIGHT_TYPE_FILTERS } from '../schemas';
import type { BoardModel } from '../server';
import type { BoardLabels } from './board-labels';
import { ConnectionCard } from './connection-card';
import { FlightBoardLive } from './flight-board-live.client';
import { followLabels } from './follow-labels';
import styles from './flight-board.module.scss';

/** A board opened on now and shown again after this long is rendered again (its first rows may have left). */
const STALE_AFTER_MS = 10 * 60_000;

function dateOf(date: string): Date {
  return new Date(`${date}T12:00:00-05:00`);
}

/**
 * The flights board: search, tabs (Salidas / Llegadas / Carga), type filter (Todos / Nacionales /
 * Internacionales), day selector, the live table and pagination. Every control is a link or a GET
 * form: the state is in the URL, the first paint is the server's and it all works without JS.
 */
export async function FlightBoard({
  model,
  locale,
  showConnectionCard,
}: {
  model: BoardModel;
  locale: Locale;
  showConnectionCard: boolean;
}) {
  const t = await getTranslations('flights.board');
  const format = await getFormatter();
  const { state, preset, list, params, airlines, dates, apiBase } = model;
  const direction = boardDirection(state);
  const href = (changes: Partial<BoardState>) => boardHref(state, preset, changes);
  const tabLabel = t(`tabs.${state.tab}`);
  const dayText = format.dateTime(dateOf(params.date), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'America/Bogota',
  });
  const filtered = Boolean(state.q || state.type !== 'all' || state.airline || state.terminal);

  const labels: BoardLabels = {
    caption: t('caption', {
      board:
        state.tab === 'carga'
          ? `${tabLabel} · ${t(direction === 'arrival' ? 'cargoArrivals' : 'cargoDepartures')}`
          : tabLabel,
      date: dayText,
    }),
    columns: {
      time: t('columns.time'),
      city: t(direction === 'arrival' ? 'columns.origin' : 'columns.destination'),
      airline: t('columns.airline'),
      flight: t('columns.flight'),
      terminal: t('columns.terminal'),
      belt: t('columns.belt'),
      gate: t(state.tab === 'carga' ? 'columns.stand' : 'columns.gate'),
      status: t('columns.status'),
    },
    scheduled: t('scheduled'),
    estimated: t('estimated'),
    nextDay: t('nextDay'),
    notAssigned: t('notAssigned'),
    codeshares: t('codeshares', { flights: '{flights}' }),
    updated: t('updated', { time: '{time}' }),
    stale: t('stale', { time: '{time}' }),
    refreshFailed: t('refreshFailed'),
    simulated: t('simulated'),
    empty: t('empty'),
    emptyHint: t('emptyHint'),
    clearFilters: t('clearFilters'),
    announce: t('announce', { flight: '{flight}', city: '{city}', status: '{status}' }),
    moreChanges: t('moreChanges', { count: '{count}' }),
    // Cargo flights carry no passengers to alert.
    follow: state.tab === 'carga' ? undefined : await followLabels(),
  };

  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  // The board may open on now, at a row inside a page: the pages before and after are those of the rows around it.
  const offset = list?.offset ?? 0;
  const previousPage = list && offset > 0 ? Math.min(Math.floor((offset - 1) / list.pageSize) + 1, pages) : null;
  const nextPage =
    list && offset + list.pageSize < list.total ? Math.floor((offset + list.pageSize) / list.pageSize) + 1 : null;
  const openedOnNow = state.page === null && params.date === dates.find((d) => d.relation === 'today')?.date;
  // Today's board past its last flight: say so, rather than "no results", and offer tomorrow.
  const dayIsOver = Boolean(list && openedOnNow && list.total > 0 && offset >= list.total);
  const tomorrow = dates.find((d) => d.relation === 'tomorrow')?.date ?? null;
  const action = localizePath(preset ? `/vuelos/${preset}` : '/vuelos', locale);
  /** Hidden fields carrying the rest of the board's state through a GET form (empty values left out). */
  const keep = (...edited: Array<'q' | 'airline' | 'terminal'>) => {
    const carried: Array<[string, string | null]> = [
      ['tab', !preset && state.tab !== 'salidas' ? state.tab : null],
      ['dir', state.tab === 'carga' && state.cargoDirection === 'arrival' ? 'llegadas' : null],
      ['q', state.q || null],
      ['type', state.type !== 'all' ? state.type : null],
      ['date', state.date],
      ['airline', state.airline],
      ['terminal', state.tab !== 'carga' ? state.terminal : null],
    ];
    return carried
      .filter(([name, value]) => value && !(edited as string[]).includes(name))
      .map(([name, value]) => <input key={name} type="hidden" name={name} value={value ?? ''} />);
  };

  return (
    <div className={styles.layout}>
      <section className={styles.board} aria-labelledby="flight-board-title">
        <h2 id="flight-board-title" className={styles.title}>
          {labels.caption}
        </h2>

        <nav aria-label={t('tabsLabel')} className={styles.tabs}>
          {BOARD_TABS.map((tab) => (
            <Link
              key={tab}
              href={tabHref(state, preset, tab)}
              aria-current={tab === state.tab ? 'page' : undefined}
              className={styles.tab}
              prefetch={false}
            >
              {t(`tabs.${tab}`)}
            </Link>
          ))}
        </nav>

        <form role="search" method="get" action={action} className={styles.search} id="flight-search">
          {keep('q')}
          <div className={styles.field}>
            <label htmlFor="flight-q">{t('searchLabel')}</label>
            <div className={styles.searchRow}>
              <input
                id="flight-q"
                name="q"
                type="search"
                defaultValue={state.q}
                maxLength={60}
                placeholder={t('searchPlaceholder')}
                autoComplete="off"
                enterKeyHint="search"
              />
              <button type="submit" className={styles.submit}>
                {t('searchSubmit')}
              </button>
            </div>
          </div>
        </form>
        <details className={styles.more} open={Boolean(state.airline || state.terminal)}>
          <summary>{t(state.tab === 'carga' ? 'moreFiltersCargo' : 'moreFilters')}</summary>
          <form method="get" action={action} className={styles.moreFields}>
            {keep('airline', 'terminal')}
            <div className={styles.field}>
              <label htmlFor="flight-airline">{t('airline')}</label>
              <select id="flight-airline" name="airline" defaultValue={state.airline ?? ''}>
                <option value="">{t('allAirlines')}</option>
                {airlines.map((a) => (
                  <option key={a.code} value={a.code}>
                    {a.name}
                  </option>
                ))}
              </select>
            </div>
            {state.tab !== 'carga' ? (
              <div className={styles.field}>
                <label htmlFor="flight-terminal">{t('terminal')}</label>
                <select id="flight-terminal" name="terminal" defaultValue={state.terminal ?? ''}>
                  <option value="">{t('allTerminals')}</option>
                  <option value="T1">T1</option>
                  <option value="T2">T2</option>
                </select>
              </div>
            ) : null}
            <button type="submit" className={styles.apply}>
              {t('applyFilters')}
            </button>
          </form>
        </details>

        <div className={styles.filters}>
          <nav aria-label={t('typeLabel')} className={styles.segmented}>
            {FLIGHT_TYPE_FILTERS.map((type) => (
              <Link
                key={type}
                href={href({ type })}
                aria-current={type === state.type ? 'true' : undefined}
                prefetch={false}
              >
                {t(`types.${type}`)}
              </Link>
            ))}
          </nav>
          <nav aria-label={t('dayLabel')} className={styles.segmented}>
            {dates.map(({ date, relation }) => (
              <Link
                key={date}
                href={href({ date: relation === 'today' ? null : date })}
                aria-current={date === params.date ? 'date' : undefined}
                prefetch={false}
              >
                {t(`days.${relation}`)}
              </Link>
            ))}
          </nav>
          {state.tab === 'carga' ? (
            <nav aria-label={t('cargoDirectionLabel')} className={styles.segmented}>
              {(['departure', 'arrival'] as const).map((dir) => (
                <Link
                  key={dir}
                  href={href({ cargoDirection: dir, airline: null })}
                  aria-current={dir === direction ? 'true' : undefined}
                  prefetch={false}
                >
                  {t(dir === 'departure' ? 'cargoDepartures' : 'cargoArrivals')}
                </Link>
              ))}
            </nav>
          ) : null}
        </div>

        {list ? (
          <>
            {openedOnNow ? (
              // The rows start at the next flight: a tab that slept for a while opens on the next ones again.
              <RefreshWhenStale
                renderedAtMs={now().getTime()}
                clockOffsetMs={clockOffsetMs()}
                maxAgeMs={STALE_AFTER_MS}
              />
            ) : null}
            <p className={styles.count}>{t('results', { total: list.total })}</p>
            {openedOnNow && previousPage && !dayIsOver ? (
              <p className={styles.earlier}>
                <Link href={href({ page: previousPage })} prefetch={false}>
                  <ArrowLeftIcon size={18} />
                  {t('previous')}
                </Link>
              </p>
            ) : null}
            {dayIsOver ? (
              <div className={styles.dayOver} role="status">
                <p>{t(direction === 'arrival' ? 'dayOverArrivals' : 'dayOverDepartures')}</p>
                {tomorrow ? (
                  <Link href={href({ date: tomorrow })} prefetch={false}>
                    {t('tomorrowFlights')}
                    <ArrowRightIcon size={18} />
                  </Link>
                ) : null}
              </div>
            ) : (
              <FlightBoardLive
                key={JSON.stringify(params)}
                apiBase={apiBase}
                params={params}
                initial={list}
                locale={locale}
                labels={labels}
                clearHref={filtered ? href({ q: '', type: 'all', airline: null, terminal: null }) : null}
              />
            )}
            {previousPage || nextPage ? (
              <nav aria-label={t('paginationLabel')} className={styles.pagination}>
                {previousPage ? (
                  <Link href={href({ page: previousPage })} rel="prev" prefetch={false}>
                    <ArrowLeftIcon size={18} />
                    {t('previous')}
                  </Link>
                ) : (
                  <span aria-hidden="true" />
                )}
                <span className="tabular">{t('pageOf', { page: list.page, pages })}</span>
                {nextPage ? (
                  <Link href={href({ page: nextPage })} rel="next" prefetch={false}>
                    {t('next')}
                    <ArrowRightIcon size={18} />
                  </Link>
                ) : (
                  <span aria-hidden="true" />
                )}
              </nav>
            ) : null}
          </>
        ) : (
          <FlightsUnavailable />
        )}
      </section>
      {showConnectionCard ? <ConnectionCard /> : null}
    </div>
  );
}
