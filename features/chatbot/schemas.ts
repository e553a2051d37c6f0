import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { MAX_QUESTION } from './constants';

/*
 * The assistant's contract: a question in, an answer quoted from the site's own content (or a live
 * flight status) with its source links out. When nothing matches it says so and offers the PQRS
 * form and Dora on WhatsApp: it never makes an answer up.
 */

export const MAX_QUESTION_LENGTH = MAX_QUESTION;

export const askSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'Write a question')
    .max(MAX_QUESTION_LENGTH, `Use at most ${MAX_QUESTION_LENGTH} characters`),
  locale: z.enum(locales).default('es'),
});
export type AskInput = z.infer<typeof askSchema>;

const linkSchema = z.object({ title: z.string(), url: z.string() });

export const answerSchema = z
  .object({
    kind: z.enum(['answer', 'flight', 'live', 'notFound']).meta({
      description:
        'answer = quoted from the site; flight = live status; live = queue times or parking now; notFound = nothing trusted',
    }),
    text: z
      .string()
      .meta({ description: 'Quoted from the best matching passage, or the live sentence (flight, queues, parking)' }),
    sources: z.array(linkSchema).meta({ description: 'Pages the answer comes from (site paths with locale prefix)' }),
    fallback: z.object({ pqrs: z.string(), whatsapp: z.string() }),
  })
  .meta({ description: "The assistant's answer" });
export type ChatAnswer = z.infer<typeof answerSchema>;
