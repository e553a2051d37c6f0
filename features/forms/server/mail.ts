import 'server-only';

/** Mail composition is shared by every feature that writes to the outbox (forms, flight alerts). */
export { composeMail, type MailContent } from '@/lib/server/outbox/compose-mail';
