/** A monogram roundel standing in for a brand's logo (DESIGN.md: no copied trademarks). */
export function EstablishmentLogo({ text, color, size = 56 }: { text: string; color: string; size?: number }) {
  const fontSize = text.length > 2 ? 15 : 19;
  return (
    <svg viewBox="0 0 56 56" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="27" fill={color} />
      <circle cx="28" cy="28" r="23" fill="none" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1.5" />
      <text
        x="28"
        y="28"
        dy="0.35em"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fontSize={fontSize}
        fill="#ffffff"
      >
        {text}
      </text>
    </svg>
  );
}
