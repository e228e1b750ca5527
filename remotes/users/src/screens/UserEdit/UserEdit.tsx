import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Code, FP_SLOTS, isGoformError, useAppDispatch } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import {
  Alert,
  Button,
  Center,
  ConfirmDialog,
  FormProvider,
  ErrorPanel,
  Fieldset,
  Flex,
  Page,
  PasswordField,
  SelectField,
  Separator,
  SimpleGrid,
  Spinner,
  Stack,
  SwitchField,
  Text,
  TextField,
  UnsavedChangesGuard,
  notifyToast,
  useForm,
  useSubmitHandler,
  useSessionDraft,
  useSubmitOnce,
} from '@tac/ui';
import { USER_PATHS, userPage } from '../../paths';
import { useListReturn } from '../../listReturn';
import { useGroupOptions } from '../../groupOptions';
import { AdministratorOnlyNotice, useManagesAdministrators } from '../../rights';
import { useIdentifyModeOptions } from '../../identifyModes';
import { usersListEndpoint } from '../UserList/endpoints';
import { FacePanel } from './FacePanel';
import { PhotoField, type PhotoChange } from './PhotoField';
import { useUsersAddUserMutation, useUsersEditUserMutation, useUsersUserInfoQuery, type UserInfo } from './endpoints';
import { userFields, userFormSchema, type UserFormValues } from './schema';
import { userKeys } from '../../userKeys';

const EMPTY: UserFormValues = {
  userid: '',
  username: '',
  password: '',
  confirm: '',
  cardid: '',
  admin: 0,
  groupid: 1,
  identifymode: 0,
};

function valuesOf(user: UserInfo): UserFormValues {
  return {
    userid: user.userid,
    username: user.username,
    password: '',
    confirm: '',
    cardid: user.cardid,
    admin: user.admin,
    groupid: user.groupid,
    identifymode: user.identifymode,
  };
}

/** /user/addUser and /user/userEdit (?id= edits that user; without it, adds). */
export default function UserEdit() {
  const { t } = useTranslation('users');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: user, isLoading, isError, refetch } = useUsersUserInfoQuery(id, { skip: !id });
  if (!id) return <UserForm key="add" />;
  if (isLoading) {
    return (
      <Page title={t('form.editTitle')}>
        <Center py="10">
          <Spinner size="lg" aria-label={t('common:loading')} />
        </Center>
      </Page>
    );
  }
  if (isError || !user) {
    return (
      <Page title={t('form.editTitle')}>
        <ErrorPanel title={t('form.loadFailed')} onRetry={() => void refetch()} />
      </Page>
    );
  }
  return <UserForm key={id} user={user} />;
}

