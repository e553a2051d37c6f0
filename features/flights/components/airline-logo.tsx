/** The airline's IATA code in a roundel (DESIGN.md: monograms, not copied trademarks). Decorative. */
const HUES = [212, 4, 150, 28, 268, 190, 340, 96, 48, 236];

function hueOf(code: string): number {
  let sum = 0;
  for (const char of code) sum = (sum * 31 + char.charCodeAt(0)) % 997;
  return HUES[sum % HUES.length] as number;
}

export function AirlineLogo({ code, size = 28 }: { code: string; size?: number }) {
  const hue = hueOf(code);
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill={`hsl(${hue} 55% 28%)`} />
      <circle cx="16" cy="16" r="12.5" fill="none" stroke="#c9a227" strokeWidth="1" opacity="0.8" />
      <text x="16" y="20.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff" fontFamily="inherit">
        {code}
      </text>
    </svg>
  );
}
