import type { ComponentProps } from 'react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { NavigationMenu } from 'radix-ui';
import { ChevronDown, Menu, Phone, X } from '../ui/icons.ts';
import { company, headerCopy, headerCta, mainNav, phoneHref } from '../../content/site.ts';
import { buttonClasses } from '../ui/button.tsx';
import { Logo } from './logo.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * The drop-down opens 200 ms after the pointer rests on 'Produkte' and at once when the pointer
 * comes back within 300 ms; it closes after Radix's built-in 150 ms (the e2e test measures it).
 */
const NAV_DELAY_MS = 200;
const NAV_SKIP_DELAY_MS = 300;

function isCurrent(current: string, href: string) {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  return norm(current) === norm(href);
}

/** `page` is the path the page stands for: an alias (e.g. /wasserbetten) counts as its canonical page. */
function isInGroup(page: string, href: string) {
  return isCurrent(page, href) || page.startsWith(`${href}/`);
}

/** A top-level link of the desktop navigation; `display` replaces its `inline-flex`. */
function navLink(active: boolean, display = 'inline-flex') {
  return cn(
    display,
    'min-h-11 items-center rounded-full px-3.5 text-[0.95rem] transition-colors hover:bg-night-50',
    active ? 'bg-night-50 font-semibold text-night-900' : 'font-medium text-night-800',
  );
}

const noSubscribe = () => () => {};

/** The Produkte drop-down's panel, below the main navigation's left edge. */
const productsPanel =
  'absolute top-full left-0 mt-2 w-[36rem] rounded-2xl bg-white p-3 shadow-lift ring-1 ring-sand-200';

/** The native drop-down's link: what Radix's NavigationMenu.Link renders for `active`. */
function PlainLink({ active, children, ...props }: ComponentProps<'a'> & { active?: boolean }) {
  return (
    <a data-active={active ? '' : undefined} {...props}>
      {children}
    </a>
  );
}

