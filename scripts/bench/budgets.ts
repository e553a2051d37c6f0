// Lighthouse budgets, as pure functions (scripts/bench/check-budgets.mts applies them). The performance
// budgets are relative to the framework's floor (the empty Next page, bench/floor-app) measured side by side
// in the same run: a slower or busier machine moves both alike. Milliseconds are printed, never budgeted.

/** The floor's medians over the runs paired with one page. */
export interface FloorFigures {
  performance: number;
  tbtMs: number;
  lcpMs: number;
}

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Simulated (Lantern) LCP: printed, not budgeted. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost accessibility, best practices or SEO points. */
  failing?: string[];
  /** The floor measured beside this page (simulated throttling). */
  floor?: FloorFigures;
  /** LCP with devtools throttling (the page really loaded throttled), page and floor medians. */
  devtools?: { lcpMs: number; floorLcpMs: number; pairs: number };
  /** Where the TBT ratio could fall on another run of as many pairs (stats.mjs, ratioInterval). */
  tbtRatioInterval?: { low: number; high: number; level: number };
  /** The same blocking counted on the main thread's CPU time (lighthouse-run.mjs, mainThreadCpu): printed only. */
  cpuBlocking?: { pageMs: number; floorMs: number; ratio: number; interval: { low: number; high: number } };
}

export const FLOOR_BUDGETS = {
  /** Simulated TBT ≤ this × the floor's. */
  tbtRatio: 1.3,
  /** Performance score ≥ the floor's − this. */
  performanceBelowFloor: 3,
  /** LCP with devtools throttling ≤ the floor's + this. */
  devtoolsLcpOverFloorMs: 500,
  cls: 0.02,
} as const;

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

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Whether the run decided the TBT budget: 'over' or 'under' when the ratio's whole interval lies on that side of
 * it, 'undecided' when the interval holds the budget (another run of as many pairs could give either verdict).
 * The verdict itself is the medians' ratio, as the budget says; this tells how far to trust it.
 */
export function tbtDecision(r: LighthouseRow): 'over' | 'under' | 'undecided' | undefined {
  const interval = r.tbtRatioInterval;
  if (!interval || !Number.isFinite(interval.low) || !Number.isFinite(interval.high)) return undefined;
  if (interval.low > FLOOR_BUDGETS.tbtRatio) return 'over';
  if (interval.high <= FLOOR_BUDGETS.tbtRatio) return 'under';
  return 'undecided';
}

function tbtIntervalNote(r: LighthouseRow): string {
  const interval = r.tbtRatioInterval;
  const decision = tbtDecision(r);
  if (!interval || !decision) return '';
  const range = `${Math.round(interval.level * 100)} % interval ${interval.low.toFixed(2)}–${interval.high.toFixed(2)}×`;
  return decision === 'over' ? `; ${range}, wholly over it` : `; ${range}: within this run's noise`;
}

/** The broken budgets of one page, and the waiver that excused its category scores, if any. */
export function lighthouseVerdict(r: LighthouseRow): { broken: string[]; waived?: string } {
  const waiver = waiverFor(r);
  const categories = [
    ['accessibility', r.accessibility],
    ['best practices', r.bestPractices],
    ['SEO', r.seo],
  ] as const;
  const scores = categories
    .filter(([, score]) => Number.isFinite(score) && score < 100)
    .map(([name, score]) => `${name} ${score} < 100`)
    .map((b) => (r.failing?.length ? `${b} (failing: ${r.failing.join(', ')})` : b));
  const unmeasured = categories.filter(([, score]) => !Number.isFinite(score)).map(([name]) => `${name} not measured`);
  const { floor, devtools } = r;
  const relative = floor
    ? [
        r.tbtMs > FLOOR_BUDGETS.tbtRatio * floor.tbtMs &&
          `TBT ${r.tbtMs} ms is ${(r.tbtMs / floor.tbtMs).toFixed(2)}× the floor's ${floor.tbtMs} ms (budget ${FLOOR_BUDGETS.tbtRatio}×${tbtIntervalNote(r)})`,
        r.performance < floor.performance - FLOOR_BUDGETS.performanceBelowFloor &&
          `performance ${r.performance} < the floor's ${floor.performance} − ${FLOOR_BUDGETS.performanceBelowFloor}`,
      ]
    : ['not measured beside the floor (run bench:lighthouse)'];
  const lcp = devtools
    ? devtools.lcpMs > devtools.floorLcpMs + FLOOR_BUDGETS.devtoolsLcpOverFloorMs &&
      `LCP (devtools throttling) ${seconds(devtools.lcpMs)} is ${Math.round(devtools.lcpMs - devtools.floorLcpMs)} ms over the floor's ${seconds(devtools.floorLcpMs)} (budget +${FLOOR_BUDGETS.devtoolsLcpOverFloorMs} ms)`
    : 'LCP with devtools throttling not measured';
  const broken = [
    ...relative,
    lcp,
    ...(waiver ? [] : scores),
    ...unmeasured,
    r.cls > FLOOR_BUDGETS.cls && `CLS ${r.cls} > ${FLOOR_BUDGETS.cls}`,
  ].filter((b): b is string => Boolean(b));
  return { broken, waived: waiver && scores.length ? `${scores.join(', ')} waived (${waiver})` : undefined };
}
