import { requestNonce } from '@/lib/security/request-nonce';

/** How often a held submission checks whether its form has hydrated, and when it gives up. */
export const SUBMIT_GUARD_POLL_MS = 100;
export const SUBMIT_GUARD_GIVE_UP_MS = 15_000;
/** Set on a form while a submission made before its code ran waits to be replayed. */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';

/**
 * A form with neither `action` nor `method` (the site's JavaScript forms: contact, PQRS, taxi, alerts…) has no
 * native submission worth making: before its code has hydrated, the browser would reload the page with the
 * fields in the URL, dropping what the visitor typed and putting it in the address bar and the server's logs.
 * This listener, on the window, hears a submission after React's (on the document) has dispatched it: every
 * JavaScript form's handler cancels the native submission, so one still not cancelled found no handler. It is
 * cancelled and replayed (same submit button) until a handler takes it, so the visitor's click is neither lost
 * nor harmful. Asking React whether a form has hydrated is not enough: it sets an element's props while it
 * renders, before the commit that makes its handlers reachable, and a replay in between reached nothing.
 * Forms that work without JavaScript declare `method="get"` and are left alone.
 */
export const SUBMIT_GUARD_SCRIPT = `(function(){
var PENDING='${SUBMIT_PENDING_ATTRIBUTE}';
window.addEventListener('submit',function(event){
var form=event.target;
if(!(form instanceof HTMLFormElement)||form.hasAttribute('action')||form.hasAttribute('method'))return;
if(event.defaultPrevented){form.removeAttribute(PENDING);return}
event.preventDefault();
if(form.hasAttribute(PENDING))return;
form.setAttribute(PENDING,'');
var submitter=event.submitter&&event.submitter.form===form?event.submitter:undefined;
var started=Date.now();
(function wait(){setTimeout(function(){
if(!form.isConnected||!form.hasAttribute(PENDING))return;
if(Date.now()-started>=${SUBMIT_GUARD_GIVE_UP_MS}){form.removeAttribute(PENDING);return}
form.requestSubmit(submitter);
wait();
},${SUBMIT_GUARD_POLL_MS})})();
});
})()`;

/** Rendered in <head> by the root layout, with the request's CSP nonce. */
export async function SubmitGuard() {
  return (
    <script nonce={await requestNonce()} id="submit-guard" dangerouslySetInnerHTML={{ __html: SUBMIT_GUARD_SCRIPT }} />
  );
}
