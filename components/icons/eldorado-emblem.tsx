import type { SVGProps } from 'react';

/**
 * The site's emblem: a gold roundel after Muisca goldwork (concentric rings, a ring of beads and a
 * raised sun disc). Drawn for this site; decorative, the logo link carries the name.
 */
export function EldoradoEmblem({ size = 40, ...props }: Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }) {
  const beads = Array.from({ length: 16 }, (_, i) => {
    const angle = (i / 16) * Math.PI * 2;
    return { cx: 24 + Math.cos(angle) * 17.5, cy: 24 + Math.sin(angle) * 17.5 };
  });
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" {...props}>
      <circle cx="24" cy="24" r="23" fill="#c9a227" />
      <circle cx="24" cy="24" r="20.5" fill="none" stroke="#0b0b0c" strokeWidth="1.5" />
      {beads.map((b, i) => (
        <circle key={i} cx={b.cx.toFixed(2)} cy={b.cy.toFixed(2)} r="1.35" fill="#0b0b0c" />
      ))}
      <circle cx="24" cy="24" r="14.5" fill="none" stroke="#0b0b0c" strokeWidth="1.5" />
      <circle cx="24" cy="24" r="9" fill="#e7c65a" stroke="#0b0b0c" strokeWidth="1.5" />
      <path
        d="M19.5 24.5c1.2 1.8 2.7 2.7 4.5 2.7s3.3-.9 4.5-2.7M21 21h.01M27 21h.01"
        stroke="#0b0b0c"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
