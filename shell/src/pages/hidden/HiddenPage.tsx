import type { ReactNode } from 'react';
import { useTranslation } from '@tac/i18n';
import { endSession, useAppDispatch } from '@tac/goform';
import { Box, Button, Flex, Heading, Stack } from '@tac/ui';

export interface HiddenPageProps {
  title: string;
  /** /snkey and /up: a way out that ends the factory-key session. */
  leave?: boolean;
  children: ReactNode;
}

/** The frame of a hidden page: outside the console's layout, no menu, its title as the one h1. */
export function HiddenPage({ title, leave = false, children }: HiddenPageProps) {
  const { t } = useTranslation('hidden');
  const dispatch = useAppDispatch();
  return (
    <Box minH="100vh" bg="bg.muted" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack as="main" gap="6" maxW="2xl" mx="auto" bg="bg.panel" rounded="lg" shadow="sm" p={{ base: '4', md: '8' }}>
        <Flex align="center" justify="space-between" gap="4" wrap="wrap">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {leave && (
            <Button variant="outline" size="sm" onClick={() => endSession(dispatch)}>
              {t('leave')}
            </Button>
          )}
        </Flex>
        {children}
      </Stack>
    </Box>
  );
}
