import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The widths the layout check runs at: a small phone, a tablet (Bootstrap md, the navbar expands), a laptop.
 * axe runs at the phone and the laptop: its rules (contrast, names, roles) read the same markup at 768 px as at
 * 1280 px (both show the expanded navbar and the same components), and each axe pass costs 2-5 s of a busy CI core.
 */
export const VIEWPORTS = [
  { width: 375, height: 667, axe: true },
  { width: 768, height: 1024, axe: false },
  { width: 1280, height: 800, axe: true },
] as const;

/** A navbar taller than this has wrapped to a second row (one row is 57 px: brand, links, toggler). */
const ONE_ROW_NAVBAR = 64;

/** Waits until the screen has stopped changing: no spinner, placeholder or toast, fonts loaded. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('.spinner-border:visible, .placeholder:visible')).toHaveCount(0, {
    timeout: 20_000,
  });
  // Toasts come and go (2.5 s); they float above the page on purpose and are not what is checked here.
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * What is wrong with the layout of the screen on show, one line per problem:
 * - an interactive element (link, button, input, select, textarea; visible ones) another element covers at its
 *   centre or an inset corner. Each element is looked at where a user meets it: as the screen opened (those then in
 *   the window), with the page scrolled from its top to its end in half-window steps (every element then in the
 *   window below a sticky header), focused (where the browser scrolls an element the user tabs to), scrolled to the
 *   middle of the window, or, in the last screenful, with the page scrolled to its end;
 * - content wider than the window (horizontal scrolling);
 * - a navigation bar of more than one row;
 * - an active navigation link wider than when inactive (its neighbours move when the route changes).
 * `scope` (an open drawer or dialog, which covers the rest on purpose) limits the first check to the elements inside
 * it, and adds one: nothing outside it (a floating button) shows over it.
 */
