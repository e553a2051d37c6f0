import { requestNonce } from '@/lib/security/request-nonce';

export const HYDRATION_YIELD_ID = 'hydration-yield';

/**
 * One entry in Next's queue of `beforeInteractive` scripts (`self.__next_s`, which next/script fills): an empty
 * inline script. Next's bootstrap runs that queue before it hydrates, and it resolves an inline entry with a
 * timer, so hydration starts in a task of its own instead of the one that set up the framework's modules.
 */
export const HYDRATION_YIELD_SCRIPT = `(self.__next_s=self.__next_s||[]).push(${JSON.stringify([0, { id: HYDRATION_YIELD_ID, children: '' }])})`;

/**
 * Rendered in <head> by the root layout. Start-up was one long task (React DOM's and the router's modules set
 * up, the page payload parsed, hydration started): about 35 ms on this machine, 140 ms at Lighthouse's 4× CPU,
 * so a tap in it waits. With React DOM set up first (instrumentation-client.ts) and this yield after it, it is
 * two tasks of about half that length (BENCHMARKS.md, "Start-up split in two tasks"). In a tab opened in the
 * background the browser may hold timers to one a second: such a page hydrates up to a second later, unseen.
 * Written by hand rather than with next/script: that component would add a 14 kB client chunk to every page
 * for this one line.
 */
export async function HydrationYield() {
  return <script nonce={await requestNonce()} dangerouslySetInnerHTML={{ __html: HYDRATION_YIELD_SCRIPT }} />;
}
