/** PREVIEW_SECRET of the e2e server (playwright.config.ts), so the preview's success path is tested. */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0123456789';
