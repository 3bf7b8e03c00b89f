import { expect, test, type Page } from '@playwright/test';
import { allRoutes } from '../../src/content/pages.ts';

/**
 * The Content Security Policy is enforced (header, hashes, no 'unsafe-inline' for scripts) and
 * nothing the site itself ships violates it: no `securitypolicyviolation` event and no CSP or
 * Permissions-Policy console error on any route, after every island has hydrated.
 */

declare global {
  interface Window {
    __cspViolations: { directive: string; blocked: string; sample: string }[];
  }
}

async function watch(page: Page) {
  const consoleProblems: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/content security policy|permissions-policy|permissions policy/i.test(text)) {
      consoleProblems.push(`${msg.type()}: ${text}`);
    }
  });
  page.on('pageerror', (err) => consoleProblems.push(`pageerror: ${err.message}`));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  return consoleProblems;
}

/** Scrolls through the page so that client:visible islands hydrate, then lets the network settle. */
async function exercise(page: Page) {
  await page.waitForLoadState('load');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.mouse.wheel(0, 600);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  // client:idle islands hydrate in requestIdleCallback; wait for two idle periods.
  await page.evaluate(
    () => new Promise<void>((r) => requestIdleCallback(() => requestIdleCallback(() => r(), { timeout: 2000 }))),
  );
}

test.describe('content security policy', () => {
  for (const route of [...allRoutes, '/gibt-es-nicht']) {
    test(`${route}: enforced, and no violation`, async ({ page }) => {
      const problems = await watch(page);
      const res = await page.goto(route);
      expect(res).not.toBeNull();
      const csp = res!.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/(^|;)\s*default-src 'none'(;|$)/);
      for (const directive of ['object-src', 'child-src', 'worker-src', 'media-src', 'fenced-frame-src']) {
        expect(csp).toMatch(new RegExp(`(^|;)\\s*${directive} 'none'(;|$)`));
      }
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
      expect(scriptSrc).toContain("'sha256-");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp).toContain("frame-ancestors 'none'");
      await exercise(page);
      const violations = await page.evaluate(() => window.__cspViolations);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }

  test('the policy really blocks an injected inline script and reports it', async ({ page }) => {
    const problems = await watch(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true;';
      document.body.append(s);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => page.evaluate(() => window.__cspViolations.map((v) => v.directive)))
      .toContain('script-src-elem');
    expect(problems.some((p) => /content security policy/i.test(p))).toBe(true);
  });

  test('a frame is blocked on a page without the map', async ({ page }) => {
    await watch(page);
    await page.goto('/agb');
    await page.evaluate(() => {
      const f = document.createElement('iframe');
      f.src = 'https://www.google.com/maps/embed?pb=test';
      document.body.append(f);
    });
    await expect.poll(() => page.evaluate(() => window.__cspViolations.map((v) => v.directive))).toContain('frame-src');
  });
});
