/**
 * The server's configuration (lib/config/server.ts), under the name every server module already imports.
 * Client code never imports this: it gets the values meant for the browser from lib/config/public.ts.
 */
export * from './server';
