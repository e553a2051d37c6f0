/*
 * Colombian pesos as the site writes them (ARCHITECTURE §4): `$ 45.300`, dot thousands, whole pesos unless
 * cents are asked for (`$ 3.912,47`). Client-safe. Intl's es-CO pattern puts a no-break space after the sign;
 * a plain one is written, as the site always has, whichever space the server's or the browser's ICU writes.
 */

const formats = new Map<number, Intl.NumberFormat>();

function copFormat(fractionDigits: number): Intl.NumberFormat {
  let format = formats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(fractionDigits, format);
  }
  return format;
}

export function formatCop(amount: number, fractionDigits = 0): string {
  return copFormat(fractionDigits).format(amount).replace(/\s/g, ' ');
}

/** `$ 5.000 – $ 12.000`, or one amount when both ends are the same. */
export function formatCopRange(min: number, max: number): string {
  return min === max ? formatCop(min) : `${formatCop(min)} – ${formatCop(max)}`;
}
