import { requestNonce } from '@/lib/security/request-nonce';

/** How often a held submission checks whether its form has hydrated, and when it gives up. */
export const SUBMIT_GUARD_POLL_MS = 100;
export const SUBMIT_GUARD_GIVE_UP_MS = 15_000;
/** Set on a form while a submission made before its code ran waits to be replayed. */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';

/**
 * A form with neither `action` nor `method` (the site's JavaScript forms: contact, PQRS, taxi, alerts…) has no
 * native submission worth making: before its code has hydrated, the browser would reload the page with the
 * fields in the URL, dropping what the visitor typed and putting it in the address bar and the server's logs. This
 * listener, registered before any of the page's code, cancels that submission and replays it (same submit button)
 * once React has hydrated the form, so the visitor's click is neither lost nor harmful. Forms that work without
 * JavaScript declare `method="get"` and are left alone.
 */
export const SUBMIT_GUARD_SCRIPT = `(function(){
function hydrated(form){for(var key in form){if(key.indexOf('__reactProps$')===0)return true}return false}
document.addEventListener('submit',function(event){
var form=event.target;
if(!(form instanceof HTMLFormElement)||form.hasAttribute('action')||form.hasAttribute('method'))return;
event.preventDefault();
if(hydrated(form)||form.hasAttribute('${SUBMIT_PENDING_ATTRIBUTE}'))return;
form.setAttribute('${SUBMIT_PENDING_ATTRIBUTE}','');
var submitter=event.submitter&&event.submitter.form===form?event.submitter:undefined;
var started=Date.now();
(function replay(){
if(!form.isConnected)return;
if(hydrated(form)){form.removeAttribute('${SUBMIT_PENDING_ATTRIBUTE}');form.requestSubmit(submitter);return}
if(Date.now()-started<${SUBMIT_GUARD_GIVE_UP_MS})setTimeout(replay,${SUBMIT_GUARD_POLL_MS});
else form.removeAttribute('${SUBMIT_PENDING_ATTRIBUTE}');
})();
},true);
})()`;

/** Rendered in <head> by the root layout, with the request's CSP nonce. */
export async function SubmitGuard() {
  return (
    <script nonce={await requestNonce()} id="submit-guard" dangerouslySetInnerHTML={{ __html: SUBMIT_GUARD_SCRIPT }} />
  );
}
