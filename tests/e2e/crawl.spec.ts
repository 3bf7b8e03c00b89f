import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { allRoutes } from '../../src/content/pages.ts';

/**
 * Dead-control crawl: on every route, every <a> and <button> in header, main and footer must
 * lead somewhere. Links: no empty href, no bare '#', in-page anchors must hit an element, and
 * every same-origin target must answer without an error (each requested once). Buttons: a
 * button that is not part of a form, not inside a hydrated island and carries no ARIA wiring
 * (aria-controls/-expanded/-haspopup/-pressed, popovertarget, commandfor) does nothing.
 */
interface Control {
  kind: 'a' | 'button';
  href: string | null;
  label: string;
  inForm: boolean;
  inIsland: boolean;
  wired: boolean;
  anchorTarget: boolean;
}

/** Every <a> and <button> in the page's header, main and footer. */
function collectControls(page: Page): Promise<Control[]> {
  return page.evaluate(() => {
    const roots = [...document.querySelectorAll('body > header, main, body > footer')];
    const out: Control[] = [];
    for (const root of roots) {
      for (const el of root.querySelectorAll('a, button')) {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60);
        const href = el.tagName === 'A' ? el.getAttribute('href') : null;
        out.push({
          kind: el.tagName === 'A' ? 'a' : 'button',
          href,
          label,
          inForm: !!el.closest('form'),
          inIsland: !!el.closest('astro-island'),
          wired: [
            'aria-controls',
            'aria-expanded',
            'aria-haspopup',
            'aria-pressed',
            'popovertarget',
            'commandfor',
          ].some((a) => el.hasAttribute(a)),
          anchorTarget:
            !!href &&
            href.startsWith('#') &&
            href.length > 1 &&
            !!document.getElementById(decodeURIComponent(href.slice(1))),
        });
      }
    }
    return out;
  });
}

/** Judges the controls of one route; returns the dead ones. `status` caches answers per target. */
async function deadControls(
  route: string,
  controls: Control[],
  request: APIRequestContext,
  origin: string,
  status: Map<string, number>,
): Promise<string[]> {
  const dead: string[] = [];
  for (const c of controls) {
    if (c.kind === 'button') {
      if (!c.inForm && !c.inIsland && !c.wired) dead.push(`${route}: button "${c.label}" has no effect`);
      continue;
    }
    const href = c.href?.trim() ?? '';
    if (href === '' || href === '#' || href.startsWith('javascript:')) {
      dead.push(`${route}: link "${c.label}" has href "${href}"`);
      continue;
    }
    if (href.startsWith('#')) {
      if (!c.anchorTarget) dead.push(`${route}: link "${c.label}" points to missing anchor ${href}`);
      continue;
    }
    if (/^(mailto|tel):/.test(href)) continue;
    const url = new URL(href, origin + route);
    if (url.origin !== origin) continue;
    const key = url.pathname + url.search;
    if (!status.has(key)) status.set(key, (await request.get(key, { maxRedirects: 5 })).status());
    const code = status.get(key)!;
    if (code >= 400) dead.push(`${route}: link "${c.label}" -> ${key} answers ${code}`);
  }
  return dead;
}

test('no dead link or button on any route', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const status = new Map<string, number>();
  const dead: string[] = [];
  let links = 0;
  let buttons = 0;

  for (const route of allRoutes) {
    await page.goto(route, { waitUntil: 'networkidle' });
    const controls = await collectControls(page);
    const routeLinks = controls.filter((c) => c.kind === 'a').length;
    const routeButtons = controls.length - routeLinks;
    dead.push(...(await deadControls(route, controls, request, origin, status)));
    links += routeLinks;
    buttons += routeButtons;
    console.log(`crawl ${route}: ${routeLinks} links, ${routeButtons} buttons`);
  }

  console.log(
    `crawl report: ${allRoutes.length} routes, ${links} links (${status.size} distinct targets requested), ${buttons} buttons, ${dead.length} dead controls`,
  );
  expect(dead).toEqual([]);
  expect(links).toBeGreaterThan(allRoutes.length * 10);
});

