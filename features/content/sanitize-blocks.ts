import { sanitizeRichText } from './sanitize';
import type { ContentBlock } from './schemas';

/** Sanitises the rich-text fields of blocks (richText, callout, accordion answers) before they are saved. */
export function sanitizeBlocks(blocks: ContentBlock[]): ContentBlock[] {
  return blocks.map((block) => {
    switch (block.type) {
      case 'richText':
      case 'callout':
        return { ...block, html: sanitizeRichText(block.html) };
      case 'accordion':
        return {
          ...block,
          items: block.items.map((item) => ({ ...item, answerHtml: sanitizeRichText(item.answerHtml) })),
        };
      default:
        return block;
    }
  });
}
