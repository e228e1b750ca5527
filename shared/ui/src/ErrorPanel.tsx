import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ErrorPanelProps {
  title: string;
  message?: string;
  onRetry?: () => void;
}

/** What a screen shows instead of its content when it cannot load (never a white screen). */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" rounded="md" p="6" maxW="xl">
      <Stack gap="3" align="start">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {message && <Text>{message}</Text>}
        {onRetry && (
          <Button colorPalette="brand" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
