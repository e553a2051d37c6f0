// The table bench:lighthouse prints (Markdown, so BENCHMARKS.md can carry it as printed), from its results.
import { ratioInterval } from './stats.mjs';

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const signed = (n, unit = '') => (Number.isFinite(n) ? `${n >= 0 ? '+' : '−'}${Math.abs(n)}${unit}` : 'n/a');

/** The TBT ratio's interval (stats.mjs), recomputed from the runs for results written before it was stored. */
export function tbtRatioInterval(r) {
  if (r.tbtRatioInterval) return r.tbtRatioInterval;
  const pairs = (r.runs?.simulated ?? []).map((p) => ({ a: p.floor, b: p.page }));
  return ratioInterval(pairs, 'tbtMs');
}

const interval = (i) => (Number.isFinite(i.low) ? ` (${fmt(i.low, 2)}–${fmt(i.high, 2)})` : '');

/** A main-thread CPU figure (lighthouse.mjs, cpuFigure); results written before it was measured have none. */
function cpuCell(figure, withInterval) {
  if (!figure || !Number.isFinite(figure.pageMs)) return 'not measured';
  const ratio = `${figure.pageMs} / ${figure.floorMs} ms = ${fmt(figure.ratio, 2)}×`;
  return withInterval ? `${ratio}${interval(figure.interval)}` : ratio;
}

const HEAD = [
  'page',
  'pairs',
  'perf (floor, Δ)',
  'TBT: page / floor = ratio (90 % interval) [page min–max]',
  'LCP simulated: page (floor)',
  'LCP devtools: page / floor (Δ) [pairs]',
  'TBT devtools: page / floor',
  'CPU blocking: page / floor = ratio (90 % interval)',
  'main-thread CPU: page / floor',
  'CLS',
  'a11y / bp / SEO',
];

function cells(r) {
  if (!r.floor) return [`\`${r.path}\``, '0', 'no pair produced metrics', ...HEAD.slice(3).map(() => '')];
  const d = r.devtools;
  return [
    `\`${r.path}\``,
    String(r.pairs),
    `${r.performance} (${r.floor.performance}, ${signed(r.performanceDelta)})`,
    `${r.tbtMs} / ${r.floor.tbtMs} ms = ${fmt(r.tbtRatio, 2)}×${interval(tbtRatioInterval(r))} [${fmt(r.tbtSpread.page.min)}–${fmt(r.tbtSpread.page.max)}]`,
    `${seconds(r.lcpMs)} (${seconds(r.floor.lcpMs)})`,
    d ? `${seconds(d.lcpMs)} / ${seconds(d.floorLcpMs)} (${signed(d.lcpDeltaMs, ' ms')}) [${d.pairs}]` : 'not measured',
    d && Number.isFinite(d.tbtMs) ? `${d.tbtMs} / ${d.floorTbtMs} ms` : 'not measured',
    cpuCell(r.cpuBlocking, true),
    cpuCell(r.cpuTotal, false),
    String(r.cls),
    `${r.accessibility ?? 'n/a'} / ${r.bestPractices ?? 'n/a'} / ${r.seo ?? 'n/a'}` +
      (r.failing?.length ? ` (failing: ${r.failing.join(', ')})` : ''),
  ];
}

/** The printed lines: one row per page, then the machine's CPU benchmark index and the run's length. */
export function lighthouseTable(result) {
  const rows = [HEAD, ...result.rows.map(cells)];
  const widths = HEAD.map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  const index = result.benchmarkIndex ?? {};
  const cpu = result.cpuMultiplier;
  const slowdown = cpu
    ? ` CPU slowdown ${cpu.calibrated ? 'calibrated to it' : 'fixed'}: median ${fmt(cpu.median, 1)}× (${fmt(cpu.min, 1)}–${fmt(cpu.max, 1)}×);`
    : ' CPU slowdown 4× (Lighthouse default);';
  return [
    line(HEAD),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.slice(1).map(line),
    '',
    `Lighthouse CPU benchmark index over the run: median ${fmt(index.median)} (${fmt(index.min)}–${fmt(index.max)}, ${index.n ?? 0} runs);` +
      slowdown +
      ` ${result.pairs} simulated and ${result.devtoolsPairs} devtools pairs per page; run length ${fmt((result.elapsedSeconds ?? Number.NaN) / 60, 1)} min` +
      (result.partial ? ` (${result.partial})` : '') +
      '.',
  ].join('\n');
}
