/** PREVIEW_SECRET of the e2e server (playwright.config.ts), so the preview's success path is tested. */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0123456789';

/** REVALIDATE_SECRET of the e2e server: the operator endpoints (revalidation, publishing a page) are tested. */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789';
