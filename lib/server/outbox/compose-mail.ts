import { escapeMarkup } from '@/lib/escape-markup';
import type { NewOutboxMessage } from './index';

/** A plain-text mail with an HTML twin: a greeting, lines of text, a table of fields, links. */
export interface MailContent {
  to: string;
  subject: string;
  kind: string;
  greeting?: string;
  paragraphs: string[];
  fields?: Array<[label: string, value: string | undefined]>;
  links?: Array<[label: string, href: string]>;
  replyTo?: string;
}

/** Builds the outbox message (channel mail) for `enqueueMessage`. Values are escaped in the HTML. */
export function composeMail(content: MailContent): NewOutboxMessage {
  const fields = (content.fields ?? []).filter((f): f is [string, string] => Boolean(f[1]));
  const text = [
    content.greeting,
    ...content.paragraphs,
    fields.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(content.links ?? []).map(([label, href]) => `${label}: ${href}`),
  ]
    .filter(Boolean)
    .join('\n\n');
  const html = [
    content.greeting ? `<p>${escapeMarkup(content.greeting)}</p>` : '',
    ...content.paragraphs.map((p) => `<p>${escapeMarkup(p).replace(/\n/g, '<br>')}</p>`),
    fields.length
      ? `<table cellpadding="4">${fields
          .map(
            ([label, value]) =>
              `<tr><th align="left" valign="top">${escapeMarkup(label)}</th><td>${escapeMarkup(value).replace(/\n/g, '<br>')}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    ...(content.links ?? []).map(
      ([label, href]) => `<p><a href="${escapeMarkup(href)}">${escapeMarkup(label)}</a></p>`,
    ),
  ].join('\n');
  return {
    channel: 'mail',
    to: content.to,
    subject: content.subject,
    text,
    html,
    kind: content.kind,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  };
}
