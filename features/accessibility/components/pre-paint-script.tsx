import { requestNonce } from '@/lib/security/request-nonce';
import { prePaintScript } from '../pre-paint';
import '../settings.scss';

const SCRIPT = prePaintScript();

/**
 * Rendered in <head> by the root layout: applies the stored accessibility settings before the body is
 * painted, with the request's CSP nonce. Also brings the settings' global styles.
 */
export async function AccessibilityPrePaint() {
  return <script nonce={await requestNonce()} id="a11y-pre-paint" dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