test('the crawl recognises every kind of dead control', async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await page.goto('/');
  await page.evaluate(() => {
    document.querySelector('main')!.innerHTML = `
      <a href="">leer</a><a>ohne href</a><a href="#">Raute</a><a href="#fehlt">Anker</a>
      <a href="/gibt-es-nicht">404</a><a href="javascript:void(0)">js</a><button type="button">tot</button>
      <span id="da"></span><a href="#da">ok Anker</a><a href="/produkte">ok</a><a href="tel:+49">ok tel</a>
      <form><button type="submit">ok Formular</button></form><button aria-expanded="false" aria-controls="da">ok</button>`;
  });
  const dead = await deadControls('/', await collectControls(page), request, origin, new Map());
  const mainDead = dead.filter((d) => /leer|ohne href|Raute|Anker|404|js|tot|ok/.test(d));
  expect(mainDead).toEqual([
    '/: link "leer" has href ""',
    '/: link "ohne href" has href ""',
    '/: link "Raute" has href "#"',
    '/: link "Anker" points to missing anchor #fehlt',
    '/: link "404" -> /gibt-es-nicht answers 404',
    '/: link "js" has href "javascript:void(0)"',
    '/: button "tot" has no effect',
  ]);
});

/** Every same-origin link target (path and query, no fragment) in the raw HTML of `html`. */
function internalTargets(html: string, route: string, origin: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = m[1]!.replace(/&amp;/g, '&');
    if (href === '' || href.startsWith('#') || /^(mailto|tel|javascript):/.test(href)) continue;
    const url = new URL(href, origin + route);
    if (url.origin !== origin) continue;
    out.push(url.pathname + url.search);
  }
  return out;
}

/**
 * One URL per page: every internal link and every sitemap URL reaches its page in at most one
 * redirect, and the URL it ends on is the page's canonical URL (query strings such as
 * `?interesse=` select form values, not pages).
 */
test('every internal link and sitemap URL reaches its canonical URL in at most one hop', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const targets = new Map<string, string>(); // target -> where it was found

  for (const route of allRoutes) {
    const html = await (await request.get(route)).text();
    for (const t of internalTargets(html, route, origin)) if (!targets.has(t)) targets.set(t, `link on ${route}`);
  }
  const linkCount = targets.size;
  const sitemap = await request.get('/sitemap.xml', { maxRedirects: 0 });
  expect(sitemap.status()).toBe(301);
  const index = await (await request.get(sitemap.headers()['location']!)).text();
  for (const s of [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!))) {
    const xml = await (await request.get(s.pathname)).text();
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const url = new URL(m[1]!);
      const target = url.pathname + url.search;
      if (!targets.has(target)) targets.set(target, 'sitemap');
    }
  }
  expect(targets.size).toBeGreaterThan(linkCount);

  const problems: string[] = [];
  let redirected = 0;
  for (const [target, from] of targets) {
    let res = await request.get(target, { maxRedirects: 0 });
    let final = target;
    if (res.status() >= 300 && res.status() < 400) {
      redirected++;
      final = res.headers()['location'] ?? '';
      res = await request.get(final, { maxRedirects: 0 });
      if (res.status() >= 300 && res.status() < 400) {
        problems.push(`${target} (${from}): more than one hop (${final} -> ${res.headers()['location']})`);
        continue;
      }
    }
    if (res.status() !== 200) {
      problems.push(`${target} (${from}): ends with ${res.status()} at ${final}`);
      continue;
    }
    if (!(res.headers()['content-type'] ?? '').includes('text/html')) continue;
    const canonical = (await res.text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const finalPath = new URL(final, origin).pathname;
    if (!canonical) problems.push(`${target} (${from}): page at ${final} has no canonical`);
    else if (new URL(canonical).pathname !== finalPath)
      problems.push(`${target} (${from}): ends at ${finalPath}, canonical is ${canonical}`);
  }
  console.log(`url crawl: ${targets.size} targets (${linkCount} from links), ${redirected} redirected`);
  expect(problems).toEqual([]);
});
