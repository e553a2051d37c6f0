import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE, loadBothPageSizes, NARROW_MAX_WIDTH_PX } from './list-page-size';

describe('list page size (SPEC §9)', () => {
  it('is 10 under 576 px and 5 otherwise', () => {
    expect(LIST_PAGE_SIZE).toEqual({ wide: 5, narrow: 10 });
    expect(NARROW_MAX_WIDTH_PX + 1).toBe(576);
  });

  it('loads the same page at both sizes', async () => {
    const seen: number[] = [];
    const both = await loadBothPageSizes(async (size) => {
      seen.push(size);
      return `size ${size}`;
    });
    expect(both).toEqual({ wide: 'size 5', narrow: 'size 10' });
    expect(seen.sort((a, b) => a - b)).toEqual([5, 10]);
  });
});
