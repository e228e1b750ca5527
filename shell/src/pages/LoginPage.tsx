import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { Box, Button, Card, Field, Heading, Image, Input, Stack } from '@tac/ui';
import { Code, isGoformError, useLoginMutation } from '@tac/goform';
import { brand } from '../brand/brand';
import { homeFor, safeRedirect } from '../access/guards';

const schema = z.object({
  userid: z.string().trim().min(1, 'shell:login.userNameRequired'),
  password: z.string().min(1, 'shell:login.passwordRequired'),
});
type LoginValues = z.infer<typeof schema>;

/** SPEC §2 /login: user name + password; the device's catalogue errors arrive as toasts. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [login, { isLoading }] = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(schema), defaultValues: { userid: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const result = await login(values);
    if ('data' in result && result.data) {
      navigate(safeRedirect(params.get('redirect')) ?? homeFor(result.data.funs), { replace: true });
    } else if (isGoformError(result.error) && result.error.status === 'DEVICE' && result.error.retvalue === Code.Superuser) {
      // 11003: a factory key logged in (the superuser flag is set); it may only use the hidden pages.
      navigate('/snkey', { replace: true });
    }
  });

  return (
    <Box minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="bg.muted" p="4">
      <Card.Root width="full" maxW="sm">
        <Card.Body>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="5">
              <Image src={brand.logoUrl} alt={brand.title} height="12" objectFit="contain" />
              <Heading as="h1" size="lg" textAlign="center">
                {t('shell:login.title')}
              </Heading>
              <Field.Root invalid={!!errors.userid} required>
                <Field.Label>{t('shell:login.userName')}</Field.Label>
                <Input autoComplete="username" autoFocus {...register('userid')} />
                <Field.ErrorText>{errors.userid?.message && t(errors.userid.message)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.password} required>
                <Field.Label>{t('shell:login.password')}</Field.Label>
                <Input type="password" autoComplete="current-password" {...register('password')} />
                <Field.ErrorText>{errors.password?.message && t(errors.password.message)}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" loading={isLoading} width="full">
                {t('shell:login.submit')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
