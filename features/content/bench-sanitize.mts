/**
 * CPU time of the rich-text sanitiser on hostile bodies of 100, 200 and 400 kB (the cap of PUT /api/v2/content/pages):
 * linear input gives a time proportional to the size, so the 400 kB time is about 4 × the 100 kB one.
 * Printed, never asserted. Run: `npm run bench:sanitize`.
 */
import { sanitizeRichText } from './sanitize';

const SIZES_KB = [100, 200, 400];
const RUNS = 9;

/** Each body repeats its unit up to `bytes`. */
const BODIES: Record<string, (bytes: number) => string> = {
  'repeated `<a ` (no `>`)': (bytes) => '<a '.repeat(Math.ceil(bytes / 3)),
  'nesting, then stray closes': (bytes) => '<b><p><li>'.repeat(Math.ceil(bytes / 20)) + '</x></i>'.repeat(bytes / 16),
  'entity soup': (bytes) => '&eacute;&#x3C;&rsquo;&#0;&zzz;&amp'.repeat(Math.ceil(bytes / 33)),
  'encoded javascript: links': (bytes) => '<a href="&#106;ava&Tab;script&colon;x">y</a>'.repeat(Math.ceil(bytes / 44)),
  'authored rich text': (bytes) =>
    '<h3>Equipaje</h3><p>Lleve <strong>líquidos</strong> de 100&nbsp;ml; <a href="/servicios/equipaje">más</a>.</p><ul><li>uno</li></ul>'.repeat(
      Math.ceil(bytes / 120),
    ),
};

/**
 * CPU time of the process (user + system), the least of RUNS: wall time on a shared machine mostly measures
 * waiting for a core (the same reason the page benches count the main thread's CPU time).
 */
function bestCpuMs(body: string): number {
  let best = Infinity;
  for (let run = 0; run < RUNS; run++) {
    const start = process.cpuUsage();
    sanitizeRichText(body);
    const { user, system } = process.cpuUsage(start);
    best = Math.min(best, (user + system) / 1000);
  }
  return best;
}

console.log(`sanitizeRichText, CPU time, least of ${RUNS} runs\n`);
console.log(['body'.padEnd(30), ...SIZES_KB.map((kb) => `${kb} kB`.padStart(10)), '400/100'.padStart(9)].join(''));
for (const [name, make] of Object.entries(BODIES)) {
  const bodies = SIZES_KB.map((kb) => make(kb * 1000).slice(0, kb * 1000));
  bestCpuMs(bodies[0]!); // warm-up: the JIT compiles for this body's shape first
  const times = bodies.map(bestCpuMs);
  const ratio = times[2]! / times[0]!;
  console.log(
    [
      name.padEnd(30),
      ...times.map((ms) => `${ms.toFixed(1)} ms`.padStart(10)),
      `×${ratio.toFixed(1)}`.padStart(9),
    ].join(''),
  );
}
console.log('\nLinear: 400/100 near ×4. Quadratic input would give ×16.');
