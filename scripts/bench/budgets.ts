// Lighthouse budgets, as pure functions (scripts/bench/check-budgets.mts applies them).

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost accessibility, best practices or SEO points. */
  failing?: string[];
}

/**
 * Audits the SPEC makes fail on some pages. A category score under budget whose every failing audit is
 * waived here is reported, not counted as broken; any other failing audit still breaks the budget.
 */
const TAXI_PAGES = /^(\/(en|fr|pt))?\/servicios\/taxis/;
const TAXI_SCALE =
  'SPEC §9 opens the taxi pages at a 0.7 viewport scale, and Lighthouse fails any initial-scale below 1';

export const LIGHTHOUSE_WAIVERS: { path: RegExp; audit: string; reason: string }[] = [
  { path: TAXI_PAGES, audit: 'viewport', reason: TAXI_SCALE },
  // Lighthouse scores font-size 0 without looking at the text whenever the viewport is not "mobile optimized".
  { path: TAXI_PAGES, audit: 'font-size', reason: TAXI_SCALE },
];

/** The reasons that excuse every failing audit of the row ('audits: reason'), or undefined if one is not waived. */
export function waiverFor(row: LighthouseRow): string | undefined {
  const failing = row.failing ?? [];
  const byReason = new Map<string, string[]>();
  for (const audit of failing) {
    const waiver = LIGHTHOUSE_WAIVERS.find((w) => w.audit === audit && w.path.test(row.path));
    if (!waiver) return undefined;
    byReason.set(waiver.reason, [...(byReason.get(waiver.reason) ?? []), audit]);
  }
  if (!byReason.size) return undefined;
  return [...byReason].map(([reason, audits]) => `${audits.join(', ')}: ${reason}`).join('; ');
}

/** The broken budgets of one page, and the waiver that excused its category scores, if any. */
export function lighthouseVerdict(r: LighthouseRow): { broken: string[]; waived?: string } {
  const waiver = waiverFor(r);
  const scores = [
    r.accessibility < 100 && `accessibility ${r.accessibility} < 100`,
    r.bestPractices < 100 && `best practices ${r.bestPractices} < 100`,
    r.seo < 100 && `SEO ${r.seo} < 100`,
  ]
    .filter((b): b is string => Boolean(b))
    .map((b) => (r.failing?.length ? `${b} (failing: ${r.failing.join(', ')})` : b));
  const broken = [
    r.performance < 95 && `performance ${r.performance} < 95`,
    ...(waiver ? [] : scores),
    r.lcpMs > 1500 && `LCP ${r.lcpMs} ms > 1500`,
    r.tbtMs > 100 && `TBT ${r.tbtMs} ms > 100`,
    r.cls > 0.02 && `CLS ${r.cls} > 0.02`,
  ].filter((b): b is string => Boolean(b));
  return { broken, waived: waiver && scores.length ? `${scores.join(', ')} waived (${waiver})` : undefined };
}
