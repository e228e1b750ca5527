import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_SEMANTIC_SHADES } from '@tac/ui/core';

interface BrandFile {
  id: string;
  title: string;
  logo: string;
  favicon: string;
  theme: { colors: { brand: Record<string, string> } };
  remotes: string[];
}

const dir = join(__dirname, '..', '..', 'brands');
const brands: BrandFile[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as BrandFile);

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The remotes there are: one folder each. */
const sectionIds = readdirSync(join(__dirname, '..', '..', '..', 'remotes'));

describe('brand profiles (DESIGN §4)', () => {
  it('ships four brands, each with its own title, logo and favicon files', () => {
    expect(brands).toHaveLength(4);
    expect(new Set(brands.map((b) => b.title)).size).toBe(4);
    for (const brand of brands) {
      expect(existsSync(join(dir, brand.logo))).toBe(true);
      expect(existsSync(join(dir, brand.favicon))).toBe(true);
    }
    expect(new Set(brands.map((b) => readFileSync(join(dir, b.logo), 'utf8'))).size).toBe(4);
  });

  it('lists only known remotes; the default brand has all seven; at least two brands differ', () => {
    for (const brand of brands) for (const id of brand.remotes) expect(sectionIds).toContain(id);
    expect(brands.find((b) => b.id === 'tac')?.remotes.sort()).toEqual([...sectionIds].sort());
    expect(new Set(brands.map((b) => [...b.remotes].sort().join())).size).toBeGreaterThanOrEqual(2);
    expect(brands.find((b) => b.id === 'attendo')?.remotes).not.toContain('access-control');
  });

  // What the console draws with the brand palette (light mode only): white on solid buttons,
  // checkboxes and switches; fg text on the page and on the subtle/muted backgrounds of the
  // current menu item, avatars and subtle buttons; solid bars, borders and spinners and the
  // focus ring against the page (non-text: 3:1, WCAG 1.4.11).
  describe.each(brands.map((b) => [b.id, b.theme.colors.brand] as const))('%s meets WCAG AA', (_id, palette) => {
    const shade = (part: keyof typeof BRAND_SEMANTIC_SHADES) => palette[BRAND_SEMANTIC_SHADES[part]] as string;
    const WHITE = '#ffffff';

    it.each([
      ['white on solid', WHITE, 'solid'],
      ['fg on the page', 'fg', WHITE],
      ['fg on subtle', 'fg', 'subtle'],
      ['fg on muted', 'fg', 'muted'],
      ['fg on emphasized', 'fg', 'emphasized'],
    ] as const)('text: %s is at least 4.5:1', (_pair, text, background) => {
      const color = (c: string) => (c === WHITE ? WHITE : shade(c as keyof typeof BRAND_SEMANTIC_SHADES));
      expect(contrast(color(text), color(background))).toBeGreaterThanOrEqual(4.5);
    });

    it.each(['solid', 'focusRing'] as const)('graphics: %s against the page is at least 3:1', (part) => {
      expect(contrast(shade(part), WHITE)).toBeGreaterThanOrEqual(3);
    });
  });
});