export async function layoutProblems(page: Page, screen: string, scope = 'body'): Promise<string[]> {
  await settle(page);
  const width = page.viewportSize()?.width ?? 0;
  const problems = await page.evaluate(
    ({ scope, oneRow }) => {
      const found: string[] = [];
      const root = document.scrollingElement ?? document.documentElement;

      const describe = (el: Element): string => {
        const tag = el.tagName.toLowerCase();
        const id = el.id ? `#${el.id}` : '';
        const classes = [...el.classList]
          .slice(0, 3)
          .map((name) => `.${name}`)
          .join('');
        const text = (
          el.getAttribute('aria-label') ??
          el.textContent ??
          el.getAttribute('placeholder') ??
          el.getAttribute('name') ??
          ''
        )
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40);
        return `${tag}${id}${classes}${text ? ` '${text}'` : ''}`;
      };

      // 1. Covered interactive elements.
      const scopeElement = document.querySelector(scope);
      const candidates = scopeElement
        ? [
            ...scopeElement.querySelectorAll<HTMLElement>(
              'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]',
            ),
          ]
        : [];
      const visible = candidates.filter((el) => {
        const rect = el.getBoundingClientRect();
        return (
          rect.width >= 4 &&
          rect.height >= 4 &&
          el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
          !el.closest('[inert], [aria-hidden="true"]')
        );
      });
      const maxScroll = Math.max(0, root.scrollHeight - window.innerHeight);
      const pageTop = (el: HTMLElement) => el.getBoundingClientRect().top + window.scrollY;
      const labelled = (hit: Element, el: HTMLElement) =>
        hit instanceof HTMLLabelElement && hit.control === el;

      // Chromium's hit test passes through disabled form controls to their parent; that parent does not cover them.
      const passedThrough = (hit: Element, el: HTMLElement) => el.matches(':disabled') && hit.contains(el);

      const coveredAt = (el: HTMLElement): string[] => {
        // A link broken over two lines has a box per line: the points go in each box, not the gap between them.
        const boxes = [...el.getClientRects()].filter((box) => box.width >= 2 && box.height >= 2);
        // Inset corners lie inside rounded corners too (a pill's corner is its radius away): 0.3 r + 1 clears the arc.
        const style = getComputedStyle(el);
        const covers = new Map<Element, string[]>();
        for (const rect of boxes) {
          const radius = Math.min(parseFloat(style.borderTopLeftRadius) || 0, rect.height / 2);
          const inset = Math.min(Math.max(4, radius * 0.3 + 1), rect.width / 4, rect.height / 4);
          const points: Array<[string, number, number]> = [
            ['centre', rect.left + rect.width / 2, rect.top + rect.height / 2],
            ['top-left', rect.left + inset, rect.top + inset],
            ['top-right', rect.right - inset, rect.top + inset],
            ['bottom-left', rect.left + inset, rect.bottom - inset],
            ['bottom-right', rect.right - inset, rect.bottom - inset],
          ];
          for (const [name, x, y] of points) {
            if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
            const hit = document.elementFromPoint(x, y);
            if (!hit || hit === el || el.contains(hit) || labelled(hit, el) || passedThrough(hit, el))
              continue;
            covers.set(hit, [...(covers.get(hit) ?? []), name]);
          }
        }
        return [...covers].map(
          ([hit, names]) => `${describe(el)} is covered by ${describe(hit)} at ${names.join(', ')}`,
        );
      };

      // Where a user meets each element: scrolled to the middle of the window, or as high as it gets (the page
      // scrolled to its end) when it sits in the last screenful, the part of the page a floating button stays over.
      // The sticky navbar covers the top of the window, so an element under it at the end is reached from above.
      const navbarHeight = document.querySelector<HTMLElement>('nav.navbar.sticky-top')?.offsetHeight ?? 0;
      const startY = window.scrollY;
      // Each problem once, with up to three of the states it was seen in.
      const report = new Map<string, string[]>();
      const check = (el: HTMLElement, where: string) => {
        for (const line of coveredAt(el)) {
          const states = report.get(line) ?? [];
          if (!states.includes(where)) states.push(where);
          report.set(line, states);
        }
      };
      const atEnd: HTMLElement[] = [];
      const between: HTMLElement[] = [];
      for (const el of visible) {
        const fixed =
          getComputedStyle(el).position === 'fixed' || el.closest('.position-fixed, .fixed-bottom');
        if (!fixed && pageTop(el) >= maxScroll + navbarHeight) atEnd.push(el);
        else between.push(el);
      }
      // Content passes under a sticky header on its way up; that is scrolling, not covering. Below the header,
      // whatever is in the window is where the user sees it, at every scroll position.
      const stickyBand = Math.max(
        0,
        ...[...document.querySelectorAll<HTMLElement>('.sticky-top')].map(
          (el) => el.getBoundingClientRect().bottom,
        ),
      );
      const checkInWindow = (where: string) => {
        for (const el of visible) {
          const rect = el.getBoundingClientRect();
          if (rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
          if (rect.top < stickyBand && !el.closest('.sticky-top')) continue;
          check(el, where);
        }
      };
      // As the screen opened: what is in the window before the user scrolls (a chat's Send button at the bottom).
      checkInWindow('as the screen opened');
      // Scrolled: from the top to the end in half-window steps, so a floating element is looked at over every part
      // of the page that passes beneath it (the top, the middle and the end among them).
      const step = Math.max(100, Math.floor(window.innerHeight / 2));
      const stops: number[] = [];
      for (let y = 0; y < maxScroll; y += step) stops.push(y);
      stops.push(maxScroll);
      for (const y of stops) {
        window.scrollTo({ top: y, behavior: 'instant' });
        const at =
          y === 0 ? 'its top' : y === maxScroll ? 'its end' : `${Math.round((100 * y) / maxScroll)}%`;
        checkInWindow(`page scrolled to ${at}`);
      }
      // Focused: the browser scrolls a focused element into view (respecting scroll-padding), and a focused field
      // may change what floats (a keyboard-aware layout); each is looked at there.
      window.scrollTo({ top: startY, behavior: 'instant' });
      for (const el of visible) {
        el.focus();
        if (document.activeElement === el) check(el, 'focused');
      }
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.scrollTo({ top: maxScroll, behavior: 'instant' });
      for (const el of atEnd) check(el, 'page scrolled to the end');
      for (const el of between) {
        el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        check(el, 'scrolled to the middle');
      }
      window.scrollTo({ top: startY, behavior: 'instant' });
      for (const [line, states] of report) found.push(`${line} (${states.slice(0, 3).join('; ')})`);

      // An open drawer or dialog is on top: nothing outside it (a floating button) shows over it.
      if (scopeElement && scope !== 'body') {
        const box = scopeElement.getBoundingClientRect();
        const over = new Set<string>();
        for (let i = 1; i < 10; i++)
          for (let j = 1; j < 10; j++) {
            const hit = document.elementFromPoint(
              box.left + (box.width * i) / 10,
              Math.min(box.top + (box.height * j) / 10, window.innerHeight - 1),
            );
            if (hit && !scopeElement.contains(hit)) over.add(describe(hit));
          }
        // Floating elements are small: a grid can miss them, so each one inside the box is looked at too.
        for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
          if (scopeElement.contains(el) || getComputedStyle(el).position !== 'fixed') continue;
          const rect = el.getBoundingClientRect();
          const x = rect.left + rect.width / 2;
          const y = rect.top + rect.height / 2;
          if (x < box.left || x > box.right || y < box.top || y > box.bottom) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit && !scopeElement.contains(hit) && (hit === el || el.contains(hit))) over.add(describe(el));
        }
        for (const hit of over) found.push(`${hit} shows over the open ${describe(scopeElement)}`);
      }

      // 2. Horizontal overflow: name the outermost elements that stick out.
      const viewportWidth = document.documentElement.clientWidth;
      if (root.scrollWidth > viewportWidth) {
        const sticking = [...document.body.querySelectorAll('*')].filter((el) => {
          const right = el.getBoundingClientRect().right;
          const parentRight = el.parentElement?.getBoundingClientRect().right ?? 0;
          return right > viewportWidth + 1 && parentRight <= viewportWidth + 1;
        });
        found.push(
          `the page is ${root.scrollWidth} px wide in a ${viewportWidth} px window: ${sticking
            .slice(0, 4)
            .map(describe)
            .join('; ')}`,
        );
      }

      // 3. The navigation bar stays one row.
      const navbar = document.querySelector<HTMLElement>('nav.navbar');
      if (navbar && navbar.offsetHeight > oneRow) {
        const rows = [...navbar.querySelectorAll(':scope > .container > *')]
          .filter((el) => el.checkVisibility())
          .map((el) => `${describe(el)} at y=${Math.round(el.getBoundingClientRect().top)}`);
        found.push(`the navbar is ${navbar.offsetHeight} px tall (more than one row): ${rows.join('; ')}`);
      }

      // 4. The active navigation link keeps its inactive width, so its neighbours stay where they are.
      for (const link of navbar?.querySelectorAll<HTMLElement>('.nav-link.active') ?? []) {
        if (!link.checkVisibility()) continue;
        const activeWidth = link.getBoundingClientRect().width;
        link.classList.remove('active');
        const inactiveWidth = link.getBoundingClientRect().width;
        link.classList.add('active');
        if (Math.abs(activeWidth - inactiveWidth) > 0.5)
          found.push(
            `the active nav link ${describe(link)} is ${activeWidth.toFixed(1)} px wide, ${inactiveWidth.toFixed(1)} px when inactive: its neighbours shift`,
          );
      }
      return found;
    },
    { scope, oneRow: ONE_ROW_NAVBAR },
  );
  return problems.map((problem) => `${width} px, ${screen}: ${problem}`);
}

/**
 * Accessibility of the screen on show (axe-core, WCAG 2.1 A and AA rules): one line per serious or critical
 * violation, naming up to three of the elements. `scope` limits the check to an open drawer or dialog.
 */
export async function axeProblems(page: Page, screen: string, scope = 'body'): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  // A fade or slide still running shows its element at partial opacity: axe then measures a contrast nobody sees
  // once it has ended. Wait (at most 5 s) for the finite animations and transitions; spinners run forever.
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope !== 'body') axe = axe.include(scope);
  const { violations } = await axe.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('; ');
      return `${width} px, ${screen}: axe ${violation.id} (${violation.impact}): ${violation.help} at ${where}`;
    });
}
