import type { Page } from '@playwright/test';

/**
 * Everything on the page that reports a broken Content Security Policy rule, as console lines:
 * the console's own report and every `securitypolicyviolation` event. Call before the page loads;
 * the list fills while the test runs.
 */
export async function cspProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (/content security policy/i.test(msg.text())) problems.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective}`),
    );
  });
  return problems;
}