function UserForm({ user }: { user?: UserInfo }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const back = useListReturn();
  const dispatch = useAppDispatch();
  const editing = user !== undefined;
  const managesAdministrators = useManagesAdministrators();
  // An administrator user is shown, not offered for change, to an account without full rights.
  const readOnly = user?.admin === 1 && !managesAdministrators;
  const schema = useMemo(() => userFormSchema(user?.haspassword === 1), [user?.haspassword]);
  const form = useForm<UserFormValues>({
    resolver: zodResolver(schema),
    defaultValues: user ? valuesOf(user) : EMPTY,
  });
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  // The device refused the photo sent on Save: nothing was saved, every value stays, the photo says why.
  const [photoRefused, setPhotoRefused] = useState(false);
  const changePhoto = (change: PhotoChange) => {
    setPhoto(change);
    setPhotoRefused(false);
  };
  const [overwrite, setOverwrite] = useState<UserFormValues | null>(null);
  const [addUser] = useUsersAddUserMutation();
  const [editUser] = useUsersEditUserMutation();
  const groupOptions = useGroupOptions();
  const modeOptions = useIdentifyModeOptions(form.getValues('identifymode'));

  // A user re-read after enrolment (face, fingerprints) keeps what is being typed.
  useEffect(() => {
    if (user && !form.formState.isDirty) form.reset(valuesOf(user));
  }, [user, form]);
  // What was typed when the session ended comes back after the next login (never a PIN typed).
  const draft = useSessionDraft(form, true);

  const fieldsOf = (v: UserFormValues) => ({
    userid: v.userid.trim(),
    username: v.username,
    cardid: v.cardid.trim(),
    admin: v.admin,
    groupid: v.groupid,
    identifymode: v.identifymode,
    ...(v.password ? { password: v.password, confirm: v.confirm } : {}),
  });
  const file = photo.kind === 'replace' ? photo.file : undefined;
  /** Whether a write failed on the photo it carried (too large, not an image), as the device checks it. */
  const noteRefusedPhoto = (done: { error?: unknown }) => {
    const photoCodes: readonly number[] = [Code.UploadTooLarge, Code.UploadBadFormat];
    if (file && isGoformError(done.error) && done.error.status === 'DEVICE' && photoCodes.includes(done.error.retvalue)) {
      setPhotoRefused(true);
    }
  };

  const saved = (ok: boolean, userid: string) => {
    if (!ok) return;
    notifyToast.success(t('common:success'));
    draft.saved();
    changePhoto({ kind: 'keep' });
    form.reset(editing ? { ...form.getValues(), password: '', confirm: '' } : form.getValues());
    if (!editing) navigate(userPage(USER_PATHS.userEdit, userid), { replace: true, state: back.state });
  };

  /** What a write answered: the photo's refusal noted, a failure said, a success saved. */
  const answered = (done: Awaited<ReturnType<typeof addUser>>, userid: string) => {
    noteRefusedPhoto(done);
    if (done.data && done.data.code !== 'success') notifyToast.error(t('common:failed'));
    saved(done.data?.code === 'success', userid);
  };

  const add = async (values: UserFormValues, overwriteExisting: boolean) => {
    const fields = fieldsOf(values);
    answered(await addUser({ fields: { ...fields, ...(overwriteExisting ? { overwrite: 1 } : {}) }, photo: file }), fields.userid);
  };

  /**
   * The user whose ID was typed on Add User is updated instead of replaced (edituser): its
   * fingerprints and face stay, and so do its card, PIN and photo unless this form gives new ones.
   */
  const updateExisting = async (values: UserFormValues) => {
    const { cardid, ...fields } = fieldsOf(values);
    answered(await editUser({ fields: { ...fields, ...(cardid ? { cardid } : {}) }, photo: file }), fields.userid);
  };

  const save = form.handleSubmit(async (values) => {
    if (editing) {
      const fields = { ...fieldsOf(values), ...(photo.kind === 'remove' ? { deletephoto: 1 } : {}) };
      answered(await editUser({ fields, photo: file }), values.userid);
      return;
    }
    // Ask before overwriting (SPEC §5): the id search of userlist answers without a catalogue toast.
    const userid = values.userid.trim();
    const found = await dispatch(
      usersListEndpoint.initiate({ start: 0, limit: 100, search: userid }, { subscribe: false, forceRefetch: true }),
    );
    if (found.data?.record.some((row) => row.userid === userid)) setOverwrite(values);
    else if (!found.error) await add(values, false);
  });
  // One write per intent: a double click sends one adduser/edituser (the id look-up before adding left a gap).
  const { onSubmit, submitting } = useSubmitHandler(save);
  const addOverwriting = useSubmitOnce(add);
  const updating = useSubmitOnce(updateExisting);

  const busy = submitting || addOverwriting.running || updating.running;
  const userid = user?.userid ?? '';

  return (
    <Page title={editing ? t('form.editTitle') : t('form.addTitle')}>
      <FormProvider {...form}>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="5" maxW="2xl">
          {readOnly && <AdministratorOnlyNotice />}
          {draft.restored && form.formState.isDirty && (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Title>{t('common:draftRestored')}</Alert.Title>
            </Alert.Root>
          )}
          <Fieldset.Root disabled={readOnly}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField<UserFormValues> {...userFields.text('userid')} label={t(userKeys.field('userid'))} inputMode="numeric" readOnly={editing} />
            <TextField<UserFormValues> {...userFields.text('username')} label={t(userKeys.field('username'))} />
            <PasswordField<UserFormValues>
              {...userFields.text('password')}
              label={t(userKeys.field('password'))}
              autoComplete="new-password"
              helperText={t(user?.haspassword ? 'form.passwordKept' : 'form.passwordHelp', userFields.rule('password'))}
            />
            <PasswordField<UserFormValues>
              {...userFields.text('password')}
              name="confirm"
              label={t(userKeys.field('confirm'))}
              autoComplete="new-password"
            />
            <TextField<UserFormValues> {...userFields.text('cardid')} label={t(userKeys.field('cardid'))} inputMode="numeric" />
            <SelectField<UserFormValues> name="groupid" label={t('common:timeZoneGroup')} options={groupOptions} numeric />
            <SelectField<UserFormValues>
              name="identifymode"
              label={t(userKeys.field('identifymode'))}
              options={modeOptions}
              numeric
            />
            {managesAdministrators && <SwitchField<UserFormValues> name="admin" label={t(userKeys.field('admin'))} />}
          </SimpleGrid>
          {!readOnly && <PhotoField stored={user?.photodata ?? ''} change={photo} onChange={changePhoto} refused={photoRefused} />}
          </Fieldset.Root>
          <Flex gap="2" wrap="wrap">
            {!readOnly && (
              <Button type="submit" loading={busy}>
                {t('common:save')}
              </Button>
            )}
            <Button asChild variant="outline">
              <RouterLink to={back.list}>{t('common:back')}</RouterLink>
            </Button>
          </Flex>
          </Stack>
        </form>
      </FormProvider>
      {user && !readOnly && (
        <Stack gap="4" maxW="2xl">
          <Separator />
          <Flex gap="3" align="center" wrap="wrap">
            <Text fontWeight="medium">{t('fingerprint.title')}</Text>
            <Text color="fg.muted">{t('fingerprint.count', { count: user.fp.filter((f) => f === 1).length, slots: FP_SLOTS })}</Text>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={userPage(USER_PATHS.fingerprint, userid)} state={back.state}>{t('fingerprint.manage')}</RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={userPage(USER_PATHS.identify, userid)} state={back.state}>{t('identify.title')}</RouterLink>
            </Button>
          </Flex>
          <FacePanel userid={userid} enrolled={user.face === 1} />
        </Stack>
      )}
      <UnsavedChangesGuard when={(form.formState.isDirty || photo.kind !== 'keep') && !busy && !readOnly} />
      {/* An ID already on the device: update it (biometrics kept) or replace it (all of it lost), said before either. */}
      <ConfirmDialog
        open={overwrite !== null}
        title={t('form.existsTitle')}
        message={
          <Stack gap="2">
            <Text>{t('form.existsOnDevice', { id: overwrite?.userid.trim() ?? '' })}</Text>
            <Text>{t('form.existsUpdate')}</Text>
            <Text>{t('form.existsReplace')}</Text>
          </Stack>
        }
        confirmLabel={t('form.existsUpdateAction')}
        cancelLabel={t('common:cancel')}
        busy={addOverwriting.running || updating.running}
        onConfirm={() => {
          const values = overwrite;
          setOverwrite(null);
          if (values) void updating.run(values);
        }}
        alternative={{
          label: t('form.existsReplaceAction'),
          destructive: true,
          onClick: () => {
            const values = overwrite;
            setOverwrite(null);
            if (values) void addOverwriting.run(values, true);
          },
        }}
        onCancel={() => setOverwrite(null)}
      />
    </Page>
  );
}
