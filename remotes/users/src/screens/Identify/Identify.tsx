import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { lacksNeededPin } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import {
  Button,
  Center,
  ErrorPanel,
  Flex,
  FormProvider,
  Page,
  SelectField,
  Spinner,
  Stack,
  Text,
  UnsavedChangesGuard,
  notifyToast,
  useForm,
  useSubmitHandler,
} from '@tac/ui';
import { USER_PATHS, userPage } from '../../paths';
import { useListReturn } from '../../listReturn';
import { useIdentifyModeOptions } from '../../identifyModes';
import { UserPicker } from '../../UserPicker';
import { AdministratorOnlyNotice, useMayChangeUser } from '../../rights';
import { useUsersEditUserMutation, useUsersUserInfoQuery, type UserInfo } from '../UserEdit/endpoints';
import { userKeys } from '../../userKeys';

interface IdentifyValues {
  identifymode: number;
}

/** /user/identify?id=: how this user proves who they are, among the modes the model offers. */
export default function Identify() {
  const { t } = useTranslation('users');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: user, isLoading, isError, refetch } = useUsersUserInfoQuery(id, { skip: !id });
  const mayChange = useMayChangeUser();
  let body;
  if (!id) body = <UserPicker path="/user/identify" />;
  else if (isLoading) {
    body = (
      <Center py="10">
        <Spinner size="lg" aria-label={t('common:loading')} />
      </Center>
    );
  } else if (isError || !user) body = <ErrorPanel title={t('form.loadFailed')} onRetry={() => void refetch()} />;
  else if (!mayChange(user)) body = <AdministratorOnlyNotice />;
  else body = <IdentifyForm user={user} />;
  return <Page title={t('identify.title')}>{body}</Page>;
}

function IdentifyForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('users');
  const back = useListReturn();
  const form = useForm<IdentifyValues>({ defaultValues: { identifymode: user.identifymode } });
  const options = useIdentifyModeOptions(user.identifymode);
  const [editUser] = useUsersEditUserMutation();
  useEffect(() => form.reset({ identifymode: user.identifymode }), [user.identifymode, form]);

  const save = form.handleSubmit(async ({ identifymode }) => {
    // A PIN mode needs a PIN (the contract's rule, which the device applies too).
    if (lacksNeededPin(identifymode, user.haspassword === 1)) {
      form.setError('identifymode', { message: 'users:identify.needsPassword' });
      return;
    }
    const done = await editUser({ fields: { userid: user.userid, identifymode } });
    if (done.data?.code === 'success') {
      form.reset({ identifymode });
      notifyToast.success(t('common:success'));
    } else if (done.data) notifyToast.error(t('common:failed'));
  });
  const { onSubmit, submitting } = useSubmitHandler(save);

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="5" maxW="2xl">
          <Text>{t('identify.of', { userid: user.userid, username: user.username })}</Text>
          <SelectField<IdentifyValues> name="identifymode" label={t(userKeys.field('identifymode'))} options={options} numeric />
          <Flex gap="2" wrap="wrap">
            <Button type="submit" loading={submitting}>
              {t('common:save')}
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={userPage(USER_PATHS.userEdit, user.userid)} state={back.state}>{t('common:back')}</RouterLink>
            </Button>
          </Flex>
        </Stack>
      </form>
      <UnsavedChangesGuard when={form.formState.isDirty && !submitting} />
    </FormProvider>
  );
}
