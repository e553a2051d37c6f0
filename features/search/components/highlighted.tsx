import { highlightParts } from '../highlight-parts';

/** A highlighted search value as text with <mark>s (never injected HTML). */
export function Highlighted({ value, className }: { value: string; className?: string }) {
  return (
    <span className={className}>
      {highlightParts(value).map((part, i) => (part.highlighted ? <mark key={i}>{part.text}</mark> : part.text))}
    </span>
  );
}
