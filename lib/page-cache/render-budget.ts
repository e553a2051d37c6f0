import { registerProcessStateHook } from '../process-state';

/*
 * The budget of client navigations this process renders for pages the page cache serves.
 *
 * A client navigation or a prefetch asks for the page's RSC payload, which the page cache does not keep: each one
 * is a server render, and a client can send as many as it likes (an `RSC: 1` header is all it takes). Past the
 * budget the proxy answers 503: the router then loads the page as a document, which the page cache answers
 * without rendering, and a refused prefetch is simply not used. So a flood costs the server no more than the
 * budget, whoever sends it, and visitors keep every page (only the soft navigation is lost while it lasts).
 */

/** A token bucket: `perSecond` tokens a second, at most `burst` saved up. Starts full. */
export class TokenBucket {
  private tokens: number;
  private lastMs: number | undefined;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  /** Takes one token when there is one. */
  take(nowMs: number): boolean {
    if (this.lastMs !== undefined) {
      this.tokens = Math.min(this.burst, this.tokens + ((nowMs - this.lastMs) / 1000) * this.perSecond);
    }
    this.lastMs = nowMs;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Whether a request asks for a page's RSC payload (a client navigation or a prefetch), not its document. */
export function isClientNavigationRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return request.headers.has('rsc') || new URL(request.url).searchParams.has('_rsc');
}

const BUDGET_KEY = Symbol.for('eldorado.page-cache.render-budget');

/**
 * Takes one render from the process's budget (RSC_RENDERS_PER_SECOND, twice that saved up); 0 means no budget.
 * Process-wide like the page cache it stands beside: the proxy and the route bundles are separate module graphs.
 */
export function takeClientNavigationRender(perSecond: number, nowMs: number): boolean {
  if (perSecond <= 0) return true;
  const holder = globalThis as typeof globalThis & { [BUDGET_KEY]?: { perSecond: number; bucket: TokenBucket } };
  if (holder[BUDGET_KEY]?.perSecond !== perSecond) {
    holder[BUDGET_KEY] = { perSecond, bucket: new TokenBucket(perSecond, Math.max(1, 2 * perSecond)) };
  }
  return holder[BUDGET_KEY].bucket.take(nowMs);
}

declare module '../process-state' {
  interface ProcessStateHooks {
    /** Start from a full budget. */
    'render-budget': () => void;
  }
}
registerProcessStateHook('render-budget', () => {
  (globalThis as typeof globalThis & { [BUDGET_KEY]?: unknown })[BUDGET_KEY] = undefined;
});

/** The answer past the budget: the router follows a failed payload request with a document load. */
export function overRenderBudgetResponse(): Response {
  return new Response(null, {
    status: 503,
    headers: { 'Retry-After': '1', 'Cache-Control': 'no-store', 'X-Page-Cache': 'OVER-BUDGET' },
  });
}