/** The Produkte drop-down's list: the overview first, then every product page. */
function ProductsList({
  currentPath,
  Link,
}: {
  currentPath: string;
  Link: typeof PlainLink | typeof NavigationMenu.Link;
}) {
  const aria = (href: string) => (isCurrent(currentPath, href) ? ({ 'aria-current': 'page' } as const) : {});
  return (
    <ul className="grid grid-cols-2 gap-1">
      <li className="col-span-2">
        <Link
          href={mainNav.products.href}
          active={isCurrent(currentPath, mainNav.products.href)}
          className="block rounded-xl bg-sand-50 px-4 py-3 hover:bg-sand-100"
          {...aria(mainNav.products.href)}
        >
          <span className="block font-semibold text-night-800">{headerCopy.overview.label}</span>
          <span className="block text-sm text-muted">{headerCopy.overview.text}</span>
        </Link>
      </li>
      {mainNav.products.items.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            active={isCurrent(currentPath, item.href)}
            className={cn(
              'block rounded-xl px-4 py-2.5 hover:bg-night-50',
              isCurrent(currentPath, item.href) && 'bg-night-50',
            )}
            {...aria(item.href)}
          >
            <span className="block font-medium text-night-800">{item.label}</span>
            <span className="block text-sm text-muted">{item.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The Radix value of the Produkte item while its drop-down is open. */
const PRODUCTS = 'products';

/**
 * The site header: logo, main nav with the Produkte drop-down, CTA and the mobile menu.
 *
 * The mobile menu is a `popover` opened by its button's `popovertarget`: it opens natively from
 * the first paint and without JavaScript, and the button's icon and name follow it by CSS
 * (`menu-open:`). Escape closes it from the first parse (the head script, src/lib/mobile-menu-head.ts,
 * which also keeps the cookie banner above it); React adds closing on choosing a link. The Produkte group in it
 * is a `<details>`, also native. The desktop Produkte drop-down is Radix's NavigationMenu once
 * React owns the header (hover delays, keyboard); in the HTML, before that, 'Produkte' opens the
 * same list natively as a `popover` (its `popovertarget`), placed where Radix places it, and a
 * drop-down opened that way is handed to Radix, open, when the header hydrates. Without
 * JavaScript 'Produkte' is a link to the product overview instead.
 */
export function Header({ currentPath, canonicalPath = currentPath }: { currentPath: string; canonicalPath?: string }) {
  const menuId = useId();
  const productsId = useId();
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [navValue, setNavValue] = useState('');
  /** The link that had focus in the native drop-down when Radix took it over. */
  const handedFocus = useRef<string | null>(null);
  // A drop-down the visitor opened natively before hydration stays open, now as Radix's, with
  // keyboard focus on the same link.
  useLayoutEffect(() => {
    const early = document.getElementById(productsId);
    if (!early?.matches(':popover-open')) return;
    const active = document.activeElement;
    if (active instanceof HTMLAnchorElement && early.contains(active)) handedFocus.current = active.pathname;
    early.hidePopover();
    setNavValue(PRODUCTS);
  }, [productsId]);
  useEffect(() => {
    const path = handedFocus.current;
    if (path === null || navValue !== PRODUCTS) return;
    handedFocus.current = null;
    const links = document.querySelectorAll<HTMLAnchorElement>(`[data-nav-products] a`);
    [...links].find((link) => link.pathname === path)?.focus();
  }, [navValue]);
  const allLinks = [...mainNav.before, ...mainNav.after];
  const close = useCallback(() => {
    const menu = document.getElementById(menuId);
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, [menuId]);

  const aria = (href: string) => (isCurrent(currentPath, href) ? ({ 'aria-current': 'page' } as const) : {});

  return (
    <div
      data-menu-root=""
      className="border-b border-sand-200/70 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85"
    >
      <div className="mx-auto flex h-[4.5rem] w-full max-w-7xl items-center gap-4 px-5 sm:px-8">
        <a href="/" className="mr-auto flex shrink-0 items-center rounded-md" aria-label={headerCopy.homeLabel}>
          <Logo />
        </a>

        <NavigationMenu.Root
          aria-label={headerCopy.navLabel}
          value={navValue}
          onValueChange={setNavValue}
          delayDuration={NAV_DELAY_MS}
          skipDelayDuration={NAV_SKIP_DELAY_MS}
          className="relative hidden [anchor-name:--products-nav] lg:block"
        >
          <NavigationMenu.List className="flex items-center gap-1">
            {mainNav.before.map((l) => (
              <NavigationMenu.Item key={l.href}>
                <NavigationMenu.Link
                  href={l.href}
                  active={isCurrent(currentPath, l.href)}
                  className={navLink(isCurrent(currentPath, l.href))}
                  {...aria(l.href)}
                >
                  {l.label}
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ))}
            <NavigationMenu.Item value={PRODUCTS}>
              <NavigationMenu.Trigger
                className={cn(navLink(isInGroup(canonicalPath, mainNav.products.href)), 'group gap-1 noscript:hidden')}
                // Before hydration the native popover answers; a popovertarget button exposes its
                // popover's state itself.
                {...(hydrated
                  ? {}
                  : { popoverTarget: productsId, 'aria-expanded': undefined, 'aria-controls': productsId })}
              >
                {mainNav.products.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              {/* Without JavaScript the drop-down cannot open: 'Produkte' leads to the overview. */}
              <a
                href={mainNav.products.href}
                className={navLink(isInGroup(canonicalPath, mainNav.products.href), 'hidden noscript:inline-flex')}
                {...aria(mainNav.products.href)}
              >
                {mainNav.products.label}
              </a>
              <NavigationMenu.Content className={productsPanel} data-nav-products="">
                <ProductsList currentPath={currentPath} Link={NavigationMenu.Link} />
              </NavigationMenu.Content>
              {!hydrated && (
                <div
                  id={productsId}
                  popover="auto"
                  className={cn(
                    productsPanel,
                    'fixed top-[anchor(bottom)] right-auto bottom-auto left-[anchor(left)] m-0 mt-2 overflow-visible [position-anchor:--products-nav] noscript:hidden',
                  )}
                >
                  <ProductsList currentPath={currentPath} Link={PlainLink} />
                </div>
              )}
            </NavigationMenu.Item>
            {mainNav.after.map((l) => (
              <NavigationMenu.Item key={l.href}>
                <NavigationMenu.Link
                  href={l.href}
                  active={isCurrent(currentPath, l.href)}
                  className={navLink(isCurrent(currentPath, l.href))}
                  {...aria(l.href)}
                >
                  {l.label}
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ))}
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <a
          href={phoneHref}
          className="hidden items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-night-700 hover:bg-night-50 xl:inline-flex"
        >
          <Phone aria-hidden="true" className="size-4" />
          {company.phoneDisplay}
        </a>
        <a
          href={headerCta.href}
          className={buttonClasses('primary', 'sm', undefined, 'hidden sm:inline-flex')}
          {...aria(headerCta.href)}
        >
          {headerCta.label}
        </a>

        {/* No aria-expanded: a popovertarget button exposes its popover's state itself, and
            HTML forbids the attribute on it. */}
        <button
          type="button"
          popoverTarget={menuId}
          className="inline-flex size-11 items-center justify-center rounded-full text-night-800 hover:bg-night-50 lg:hidden"
          aria-controls={menuId}
        >
          <Menu aria-hidden="true" className="size-6 menu-open:hidden" />
          <X aria-hidden="true" className="hidden size-6 menu-open:block" />
          <span className="sr-only menu-open:hidden">{headerCopy.menuOpen}</span>
          <span className="sr-only hidden menu-open:inline">{headerCopy.menuClose}</span>
        </button>
      </div>

      {/* Below the header row, full width, as the row's own continuation; a manual popover, so only
          its button (and Escape, a chosen link) closes it, never a tap beside it. While the cookie
          banner shows, its end has room to scroll every item above the banner, and focus does so
          (src/lib/banner-clearance-head.ts). */}
      <nav
        id={menuId}
        popover="manual"
        data-mobile-menu=""
        aria-label={headerCopy.mobileNavLabel}
        className="fixed inset-x-0 top-[4.5rem] bottom-auto m-0 h-auto max-h-[calc(100vh-4.5rem)] w-full scroll-pb-(--banner-cover) overflow-y-auto border-y border-sand-200 bg-cream px-5 pb-[calc(1.5rem+var(--banner-cover,0px))] text-ink lg:hidden"
      >
        <ul className="flex flex-col py-3">
          {allLinks.slice(0, 1).map((l) => (
            <MobileLink key={l.href} {...l} current={isCurrent(currentPath, l.href)} onChoose={close} />
          ))}
          <li>
            <details className="group" open={isInGroup(canonicalPath, mainNav.products.href)}>
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between rounded-xl px-3 text-lg font-medium text-night-800 hover:bg-night-50 [&::-webkit-details-marker]:hidden">
                {mainNav.products.label}
                <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
              </summary>
              <ul className="ml-3 border-l border-sand-200 pl-3">
                <MobileLink
                  label={headerCopy.mobileOverviewLabel}
                  href={mainNav.products.href}
                  current={isCurrent(currentPath, mainNav.products.href)}
                  onChoose={close}
                  small
                />
                {mainNav.products.items.map((item) => (
                  <MobileLink
                    key={item.href}
                    label={item.label}
                    href={item.href}
                    current={isCurrent(currentPath, item.href)}
                    onChoose={close}
                    small
                  />
                ))}
              </ul>
            </details>
          </li>
          {allLinks.slice(1).map((l) => (
            <MobileLink key={l.href} {...l} current={isCurrent(currentPath, l.href)} onChoose={close} />
          ))}
        </ul>
        <div className="flex flex-col gap-3 border-t border-sand-200 pt-5">
          <a href={headerCta.href} className={buttonClasses('primary', 'lg')} onClick={close}>
            {headerCta.label}
          </a>
          <a href={phoneHref} className={buttonClasses('outline', 'lg')}>
            <Phone aria-hidden="true" className="size-5" />
            {company.phoneDisplay}
          </a>
        </div>
      </nav>
    </div>
  );
}

function MobileLink({
  label,
  href,
  current,
  onChoose,
  small = false,
}: {
  label: string;
  href: string;
  current: boolean;
  onChoose: () => void;
  small?: boolean;
}) {
  return (
    <li>
      <a
        href={href}
        onClick={onChoose}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'flex min-h-12 items-center rounded-xl px-3 text-night-800 hover:bg-night-50',
          small ? 'text-base' : 'text-lg',
          current ? 'bg-night-50 font-semibold' : !small && 'font-medium',
        )}
      >
        {label}
      </a>
    </li>
  );
}
