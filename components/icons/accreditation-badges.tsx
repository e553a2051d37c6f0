import type { ReactNode, SVGProps } from 'react';

/**
 * Generic accreditation roundels drawn for this site (no third-party marks): the caption next to
 * each badge says what it stands for. Decorative.
 */
export type AccreditationKind = 'passengerExperience' | 'starRating' | 'carbon';

type BadgeProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { kind: AccreditationKind; size?: number };

function Ring({ children }: { children: ReactNode }) {
  return (
    <>
      <circle cx="40" cy="40" r="38" fill="#1d1d20" stroke="#c9a227" strokeWidth="2.5" />
      <circle cx="40" cy="40" r="31" fill="none" stroke="#c9a227" strokeWidth="1" strokeDasharray="2 3" />
      {children}
    </>
  );
}

function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + Math.cos(angle) * radius).toFixed(2)},${(cy + Math.sin(angle) * radius).toFixed(2)}`);
  }
  return points.join(' ');
}

export function AccreditationBadge({ kind, size = 72, ...props }: BadgeProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 80 80" aria-hidden="true" focusable="false" {...props}>
      <Ring>
        {kind === 'passengerExperience' ? (
          <g fill="none" stroke="#f4f4f2" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="40" cy="33" r="7" />
            <path d="M27 55c2-8 7-12 13-12s11 4 13 12" />
            <path d="M52 24l3 3 6-7" stroke="#c9a227" />
          </g>
        ) : null}
        {kind === 'starRating' ? (
          <g fill="#c9a227">
            <polygon points={star(25, 40, 7)} />
            <polygon points={star(35, 40, 7)} />
            <polygon points={star(45, 40, 7)} />
            <polygon points={star(55, 40, 7)} />
            <rect x="22" y="52" width="36" height="2.5" rx="1.25" fill="#f4f4f2" />
          </g>
        ) : null}
        {kind === 'carbon' ? (
          <g fill="none" stroke="#f4f4f2" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M28 52c0-15 10-24 25-25 0 16-9 25-25 25z" />
            <path d="M28 52l14-14" stroke="#c9a227" />
          </g>
        ) : null}
      </Ring>
    </svg>
  );
}
