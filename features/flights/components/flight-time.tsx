/**
 * The time of a flight: the scheduled time, or — when the expected time differs — the scheduled
 * one struck through and the new one beside it. Times are local Bogota `YYYY-MM-DD HH:mm:ss`.
 */
export function FlightTime({
  scheduled,
  changed,
  labels,
}: {
  scheduled: string;
  changed: string | null;
  labels: { scheduled: string; estimated: string; nextDay: string };
}) {
  const time = (value: string) => value.slice(11, 16);
  const differs = changed !== null && time(changed) !== time(scheduled) ? changed : null;
  const nextDay = differs !== null && differs.slice(0, 10) > scheduled.slice(0, 10);
  if (!differs) {
    return (
      <time className="tabular" dateTime={scheduled.replace(' ', 'T')}>
        {time(scheduled)}
      </time>
    );
  }
  return (
    <span className="tabular" data-changed="true">
      <span className="visually-hidden">{labels.scheduled} </span>
      <s>
        <time dateTime={scheduled.replace(' ', 'T')}>{time(scheduled)}</time>
      </s>{' '}
      <span className="visually-hidden">{labels.estimated} </span>
      <strong>
        <time dateTime={differs.replace(' ', 'T')}>{time(differs)}</time>
        {nextDay ? (
          <small>
            {' '}
            +1<span className="visually-hidden"> {labels.nextDay}</span>
          </small>
        ) : null}
      </strong>
    </span>
  );
}
