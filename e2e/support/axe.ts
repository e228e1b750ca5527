import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsEnded } from './settled';

/**
 * Serious and critical WCAG 2 A/AA findings, each as `id: help (targets)`: those block a
 * keyboard or screen-reader user. Scans only after running animations end, since a dialog
 * still fading in measures as low contrast.
 */
export async function blockingViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  await animationsEnded(page);
  // Only violations are read: axe then skips collecting every passing node (much faster on long tables).
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).options({ resultTypes: ['violations'] });
  if (options.include) builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
