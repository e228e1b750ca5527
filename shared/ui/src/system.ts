import { createSystem, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { consoleThemeConfig } from './theme';

/** Theme parts added later (./themeRecipes.ts, when @tac/ui loads); UiProvider rebuilds its system. */
const added: SystemConfig[] = [];
const listeners = new Set<() => void>();

export function addThemeConfig(config: SystemConfig): void {
  added.push(config);
  for (const listener of listeners) listener();
}

/** For UiProvider: changes whenever addThemeConfig was called. */
export const themeAdditions = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: (): number => added.length,
};

export const BRAND_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type BrandShade = (typeof BRAND_SHADES)[number];

/** A brand profile's theme tokens (shell/brands/<id>.json `theme`). */
export interface BrandTheme {
  colors?: { brand?: Partial<Record<BrandShade, string>> };
  fonts?: { heading?: string; body?: string };
}

/** Fallback palette (a calm blue) for shades a brand does not give. */
const DEFAULT_BRAND: Record<BrandShade, string> = {
  '50': '#e8f1fd',
  '100': '#c6dbf9',
  '200': '#9fc2f4',
  '300': '#74a7ee',
  '400': '#4f8fe8',
  '500': '#2f77dd',
  '600': '#2361bd',
  '700': '#1b4c94',
  '800': '#14386d',
  '900': '#0d2548',
  '950': '#07152b',
};

const value = <T>(v: T) => ({ value: v });

/**
 * Which brand shade each semantic colour takes in the (only) light colour mode; the
 * brand tests check these pairs for WCAG AA contrast in every brand.
 */
export const BRAND_SEMANTIC_SHADES = {
  solid: '600',
  fg: '700',
  muted: '100',
  subtle: '50',
  emphasized: '200',
  focusRing: '500',
} as const satisfies Record<string, BrandShade>;
const light = (part: keyof typeof BRAND_SEMANTIC_SHADES) => `{colors.brand.${BRAND_SEMANTIC_SHADES[part]}}`;

/** Systems built so far, per theme object and number of additions: building one takes a long frame. */
const built = new WeakMap<BrandTheme, Map<number, SystemContext>>();

/**
 * Builds the Chakra system of a brand: its `brand` palette plus the semantic tokens
 * `colorPalette="brand"` needs, so every component takes the brand colour; with the first
 * `additions` theme parts added so far (all by default). The same theme object and
 * additions give the same system, built once (the console builds it ahead, while the
 * visitor signs in).
 */
export function createBrandSystem(theme: BrandTheme = {}, additions: number = added.length): SystemContext {
  const forTheme = built.get(theme) ?? new Map<number, SystemContext>();
  built.set(theme, forTheme);
  const system = forTheme.get(additions) ?? buildBrandSystem(theme, additions);
  forTheme.set(additions, system);
  return system;
}

function buildBrandSystem(theme: BrandTheme, additions: number): SystemContext {
  const shades = { ...DEFAULT_BRAND, ...theme.colors?.brand };
  const colors = Object.fromEntries(BRAND_SHADES.map((s) => [s, value(shades[s])]));
  const fonts = {
    ...(theme.fonts?.heading ? { heading: value(theme.fonts.heading) } : {}),
    ...(theme.fonts?.body ? { body: value(theme.fonts.body) } : {}),
  };
  const config = defineConfig({
    globalCss: { 'html, body': { colorPalette: 'brand' } },
    theme: {
      tokens: { colors: { brand: colors }, fonts },
      semanticTokens: {
        colors: {
          brand: {
            solid: value(light('solid')),
            contrast: value('white'),
            fg: value({ _light: light('fg'), _dark: '{colors.brand.300}' }),
            muted: value({ _light: light('muted'), _dark: '{colors.brand.900}' }),
            subtle: value({ _light: light('subtle'), _dark: '{colors.brand.950}' }),
            emphasized: value({ _light: light('emphasized'), _dark: '{colors.brand.800}' }),
            focusRing: value(light('focusRing')),
          },
        },
      },
    },
  });
  return createSystem(consoleThemeConfig, ...added.slice(0, additions), config);
}
