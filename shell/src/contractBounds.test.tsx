import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { GetSNKeyParam, ModifyPassword, superuserSet } from '@tac/goform';
import { boundedFields, expectContractBounds, type ScreenFields } from '@tac/ui/testing';
import { chooseMenuItem } from './test/menu';
import { answer, server } from './test/goform';
import { ADMIN, fakeSection, renderShell } from './test/renderShell';
import { setupShellTests } from './test/setup';

setupShellTests();

/** The shell's own forms (issue 22): their inputs take bounds and messages from the calls they make. */
const SNKEY: ScreenFields = {
  source: { shape: GetSNKeyParam.request },
  labels: { key1: 'Key 1', key2: 'Key 2', key3: 'Key 3', key4: 'Key 4', key5: 'Key 5' },
};
const MODIFY_PASSWORD: ScreenFields = {
  source: { shape: ModifyPassword.request },
  labels: { oldpassword: 'Current Password', password: 'New Password', confirm: 'Confirm Password' },
  // The signed-in account's own ID, shown read only.
  notInputs: ['userid'],
};

it('/snkey: the five keys carry GetSNKeyParam’s bounds and message', async () => {
  server.use(http.get('*/goform/SetSNKeyParam', () => answer({ key1: '', key2: '', key3: '', key4: '', key5: '' })));
  const { store, router } = await renderShell({ path: '/login' });
  store.dispatch(superuserSet('service-token'));
  await act(() => router.navigate('/snkey'));
  await screen.findByRole('textbox', { name: 'Key 1' });
  expect(await expectContractBounds(SNKEY, {}, 'Save')).toEqual(boundedFields(SNKEY));
});

it('Modify Password: the passwords carry ModifyPassword’s bounds and message', async () => {
  const user = userEvent.setup();
  await renderShell({ path: '/404', session: ADMIN, sections: [fakeSection('basic-setup', '/basicSetting/systemInfo', 'System Info')] });
  await user.click(screen.getByRole('button', { name: 'User menu' }));
  await chooseMenuItem(user, 'menuitem', 'Modify Password');
  await screen.findByRole('dialog', { name: 'Modify Password' });
  expect(await expectContractBounds(MODIFY_PASSWORD, {}, 'Confirm')).toEqual(boundedFields(MODIFY_PASSWORD));
});
