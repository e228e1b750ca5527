import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { initI18n, loadSectionMessages, useTranslation } from '@tac/i18n';
import { selectIsAuthenticated, store, useAppSelector, useLoginMutation } from '@tac/goform';
import { Button, Field, Input, Stack, UiProvider } from '@tac/ui';
import type { SectionManifest } from './section';

/** Just enough of a login for the section's calls to carry a token. */
function DevLogin({ home }: { home: string }) {
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

function StandaloneRoutes({ section }: { section: SectionManifest }) {
  const home = section.home ?? section.menu[0]?.path ?? '/';
  const authenticated = useAppSelector(selectIsAuthenticated);
  if (!authenticated) {
    return (
      <Routes>
        <Route path="*" element={<DevLogin home={home} />} />
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

/**
 * A remote's standalone dev host (`npm run dev -w remotes/<id>`): the section on its
 * own, without the shell, behind just enough of a login.
 */
export async function startStandalone(section: SectionManifest): Promise<void> {
  await initI18n();
  await loadSectionMessages(section.i18nNamespace, section.loadMessages);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <StandaloneRoutes section={section} />
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
}

