import { defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme, cut down to the recipes of the components ./chakra.ts
 * re-exports (those of ./core.ts here, the others in ./themeRecipes.ts). The full theme carries recipes for ~70 components and costs the
 * login page tens of KB (DESIGN §2 budgets); a component added to ./chakra.ts needs
 * its recipe added here (the theme test checks both lists agree).
 */
export const consoleThemeConfig: SystemConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      // What the pages before login use (and the toasts); the rest is in ./themeRecipes.ts,
      // which @tac/ui (not @tac/ui/core) adds to the system when it loads.
      recipes: {
        button: buttonRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        spinner: spinnerRecipe,
      },
      slotRecipes: {
        card: cardSlotRecipe,
        field: fieldSlotRecipe,
        toast: toastSlotRecipe,
      },
    },
  }),
);
