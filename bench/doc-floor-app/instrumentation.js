// This app has its own (empty) hook, so Turbopack does not pick up the site's instrumentation.ts from its root.
export function register() {}
