import { useCallback } from 'react';
import { useTranslation } from '@tac/i18n';
import { Badge, Button, Flex, Progress, Text, WaitingOverlay, notifyToast } from '@tac/ui';
import { useCapture, type CaptureAction } from '../../capture';
import { useUsersFaceCaptureMutation } from './endpoints';

/** Face enrolment of one user: start, wait while the device captures, result; or remove the face. */
export function FacePanel({ userid, enrolled }: { userid: string; enrolled: boolean }) {
  const { t } = useTranslation('users');
  const [capture] = useUsersFaceCaptureMutation();
  const send = useCallback((action: CaptureAction) => capture({ userid, action }), [capture, userid]);
  const { waiting, progress, run, cancel } = useCapture(send);

  const remove = async () => {
    const sent = await send('delete');
    if (sent.data?.code === 'success') notifyToast.success(t('common:success'));
  };

  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text fontWeight="medium">{t('face.title')}</Text>
      <Badge colorPalette={enrolled ? 'green' : 'gray'}>{enrolled ? t('face.enrolled') : t('face.notEnrolled')}</Badge>
      <Button size="sm" variant="outline" onClick={() => void run()}>
        {enrolled ? t('face.reenrol') : t('face.enrol')}
      </Button>
      {enrolled && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove()}>
          {t('face.remove')}
        </Button>
      )}
      <WaitingOverlay open={waiting} message={t('face.waiting')} onCancel={cancel}>
        <Progress.Root value={progress} w="48" aria-label={t('capture.progress')}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </WaitingOverlay>
    </Flex>
  );
}
