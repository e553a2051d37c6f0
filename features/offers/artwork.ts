import { escapeMarkup } from '@/lib/escape-markup';
import type { OfferCategory } from './schemas';

/*
 * The offers' illustrations, drawn as SVG (DESIGN.md: no stock photos): the offer's headline figure
 * on a pictogram of its category, in the establishment's colour. Deterministic for given inputs.
 */

const PICTOGRAMS: Record<OfferCategory, string> = {
  // A gift box with a plane-window arch: duty free.
  duty_free:
    '<rect x="228" y="118" width="120" height="92" rx="8"/><rect x="220" y="100" width="136" height="26" rx="6"/><path d="M288 100v110M258 100c-18-26 8-40 30 0M318 100c18-26-8-40-30 0" fill="none" stroke="currentColor" stroke-width="8"/>',
  // A cup with steam: food and beverages.
  food_beverages:
    '<path d="M232 120h104v46a40 40 0 0 1-40 40h-24a40 40 0 0 1-40-40z"/><path d="M336 132h14a18 18 0 0 1 0 36h-14" fill="none" stroke="currentColor" stroke-width="8"/><path d="M262 104c-8-12 8-20 0-32M290 104c-8-12 8-20 0-32M318 104c-8-12 8-20 0-32" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round"/>',
  // A shopping bag: shopping.
  shopping:
    '<path d="M232 120h112l-8 92h-96z"/><path d="M262 120v-16a26 26 0 0 1 52 0v16" fill="none" stroke="currentColor" stroke-width="8"/>',
};

function safeColor(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color : '#7a5f00';
}

export function offerSvg({ badge, category, color }: { badge: string; category: string; color: string }): string {
  const fill = safeColor(color);
  const pictogram = PICTOGRAMS[category as OfferCategory] ?? PICTOGRAMS.shopping;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" width="400" height="240" role="img" aria-hidden="true">
<rect width="400" height="240" fill="#f4f4f2"/>
<circle cx="330" cy="40" r="120" fill="${fill}" opacity="0.12"/>
<circle cx="60" cy="230" r="90" fill="#c9a227" opacity="0.18"/>
<g fill="${fill}" color="${fill}" opacity="0.9">${pictogram}</g>
<rect x="24" y="24" width="150" height="64" rx="12" fill="#0b0b0c"/>
<text x="99" y="67" text-anchor="middle" font-family="system-ui, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${escapeMarkup(badge)}</text>
</svg>`;
}
