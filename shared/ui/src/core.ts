/**
 * The light half of @tac/ui: the provider (one Chakra system, the toaster) and the few
 * Chakra components the pages before login use. A shared entry of its own
 * (build/sharedLibraries.ts), so the /login page loads neither the heavy Chakra parts
 * (dialogs, menus, drawers, tables) nor the settings form kit (react-hook-form, zod).
 * `@tac/ui` re-exports all of it through this shared key: one UiProvider, one toaster.
 * Both halves are compiled into the shell only, so there is one Chakra.
 */
export {
  Box,
  Button,
  Card,
  Center,
  chakra,
  Field,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  Portal,
  Spinner,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
export { createBrandSystem, addThemeConfig, BRAND_SHADES, BRAND_SEMANTIC_SHADES, type BrandTheme, type BrandShade } from './system';
export { UiProvider, type UiProviderProps } from './UiProvider';
export { toaster, notifyToast, dismissErrorToasts, AppToaster, preloadToasts } from './toaster';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
