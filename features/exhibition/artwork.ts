import type { ExhibitionCategory } from './schemas';

/*
 * Generated artwork standing in for the Oro Puro photographs (DESIGN.md: no stock photos offline):
 * a round composition per category (the real prints are discs of 245 cm), varied by a seed.
 */

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const PALETTES: Record<ExhibitionCategory, string[]> = {
  cultura_pueblos: ['#7a2e0e', '#c9a227', '#b3261e', '#f2c14e', '#3b1f0b'],
  bosques_ecosistemas: ['#0f3d2e', '#1b7f3b', '#5fa35a', '#a8c686', '#274e13'],
  paisajes_iconicos: ['#283593', '#5c6bc0', '#c9a227', '#8d6e63', '#eceff1'],
  fauna_flora: ['#ad1457', '#f06292', '#1b7f3b', '#ffb300', '#4a148c'],
  rios_aguas: ['#0b57d0', '#4fc3f7', '#00695c', '#b3e5fc', '#01579b'],
};

const r1 = (n: number) => Math.round(n * 10) / 10;

function layers(category: ExhibitionCategory, rnd: () => number, colors: string[]): string {
  const c = (i: number) => colors[i % colors.length];
  switch (category) {
    case 'cultura_pueblos': {
      // Concentric rings and a Muisca-like spiral motif.
      const rings = Array.from(
        { length: 6 },
        (_, i) =>
          `<circle cx="200" cy="200" r="${190 - i * 28}" fill="none" stroke="${c(i)}" stroke-width="${r1(8 + rnd() * 14)}"/>`,
      ).join('');
      const spokes = Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2 + rnd() * 0.2;
        return `<line x1="200" y1="200" x2="${r1(200 + Math.cos(a) * 180)}" y2="${r1(200 + Math.sin(a) * 180)}" stroke="${c(1)}" stroke-width="3" opacity="0.6"/>`;
      }).join('');
      return `<rect width="400" height="400" fill="${c(4)}"/>${spokes}${rings}<circle cx="200" cy="200" r="${r1(30 + rnd() * 20)}" fill="${c(1)}"/>`;
    }
    case 'bosques_ecosistemas': {
      const trees = Array.from({ length: 26 }, () => {
        const x = rnd() * 400;
        const h = 80 + rnd() * 180;
        const base = 330 + rnd() * 70;
        return `<path d="M${r1(x)} ${r1(base - h)} L${r1(x - h / 4)} ${r1(base)} L${r1(x + h / 4)} ${r1(base)}Z" fill="${c(Math.floor(rnd() * 4))}" opacity="0.9"/>`;
      }).join('');
      return `<rect width="400" height="400" fill="${c(3)}"/><circle cx="${r1(80 + rnd() * 240)}" cy="110" r="46" fill="#f4f4f2" opacity="0.7"/>${trees}`;
    }
    case 'paisajes_iconicos': {
      const ridges = Array.from({ length: 4 }, (_, i) => {
        const y = 170 + i * 55;
        const pts = Array.from({ length: 9 }, (_, k) => `${k * 50},${r1(y - rnd() * 90)}`).join(' L');
        return `<path d="M0 400 L0 ${y} L${pts} L400 ${y} L400 400Z" fill="${c(i)}" opacity="${0.75 + i * 0.08}"/>`;
      }).join('');
      return `<rect width="400" height="400" fill="${c(4)}"/><circle cx="${r1(100 + rnd() * 200)}" cy="${r1(90 + rnd() * 40)}" r="40" fill="${c(2)}"/>${ridges}`;
    }
    case 'fauna_flora': {
      const petals = Array.from({ length: 10 }, (_, i) => {
        const a = (i / 10) * 360 + rnd() * 10;
        return `<ellipse cx="200" cy="120" rx="${r1(28 + rnd() * 14)}" ry="80" fill="${c(i % 2)}" opacity="0.85" transform="rotate(${r1(a)} 200 200)"/>`;
      }).join('');
      const leaves = Array.from(
        { length: 8 },
        () =>
          `<ellipse cx="${r1(rnd() * 400)}" cy="${r1(rnd() * 400)}" rx="40" ry="14" fill="${c(2)}" opacity="0.5" transform="rotate(${r1(rnd() * 180)} 200 200)"/>`,
      ).join('');
      return `<rect width="400" height="400" fill="${c(4)}"/>${leaves}${petals}<circle cx="200" cy="200" r="34" fill="${c(3)}"/>`;
    }
    case 'rios_aguas': {
      const waves = Array.from({ length: 9 }, (_, i) => {
        const y = 40 + i * 42;
        const amp = 10 + rnd() * 22;
        return `<path d="M0 ${y} C100 ${r1(y - amp)} 150 ${r1(y + amp)} 200 ${y} S300 ${r1(y - amp)} 400 ${y} V400 H0Z" fill="${c(i)}" opacity="0.55"/>`;
      }).join('');
      return `<rect width="400" height="400" fill="${c(3)}"/>${waves}`;
    }
  }
}

export function photoSvg(category: ExhibitionCategory, seed: number): string {
  const rnd = random(seed);
  const colors = [...PALETTES[category]].sort(() => rnd() - 0.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" aria-hidden="true">
<defs><clipPath id="disc"><circle cx="200" cy="200" r="198"/></clipPath></defs>
<g clip-path="url(#disc)">${layers(category, rnd, colors)}</g>
<circle cx="200" cy="200" r="197" fill="none" stroke="#c9a227" stroke-width="4"/>
</svg>`;
}
