import { documents } from '@/content/documents';
import { events } from '@/content/entries/events';
import { faq } from '@/content/entries/faq';
import { news } from '@/content/entries/news';
import { stories } from '@/content/entries/stories';
import type { ContentEntriesInput } from './seed';

/** The dated entries and documents of content/ (fixed files, imported statically). */
export const contentEntriesInput: ContentEntriesInput = { news, stories, events, faq, documents };
