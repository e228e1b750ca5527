import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { Button, Heading, Stack, Text } from '@tac/ui/core';

/** A page that only says why the console shows nothing here, with the way home. */
export function MessagePage({ title, message, titleSize }: { title: string; message: string; titleSize: '2xl' | '4xl' }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" align="center" textAlign="center" py="16" px="4">
      <Heading as="h1" size={titleSize}>
        {title}
      </Heading>
      <Text>{message}</Text>
      <Button asChild variant="outline">
        <RouterLink to="/">{t('shell:notFound.home')}</RouterLink>
      </Button>
    </Stack>
  );
}
