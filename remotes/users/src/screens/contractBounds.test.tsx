import { http } from 'msw';
import { success } from '@tac/goform/testing';
import { boundedFields, expectContractBounds, type ScreenFields } from '@tac/ui/testing';
import { deviceBasics } from '../test/device';
import { renderScreen, server, withFakeDevice } from '../test/harness';
import { userForm } from './UserEdit/schema';
import UserEdit from './UserEdit/UserEdit';

withFakeDevice();

/** The add-user form: the contract's user fields (userFormFields), found by their labels. */
const ADD_USER: ScreenFields = {
  source: { shape: userForm },
  labels: { userid: 'User ID', username: 'User Name', password: 'Password', cardid: 'Card NO.' },
};

it('Add user: the inputs carry the contract’s bounds and messages', async () => {
  deviceBasics();
  server.use(http.get('*/goform/userlist', () => success({ count: 0, record: [] })));
  await renderScreen(<UserEdit />, '/user/addUser');
  const checked = await expectContractBounds(ADD_USER, {}, 'Save');
  expect(checked.sort()).toEqual(boundedFields(ADD_USER).sort());
});
