/*
 * The business facts of SPEC §9 live in lib/facts.ts (messages use them too, and lib never imports a
 * feature); content code imports them from here.
 */
export { FACTS, LIVE_FACT_NAMES, type FactName } from '@/lib/facts';
