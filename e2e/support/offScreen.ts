import type { Page } from '@playwright/test';

/**
 * What a phone user could not see or reach: the controls and values of the page's main region
 * that stick out past either side of the viewport, or of a box that scrolls or clips them
 * sideways. Each is named by its label or text, so a failure says what was cut off.
 */
export function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inside = (r: DOMRect, left: number, right: number) => r.left >= left - 1 && r.right <= right + 1;
    const clipped = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      if (!inside(r, 0, window.innerWidth)) return true;
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const b = box.getBoundingClientRect();
        if (!inside(r, b.left, b.right)) return true;
      }
      return false;
    };
    const main = document.querySelector('main') ?? document.body;
    return Array.from(main.querySelectorAll<HTMLElement>('button, input, select, th, td, dt, dd'))
      .filter(clipped)
      .map((el) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName);
  });
}
