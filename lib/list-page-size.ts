/**
 * SPEC §9 "List page size: 10 under 576 px width, otherwise 5", for every paginated list page
 * (establishments, offers). The server cannot know the width, so a list page loads both pages of
 * its `?page=` and renders them; CSS shows the one that fits (components/pagination/responsive-pages),
 * so it needs no JavaScript.
 */
export const LIST_PAGE_SIZE = { wide: 5, narrow: 10 } as const;
/** Widths up to this one (CSS px) get the narrow page size. */
export const NARROW_MAX_WIDTH_PX = 575;

export type ListVariant = keyof typeof LIST_PAGE_SIZE;
export const LIST_VARIANTS = ['wide', 'narrow'] as const satisfies readonly ListVariant[];

/** Loads one page of a list at both page sizes. */
export async function loadBothPageSizes<T>(load: (pageSize: number) => Promise<T>): Promise<Record<ListVariant, T>> {
  const [wide, narrow] = await Promise.all([load(LIST_PAGE_SIZE.wide), load(LIST_PAGE_SIZE.narrow)]);
  return { wide, narrow };
}
