import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { Box, Button, Card, Field, Heading, Image, Input, Stack } from '@tac/ui/core';
import { Code, logIn, useAppStore } from '@tac/goform/core';
import { brand } from '../brand/brand';
import { homeFor, safeRedirect } from '../access/guards';

interface LoginValues {
  userid: string;
  password: string;
}
type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * Two required fields: checked here rather than with react-hook-form + zod, which would
 * put both libraries on the first load of /login (issue 2 item 11 budget).
 */
function validate(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.userid.trim()) errors.userid = 'shell:login.userNameRequired';
  if (!values.password) errors.password = 'shell:login.passwordRequired';
  return errors;
}

/** SPEC §2 /login: user name + password; the device's catalogue errors arrive as toasts. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const store = useAppStore();
  const [isLoading, setLoading] = useState(false);
  const [values, setValues] = useState<LoginValues>({ userid: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  // Like a form library: checked on submit, then again on every change.
  const errors = submitted ? validate(values) : {};
  const field = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (isLoading || Object.keys(validate(values)).length > 0) return;
    setLoading(true);
    const result = await logIn(store, { userid: values.userid.trim(), password: values.password });
    setLoading(false);
    if (result.data) {
      navigate(safeRedirect(params.get('redirect')) ?? homeFor(result.data.funs), { replace: true });
    } else if (result.error.status === 'DEVICE' && result.error.retvalue === Code.Superuser) {
      // 11003: a factory key logged in (the superuser flag is set); it may only use the hidden pages.
      navigate('/snkey', { replace: true });
    }
  };

  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="bg.muted" p="4">
      <Card.Root width="full" maxW="sm">
        <Card.Body>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="5">
              <Image src={brand.logoUrl} alt={brand.title} height="12" objectFit="contain" />
              <Heading as="h1" size="lg" textAlign="center">
                {t('shell:login.title')}
              </Heading>
              <Field.Root invalid={!!errors.userid} required>
                <Field.Label>{t('shell:login.userName')}</Field.Label>
                {/* The page has one task: the first field takes focus so a keyboard user types at once. */}
                {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
                <Input autoComplete="username" autoFocus {...field('userid')} />
                <Field.ErrorText>{errors.userid && t(errors.userid)}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.password} required>
                <Field.Label>{t('shell:login.password')}</Field.Label>
                <Input type="password" autoComplete="current-password" {...field('password')} />
                <Field.ErrorText>{errors.password && t(errors.password)}</Field.ErrorText>
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
