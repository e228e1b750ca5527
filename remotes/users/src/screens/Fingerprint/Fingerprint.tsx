import { useCallback, useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FP_SLOTS } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import {
  Button,
  Center,
  Checkbox,
  ConfirmDialog,
  ErrorPanel,
  Flex,
  Page,
  Spinner,
  Stack,
  Text,
  notifyToast,
} from '@tac/ui';
import { USER_PATHS, userPage } from '../../paths';
import { useListReturn } from '../../listReturn';
import { useCapture, type CaptureAction } from '../../capture';
import { CaptureOverlay } from '../../CaptureOverlay';
import { UserPicker } from '../../UserPicker';
import { AdministratorOnlyNotice, useMayChangeUser } from '../../rights';
import { useUsersUserInfoQuery } from '../UserEdit/endpoints';
import { fingerOf, Hands, useFingerNames } from './Hands';
import { useUsersRegFpMutation, useUsersSetFpDuressMutation } from './endpoints';

/**
 * An enrolled finger marked as the user's duress finger: used at the reader, it opens the door
 * and raises a silent alarm. Set at once on the device, shown as the device answers it.
 */
function DuressFinger({ userid, slot, duress }: { userid: string; slot: number; duress: boolean }) {
  const { t } = useTranslation('users');
  const helpId = useId();
  const [setDuress, setting] = useUsersSetFpDuressMutation();
  return (
    <Stack gap="0.5">
      <Checkbox.Root
        checked={duress}
        disabled={setting.isLoading}
        onCheckedChange={(e) => void setDuress({ userid, slot, duress: e.checked === true ? 1 : 0 })}
      >
        <Checkbox.HiddenInput aria-describedby={helpId} />
        <Checkbox.Control />
        <Checkbox.Label>{t('fingerprint.duress')}</Checkbox.Label>
      </Checkbox.Root>
      <Text id={helpId} ps="6" fontSize="sm" color="fg.muted">
        {t('fingerprint.duressHelp')}
      </Text>
    </Stack>
  );
}

/** /user/fingerprint?id=: the user's ten slots; enrol (with a waiting screen) or delete one, mark a duress finger. */
export default function Fingerprint() {
  const { t } = useTranslation('users');
  const back = useListReturn();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: user, isLoading, isError, refetch } = useUsersUserInfoQuery(id, { skip: !id });
  const mayChange = useMayChangeUser();
  const [selected, setSelected] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [regfp, deleting] = useUsersRegFpMutation();
  const send = useCallback(
    (action: CaptureAction) => regfp({ userid: id, slot: selected ?? 0, action }),
    [regfp, id, selected],
  );
  const capture = useCapture(send);

  const remove = async () => {
    const sent = await send('delete');
    setConfirmDelete(false);
    if (sent.data?.code === 'success') notifyToast.success(t('common:success'));
  };

  const names = useFingerNames();
  const slotName = (slot: number) => {
    const { hand, finger, fp } = fingerOf(slot);
    return t('fingerprint.slotShort', { hand: t(`fingerprint.${hand}`), finger: t(`fingerprint.fingers.${finger}`), fp });
  };
  // The waiting screen says which finger to place.
  const placeFinger = (slot: number | null) => {
    if (slot === null) return '';
    const { hand, finger } = fingerOf(slot);
    return t(`fingerprint.place.${hand}.${finger}`);
  };

  let body;
  if (!id) body = <UserPicker path="/user/fingerprint" />;
  else if (isLoading) {
    body = (
      <Center py="10">
        <Spinner size="lg" aria-label={t('common:loading')} />
      </Center>
    );
  } else if (isError || !user) body = <ErrorPanel title={t('form.loadFailed')} onRetry={() => void refetch()} />;
  else if (!mayChange(user)) body = <AdministratorOnlyNotice />;
  else {
    const enrolled = selected !== null && user.fp[selected] === 1;
    body = (
      <Stack gap="5">
        <Text>
          {t('fingerprint.of', { userid: user.userid, username: user.username })}{' '}
          {t('fingerprint.count', { count: user.fp.filter((f) => f === 1).length, slots: FP_SLOTS })}
        </Text>
        <Hands enrolled={user.fp} duress={user.fpduress} selected={selected} onSelect={setSelected} />
        <Flex gap="2" align="center" wrap="wrap" aria-live="polite">
          {selected === null ? (
            <Text color="fg.muted">{t('fingerprint.choose')}</Text>
          ) : (
            <>
              <Text fontWeight="medium">{names.name(selected)}</Text>
              <Text color="fg.muted">{names.state(selected, enrolled, user.fpduress?.[selected] === 1)}</Text>
              <Button onClick={() => void capture.run()}>{enrolled ? t('fingerprint.reenrol') : t('fingerprint.enrol')}</Button>
              {enrolled && (
                <Button variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
                  {t('fingerprint.delete')}
                </Button>
              )}
            </>
          )}
        </Flex>
        {/* A device without duress fingers (older firmware) answers no fpduress. */}
        {enrolled && user.fpduress && <DuressFinger userid={user.userid} slot={selected} duress={user.fpduress[selected] === 1} />}
        <Button asChild variant="outline" alignSelf="start">
          <RouterLink to={userPage(USER_PATHS.userEdit, user.userid)} state={back.state}>{t('common:back')}</RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Page title={t('fingerprint.title')}>
      {body}
      <CaptureOverlay capture={capture} message={placeFinger(selected)} />
      <ConfirmDialog
        open={confirmDelete}
        title={t('fingerprint.delete')}
        message={selected === null ? '' : t('fingerprint.deleteConfirm', { slot: slotName(selected) })}
        confirmLabel={t('common:delete')}
        destructive
        busy={deleting.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Page>
  );
}
