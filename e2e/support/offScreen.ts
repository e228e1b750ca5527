import type { Page } from '@playwright/test';

/**
 * What a phone user could not see or reach: the controls and values of the page's main region
 * that stick out past either side of the viewport, hidden in a sideways-scrolling box or clipped.
 * Each is named by its label or text, so a failure says what was cut off.
 */
export function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const main = document.querySelector('main') ?? document.body;
    const items = main.querySelectorAll<HTMLElement>('button, input, select, th, td, dt, dd');
    return Array.from(items)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && (r.left < -1 || r.right > width + 1);
      })
      .map((el) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName);
  });
}
