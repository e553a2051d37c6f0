// Types of key-pages.mjs for check-budgets.mts.
export const KEY_PAGE_TEMPLATES: readonly string[];
export const KEY_PAGES: readonly string[];
