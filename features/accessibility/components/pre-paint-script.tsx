import { headers } from 'next/headers';
import { prePaintScript } from '../pre-paint';
import '../settings.scss';

const SCRIPT = prePaintScript();

/**
 * Rendered in <head> by the root layout: applies the stored accessibility settings before the body is
 * painted. It carries the request's CSP nonce (proxy.ts sets `x-nonce`; on a page-cache fill that is the
 * cache token, replaced by each response's fresh nonce). Also brings the settings' global styles.
 */
export async function AccessibilityPrePaint() {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return <script nonce={nonce} id="a11y-pre-paint" dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
