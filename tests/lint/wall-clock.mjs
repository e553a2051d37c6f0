/**
 * Test files never compare elapsed wall-clock time with a number: such a test passes on a quiet machine
 * and fails on a busy one (CI, a newcomer's laptop). Test the behaviour instead (fake timers, the timeout
 * that was passed, the number of attempts, the order of events); speed belongs in `npm run bench:*`.
 *
 * ESLint's no-restricted-syntax refuses the ways a test measures elapsed time. The rare test that truly
 * needs a clock reading says why, on the line before it:
 *   // eslint-disable-next-line no-restricted-syntax -- <why this is not an elapsed-time assertion>
 */
const MESSAGE =
  'Tests must not measure elapsed wall-clock time (it fails on a busy machine): use fake timers, assert the timeout passed or the order of events, and measure speed in a bench script (docs/testing.md).';

const NOW_CALL = (object) =>
  `[callee.type='MemberExpression'][callee.object.name='${object}'][callee.property.name='now']`;
const SUBTRAHEND = '[right.type=/^(Identifier|MemberExpression|CallExpression)$/]';

export const wallClockSelectors = [
  // performance.now() has no other use in a test than timing something.
  `CallExpression${NOW_CALL('performance')}`,
  // process.hrtime() and process.hrtime.bigint().
  "MemberExpression[object.name='process'][property.name='hrtime']",
  // Date.now() - started (an instant minus a constant, `Date.now() - 60_000`, stays allowed).
  `BinaryExpression[operator='-'][left.type='CallExpression']${SUBTRAHEND}[left.callee.object.name='Date'][left.callee.property.name='now']`,
  // new Date().getTime() - started, and new Date().valueOf() - started.
  `BinaryExpression[operator='-']${SUBTRAHEND}[left.callee.object.type='NewExpression'][left.callee.object.callee.name='Date'][left.callee.object.arguments.length=0]`,
];

/** The rule entry for test files (eslint.config.mjs). */
export const noWallClockInTests = ['error', ...wallClockSelectors.map((selector) => ({ selector, message: MESSAGE }))];

/** Which files are tests. */
export const testFiles = ['**/*.test.{ts,tsx,mts,mjs}', 'e2e/**/*.ts'];
