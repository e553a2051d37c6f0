/* Fact placeholders ({{cartDepositCop}}) of content text: see lib/facts.ts. */
export { factsUsed, fillFacts, formatFact } from '@/lib/facts';
export { formatCop } from '@/lib/money';
