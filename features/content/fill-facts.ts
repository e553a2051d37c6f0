/* Fact placeholders ({{cartDepositCop}}) of content text: see lib/facts.ts. */
export { factsUsed, fillFacts, formatCop, formatFact } from '@/lib/facts';
