/**
 * The analytics ids `npm test` builds the site with (package.json). Vitest and Playwright put them
 * into their own process too, so whatever a test derives from build-time settings in the runner
 * (the chat's knowledge, the Datenschutz sections shown with analytics) matches the built pages.
 */
export const testAnalyticsIds = { PUBLIC_GTM_ID: 'GTM-TEST000', PUBLIC_GA4_ID: 'G-TEST00000' };
