import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECTIONS } from '../sections/table';

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

const sectionIds = SECTIONS.map((s) => s.id);

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

  it('keeps white text on solid brand buttons (shade 600) and brand text (700) at WCAG AA', () => {
    for (const brand of brands) {
      const { brand: palette } = brand.theme.colors;
      expect(contrast(palette['600'] as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette['700'] as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
