import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { initI18n, loadSectionMessages, useTranslation } from '@tac/i18n';
import { selectIsAuthenticated, store, useAppSelector, useLoginMutation } from '@tac/goform';
import { Button, Field, Input, Stack, UiProvider } from '@tac/ui';
import section from './section';

const home = section.menu[0]?.path ?? '/';

/** Just enough of a login for the section's calls to carry a token. */
function DevLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [userid, setUserid] = useState('admin');
  const [password, setPassword] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ('data' in (await login({ userid, password }))) navigate(home, { replace: true });
  };
  return (
    <Stack as="form" onSubmit={submit} gap="4" maxW="sm" m="8">
      <Field.Root>
        <Field.Label>{t('shell:login.userName')}</Field.Label>
        <Input value={userid} onChange={(e) => setUserid(e.target.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('shell:login.password')}</Field.Label>
        <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field.Root>
      <Button type="submit" loading={isLoading}>
        {t('shell:login.submit')}
      </Button>
    </Stack>
  );
}

function StandaloneRoutes() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  if (!authenticated) {
    return (
      <Routes>
        <Route path="*" element={<DevLogin />} />
      </Routes>
    );
  }
  return (
    <Routes>
      {section.routes.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
      <Route path="*" element={<Navigate to={home} replace />} />
    </Routes>
  );
}

/** `npm run dev -w remotes/machine`: the section on its own, without the shell. */
async function start() {
  await initI18n();
  await loadSectionMessages(section.i18nNamespace, section.loadMessages);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <StandaloneRoutes />
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
}

void start();
