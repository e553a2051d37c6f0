/** SPEC §8: the taxi company's `userMessage`, capitalised. */
export function capitalise(text: string): string {
  const trimmed = text.trim();
  return trimmed ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1) : trimmed;
}
