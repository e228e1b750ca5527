import type { Page } from '@playwright/test';

/** Waits until no animation runs: a menu or dialog still sliding or fading in measures wrong. */
export async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
