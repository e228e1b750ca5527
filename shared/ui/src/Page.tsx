import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PageProps = {
  children?: ReactNode;
  /** Buttons shown beside the title (e.g. Add, Refresh). */
  actions?: ReactNode;
  /**
   * The screen is a table of many columns (records, users, a week of time zones) and takes
   * the whole width beside the sidebar; the title row spans it too.
   */
  wide?: boolean;
} & ({ titleKey: string; title?: never } | { title: string; titleKey?: never });

/** The width of a form column (SettingsForm's, the user forms'). */
export const FORM_WIDTH = '2xl';

/**
 * A screen: its title as the page's one h1, then its content (the shell renders the breadcrumb).
 * Every screen but a wide one is one column of the form width, title row, forms, texts and
 * tables alike, so each ends where the others do and a title's buttons sit by the content.
 */
export function Page({ titleKey, title, actions, wide = false, children }: PageProps) {
  const { t } = useTranslation();
  return (
    <Box as="section" p={{ base: '4', md: '6' }}>
      <Stack gap="6" maxW={wide ? undefined : FORM_WIDTH}>
        <Flex align="center" justify="space-between" gap="4" wrap="wrap">
          <Heading as="h1" size="xl">
            {titleKey ? t(titleKey) : title}
          </Heading>
          {actions && (
            <Flex gap="2" wrap="wrap">
              {actions}
            </Flex>
          )}
        </Flex>
        {children}
      </Stack>
    </Box>
  );
}
