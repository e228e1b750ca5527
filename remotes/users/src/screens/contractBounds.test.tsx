import { screen } from '@testing-library/react';
import { http } from 'msw';
import { success } from '@tac/goform/testing';
import { boundedFields, expectContractBounds, type ScreenFields } from '@tac/ui/testing';
import { deviceBasics, USER_7 } from '../test/device';
import { renderScreen, server, withFakeDevice } from '../test/harness';
import { userForm } from './UserEdit/schema';
import UserEdit from './UserEdit/UserEdit';

withFakeDevice();

const LABELS = { userid: 'User ID', username: 'User Name', password: 'Password', cardid: 'Card NO.' };

/** The user form: the contract's user fields (userFormFields), found by their labels. */
const ADD_USER: ScreenFields = { source: { shape: userForm }, labels: LABELS };
/** Editing, the stored user's ID is shown read only: only the other fields are typed into. */
const EDIT_USER: ScreenFields = { ...ADD_USER, notInputs: ['userid'] };

it('Add user: the inputs carry the contract’s bounds and messages', async () => {
  deviceBasics();
  server.use(http.get('*/goform/userlist', () => success({ count: 0, record: [] })));
  await renderScreen(<UserEdit />, '/user/addUser');
  const checked = await expectContractBounds(ADD_USER, {}, 'Save');
  expect(checked.sort()).toEqual(boundedFields(ADD_USER).sort());
});

it('Edit user: the inputs carry the contract’s bounds and messages', async () => {
  deviceBasics();
  server.use(http.post('*/goform/GetUserInfo', () => success(USER_7)));
  await renderScreen(<UserEdit />, '/user/userEdit?id=7');
  await screen.findByDisplayValue(USER_7.username);
  const checked = await expectContractBounds(EDIT_USER, {}, 'Save');
  expect(checked.sort()).toEqual(boundedFields(EDIT_USER).sort());
});
