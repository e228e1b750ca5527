import { Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type PageProps = {
  children?: ReactNode;
  /** Buttons shown beside the title (e.g. Add, Refresh). */
  actions?: ReactNode;
  /**
   * The screen is one column of the form width (a form, a list of figures): the title row
   * stops where the column does, so its buttons sit by the content, not at the far edge.
   */
  narrow?: boolean;
} & ({ titleKey: string; title?: never } | { title: string; titleKey?: never });

/** The width of a form column (SettingsForm's, the user forms'). */
export const FORM_WIDTH = '2xl';

/** A screen: its title as the page's one h1, then its content (the shell renders the breadcrumb). */
export function Page({ titleKey, title, actions, narrow = false, children }: PageProps) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="6" p={{ base: '4', md: '6' }}>
      <Flex align="center" justify="space-between" gap="4" wrap="wrap" maxW={narrow ? FORM_WIDTH : undefined}>
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
  );
}
