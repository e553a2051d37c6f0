/*
 * Runs in the browser before Next's bootstrap, in the same task. Importing React DOM here sets its modules up
 * now, before the yield the root layout queues (components/layout/hydration-yield.tsx), so start-up is two
 * tasks of about half the length rather than one long one.
 */
import 'react-dom/client';
