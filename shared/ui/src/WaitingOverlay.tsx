import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface WaitingOverlayProps {
  open: boolean;
  message?: string;
  /** Extra content under the message, e.g. a Countdown or a progress bar. */
  children?: ReactNode;
  /** When given, the overlay offers Cancel (enrolment, pairing, upload). */
  onCancel?: () => void;
  cancelLabel?: string;
}

/**
 * Covers the screen while the device works (enrolment, pairing, restart). Without a
 * cancel it is a status; with one it is a modal alert dialog with focus on Cancel.
 */
export function WaitingOverlay({ open, message, children, onCancel, cancelLabel }: WaitingOverlayProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  const cancellable = Boolean(onCancel);
  useEffect(() => {
    if (!open || !cancellable) return;
    // Focus moves to Cancel and comes back where it was when the wait ends.
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => previous?.focus();
  }, [open, cancellable]);

  if (!open) return null;
  const text = message ?? t('common:pleaseWait');
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.600"
      {...(onCancel
        ? { role: 'alertdialog', 'aria-modal': true, 'aria-labelledby': messageId }
        : { role: 'status', 'aria-live': 'polite' as const })}
      onKeyDown={(e) => {
        if (!onCancel) return;
        if (e.key === 'Escape') onCancel();
        // Cancel is the only control: Tab must not wander behind the modal.
        if (e.key === 'Tab') {
          e.preventDefault();
          cancelRef.current?.focus();
        }
      }}
    >
      <Center h="full" p="4">
        <Stack bg="bg.panel" rounded="lg" shadow="lg" p="8" gap="4" align="center" maxW="sm" textAlign="center">
          <Spinner size="xl" color="brand.solid" aria-hidden="true" />
          <Text id={messageId} fontWeight="medium">
            {text}
          </Text>
          {children}
          {onCancel && (
            <Button ref={cancelRef} variant="outline" onClick={onCancel}>
              {cancelLabel ?? t('common:cancel')}
            </Button>
          )}
        </Stack>
      </Center>
    </Box>
  );
}
