import { useCallback } from 'react';
import { useTranslation } from '@tac/i18n';
import { Badge, Button, Flex, Text, notifyToast } from '@tac/ui';
import { useCapture, type CaptureAction } from '../../capture';
import { CaptureOverlay } from '../../CaptureOverlay';
import { useUsersFaceCaptureMutation } from './endpoints';

/** Face enrolment of one user: start, wait while the device captures, result; or remove the face. */
export function FacePanel({ userid, enrolled }: { userid: string; enrolled: boolean }) {
  const { t } = useTranslation('users');
  const [faceCapture] = useUsersFaceCaptureMutation();
  const send = useCallback((action: CaptureAction) => faceCapture({ userid, action }), [faceCapture, userid]);
  const capture = useCapture(send);

  const remove = async () => {
    const sent = await send('delete');
    if (sent.data?.code === 'success') notifyToast.success(t('common:success'));
  };

  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text fontWeight="medium">{t('face.title')}</Text>
      <Badge colorPalette={enrolled ? 'green' : 'gray'}>{enrolled ? t('face.enrolled') : t('face.notEnrolled')}</Badge>
      <Button size="sm" variant="outline" onClick={() => void capture.run()}>
        {enrolled ? t('face.reenrol') : t('face.enrol')}
      </Button>
      {enrolled && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove()}>
          {t('face.remove')}
        </Button>
      )}
      <CaptureOverlay capture={capture} message={t('face.waiting')} />
    </Flex>
  );
}
