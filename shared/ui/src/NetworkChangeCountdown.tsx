import { Alert, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from './Countdown';

export interface NetworkChangeCountdownProps {
  /** ms before the device puts the previous network settings back. */
  rollbackms: number;
  onExpired: () => void;
  /** Under the countdown: where to reconnect, what the console does meanwhile. */
  children?: ReactNode;
  /** Keep (and Revert where the console can). */
  actions: ReactNode;
  /** The panel's words when another change than the network's waits (a certificate). */
  texts?: { title: string; revertIn: string };
}

const NETWORK_TEXTS = { title: 'shell:networkChange.title', revertIn: 'shell:networkChange.revertIn' };

/**
 * A network change awaiting confirmation (confirm-or-revert, DESIGN §3): the time left before
 * the device restores the previous settings, and the way to keep the new ones. The Network
 * screens and a restored backup show the same panel.
 */
export function NetworkChangeCountdown({ rollbackms, onExpired, children, actions, texts = NETWORK_TEXTS }: NetworkChangeCountdownProps) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" role="region" aria-label={t(texts.title)} maxW="2xl">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>{t(texts.title)}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Countdown seconds={Math.ceil(rollbackms / 1000)} labelKey={texts.revertIn} onDone={onExpired} />
            {children}
          </Stack>
        </Alert.Description>
        {actions}
      </Stack>
    </Alert.Root>
  );
}
