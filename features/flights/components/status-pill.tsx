import { statusIcon, statusTone } from '../status-style';
import styles from './status-pill.module.scss';
import { StatusIcon } from './status-icon';

/** A flight status: icon + text on a tinted pill. Colour is never the only signal. */
export function StatusPill({ code, label }: { code: string; label: string }) {
  return (
    <span className={styles.pill} data-tone={statusTone(code)} data-code={code}>
      <StatusIcon icon={statusIcon(code)} />
      <span>{label}</span>
    </span>
  );
}
