/** Small decorative SVGs of the taxi pages (DESIGN.md: illustrations as SVG, no stock photos). */

export function AccessibleCabIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 80" width="120" height="80" aria-hidden="true" focusable="false">
      <path
        d="M6 56V40c0-4 3-7 7-7h10l14-14c2-2 4-3 7-3h40c3 0 5 1 7 3l14 14h6c4 0 7 3 7 7v16z"
        fill="#f5c400"
        stroke="#0b0b0c"
        strokeWidth="2"
      />
      <path d="M40 32l10-10h18v10zM72 22h14l10 10H72z" fill="#cfe3f5" stroke="#0b0b0c" strokeWidth="1.5" />
      <path d="M100 56l14 10" stroke="#0b0b0c" strokeWidth="3" strokeLinecap="round" />
      <circle cx="28" cy="58" r="8" fill="#0b0b0c" />
      <circle cx="92" cy="58" r="8" fill="#0b0b0c" />
      <circle cx="60" cy="44" r="9" fill="#0b57d0" />
      <path
        d="M60 38.5a1.6 1.6 0 1 0 0-.1M57.5 41.5h4v3h3l1.5 3.5M58 42.5a3.5 3.5 0 1 0 4.5 4.6"
        fill="none"
        stroke="#fff"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function PlateIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 60" width="120" height="60" aria-hidden="true" focusable="false">
      <rect x="4" y="6" width="112" height="48" rx="6" fill="#f5c400" stroke="#0b0b0c" strokeWidth="3" />
      <text
        x="60"
        y="40"
        fontFamily="Arial, sans-serif"
        fontSize="24"
        fontWeight="700"
        fill="#0b0b0c"
        textAnchor="middle"
        letterSpacing="2"
      >
        ABC 123
      </text>
      <text x="60" y="50" fontFamily="Arial, sans-serif" fontSize="6" fill="#0b0b0c" textAnchor="middle">
        BOGOTÁ D.C.
      </text>
    </svg>
  );
}
