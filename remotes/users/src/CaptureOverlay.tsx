import { useTranslation } from '@tac/i18n';
import { Progress, WaitingOverlay } from '@tac/ui';
import type { useCapture } from './capture';

/** The waiting screen of a capture on the device (fingerprint, face): what to do, its progress, and Cancel. */
export function CaptureOverlay({ capture, message }: { capture: ReturnType<typeof useCapture>; message: string }) {
  const { t } = useTranslation('users');
  return (
    <WaitingOverlay open={capture.waiting} message={message} onCancel={capture.cancel}>
      <Progress.Root value={capture.progress} w="48" aria-label={t('capture.progress')}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </WaitingOverlay>
  );
}
