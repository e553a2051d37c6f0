import type { ReactElement } from 'react';

/*
 * Illustrations drawn as SVG from an id (DESIGN.md: no stock photos). The scene is the savanna and
 * the Andes; a motif chosen from the id's words sits in front (plane, bus, family, sunflower…).
 * Unknown ids still get a scene, with colours varied by the id, so content never shows a hole.
 */

const GOLD = '#c9a227';
const INK = '#1d1d20';

const MOTIFS: { words: RegExp; draw: () => ReactElement }[] = [
  {
    words: /bus|transmilenio|sitp|transporte/,
    draw: () => (
      <g>
        <rect x="150" y="128" width="150" height="50" rx="8" fill="#b3261e" />
        <rect x="162" y="138" width="120" height="18" rx="3" fill="#e8eef7" />
        <circle cx="180" cy="180" r="9" fill={INK} />
        <circle cx="270" cy="180" r="9" fill={INK} />
      </g>
    ),
  },
  {
    words: /taxi|car|carro-particular|vehicul|parque/,
    draw: () => (
      <g>
        <path d="M170 170 l12 -26 h76 l14 26 z" fill="#f2c200" />
        <rect x="160" y="164" width="124" height="20" rx="6" fill="#f2c200" />
        <circle cx="188" cy="186" r="9" fill={INK} />
        <circle cx="256" cy="186" r="9" fill={INK} />
      </g>
    ),
  },
  {
    words: /famil|child|nino|bebe/,
    draw: () => (
      <g fill={INK}>
        <circle cx="190" cy="112" r="12" />
        <rect x="178" y="126" width="24" height="56" rx="10" />
        <circle cx="250" cy="124" r="10" />
        <rect x="240" y="136" width="20" height="46" rx="9" />
        <circle cx="220" cy="146" r="7" fill={GOLD} />
        <rect x="213" y="155" width="14" height="27" rx="6" fill={GOLD} />
      </g>
    ),
  },
  {
    words: /wheelchair|silla|accesib|movilidad|asistencia/,
    draw: () => (
      <g fill="none" stroke={INK} strokeWidth="8" strokeLinecap="round">
        <circle cx="210" cy="160" r="26" />
        <path d="M200 96 v40 h34 l14 34" />
        <circle cx="200" cy="86" r="6" fill={INK} />
      </g>
    ),
  },
  {
    words: /sunflower|girasol/,
    draw: () => (
      <g>
        <path d="M220 186 v-60" stroke="#1b7f3b" strokeWidth="6" />
        {Array.from({ length: 12 }, (_, i) => (
          <ellipse key={i} cx="220" cy="98" rx="8" ry="22" fill="#f2c200" transform={`rotate(${i * 30} 220 120)`} />
        ))}
        <circle cx="220" cy="120" r="16" fill="#5b3a12" />
      </g>
    ),
  },
  {
    words: /pet|mascota/,
    draw: () => (
      <g fill={INK}>
        <ellipse cx="220" cy="160" rx="40" ry="20" />
        <circle cx="262" cy="136" r="16" />
        <path d="M254 124 l-6 -14 l12 8 z M270 124 l6 -14 l-12 8 z" />
        <rect x="190" y="170" width="8" height="18" />
        <rect x="240" y="170" width="8" height="18" />
      </g>
    ),
  },
  {
    words: /luggage|equipaje|cart|maleta/,
    draw: () => (
      <g>
        <rect x="182" y="110" width="70" height="70" rx="8" fill={GOLD} />
        <rect x="204" y="96" width="26" height="16" rx="4" fill="none" stroke={INK} strokeWidth="5" />
        <circle cx="196" cy="186" r="6" fill={INK} />
        <circle cx="238" cy="186" r="6" fill={INK} />
      </g>
    ),
  },
  {
    words: /liquid|bag|bolsa/,
    draw: () => (
      <g>
        <rect x="175" y="100" width="90" height="84" rx="6" fill="#e8eef7" stroke={INK} strokeWidth="3" />
        <rect x="190" y="126" width="18" height="48" rx="4" fill="#0b57d0" />
        <rect x="216" y="136" width="16" height="38" rx="4" fill={GOLD} />
        <rect x="240" y="130" width="14" height="44" rx="4" fill="#1b7f3b" />
      </g>
    ),
  },
  {
    words: /water|agua|rio/,
    draw: () => (
      <g fill="none" stroke="#0b57d0" strokeWidth="6" strokeLinecap="round">
        <path d="M120 160 q25 -16 50 0 t50 0 t50 0 t50 0" />
        <path d="M120 180 q25 -16 50 0 t50 0 t50 0 t50 0" />
      </g>
    ),
  },
  {
    words: /tree|forest|bosque|silvicultura|suelo|sosten/,
    draw: () => (
      <g>
        <rect x="214" y="140" width="12" height="46" fill="#5b3a12" />
        <circle cx="220" cy="122" r="34" fill="#1b7f3b" />
        <circle cx="196" cy="140" r="20" fill="#2f9a52" />
        <circle cx="246" cy="138" r="22" fill="#2f9a52" />
      </g>
    ),
  },
  {
    words: /gold|muisca|oro|exhibition|exposicion/,
    draw: () => (
      <g fill="none" stroke={GOLD} strokeWidth="6">
        <circle cx="220" cy="130" r="44" />
        <circle cx="220" cy="130" r="28" />
        <path d="M196 130 h48 M220 106 v48" />
      </g>
    ),
  },
  {
    words: /document|pdf|guia|dora|chat/,
    draw: () => (
      <g>
        <rect x="186" y="92" width="80" height="96" rx="6" fill="#ffffff" stroke={INK} strokeWidth="3" />
        {[0, 1, 2, 3].map((i) => (
          <rect
            key={i}
            x="198"
            y={110 + i * 16}
            width={i === 3 ? 34 : 56}
            height="6"
            rx="3"
            fill={i === 0 ? GOLD : '#9b9ba1'}
          />
        ))}
      </g>
    ),
  },
  {
    words: /.*/,
    draw: () => (
      <g fill={INK}>
        <path d="M120 120 l120 -8 l40 -22 l14 4 l-24 26 l60 -4 l14 -14 l10 2 l-8 22 l-212 8 z" />
      </g>
    ),
  },
];

function hueOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export function Illustration({ id, title, className }: { id: string; title?: string; className?: string }) {
  const motif = MOTIFS.find((m) => m.words.test(id)) ?? MOTIFS[MOTIFS.length - 1]!;
  const hue = hueOf(id);
  const gradient = `sky-${id}`;
  return (
    <svg
      viewBox="0 0 440 220"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 45% 92%)`} />
          <stop offset="1" stopColor="#f7f3e6" />
        </linearGradient>
      </defs>
      <rect width="440" height="220" fill={`url(#${gradient})`} />
      <circle cx="360" cy="54" r="22" fill="none" stroke={GOLD} strokeWidth="3" />
      <path
        d="M0 150 L70 96 L120 128 L190 70 L260 122 L320 84 L380 118 L440 92 V220 H0 Z"
        fill={`hsl(${hue} 18% 72%)`}
      />
      <path d="M0 176 Q110 150 220 172 T440 164 V220 H0 Z" fill={`hsl(${(hue + 90) % 360} 30% 60%)`} />
      {motif.draw()}
    </svg>
  );
}
