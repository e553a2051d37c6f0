/** Layered SVG of the Andes over the Bogota savanna with a Muisca gold sun; decorative. */
export function HomeHeroArt() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 1440 560" preserveAspectRatio="xMidYMax slice">
      <defs>
        <linearGradient id="home-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b0b0c" />
          <stop offset="0.7" stopColor="#1b1a17" />
          <stop offset="1" stopColor="#2b2416" />
        </linearGradient>
      </defs>
      <rect width="1440" height="560" fill="url(#home-sky)" />
      <g fill="none" stroke="#c9a227" opacity="0.55">
        <circle cx="1130" cy="170" r="92" strokeWidth="4" />
        <circle cx="1130" cy="170" r="64" strokeWidth="2" />
        <circle cx="1130" cy="170" r="36" strokeWidth="2" />
      </g>
      <path d="M0 380 L150 300 L260 340 L420 230 L560 320 L700 250 L860 330 L1010 260 L1180 330 L1320 270 L1440 310 V560 H0Z" fill="#1f1f23" />
      <path d="M0 440 L220 390 L400 420 L620 370 L840 420 L1060 380 L1260 420 L1440 400 V560 H0Z" fill="#28282d" />
      <path d="M0 500 H1440 V560 H0Z" fill="#303036" />
      <path d="M980 470 l140 -22 l12 6 l-120 30Z M1060 452 l22 -30 l10 2 l-12 32Z" fill="#c9a227" opacity="0.8" />
    </svg>
  );
}
