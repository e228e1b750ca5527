import { createConsoleStore, loseSession, navigation, setRoleInfo } from '@tac/goform';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { prepare } from '../test/render';
import { useSessionDraft } from './useSessionDraft';

/** A form whose password field shows only for one choice, as Wi-Fi's does for a secured network. */
function SecuredForm() {
  const methods = useForm({ defaultValues: { ssid: '', password: '' } });
  const [secured, setSecured] = useState(true);
  useSessionDraft(methods, true);
  return (
    <FormProvider {...methods}>
      <form>
        <label>
          Network name
          <input {...methods.register('ssid')} />
        </label>
        <label>
          Secured
          <input type="checkbox" checked={secured} onChange={(e) => setSecured(e.target.checked)} />
        </label>
        {secured && (
          <label>
            Password
            <input type="password" {...methods.register('password')} />
          </label>
        )}
      </form>
    </FormProvider>
  );
}

beforeAll(prepare);
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.restoreAllMocks();
});

it('never keeps what was typed into a password field, also once a choice has hidden the field', async () => {
  jest.spyOn(navigation, 'reloadTo').mockImplementation(() => {});
  setRoleInfo({ funs: ['network'], name: 'admin', userid: '1' });
  const user = userEvent.setup();
  render(<SecuredForm />);
  await user.type(screen.getByLabelText('Network name'), 'TAC-Office');
  await user.type(screen.getByLabelText('Password'), 'hunter2-secret');
  await user.click(screen.getByLabelText('Secured'));
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  loseSession(createConsoleStore().dispatch);
  const kept = JSON.stringify({ ...sessionStorage });
  expect(kept).toContain('TAC-Office');
  expect(kept).not.toContain('hunter2-secret');
});
