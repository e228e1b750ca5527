import { http } from 'msw';
import { api } from './api';
import { ACCESS_GROUPS_TAG, accessGroupsEndpoint } from './groups';
import { createConsoleStore } from './store';
import { json, server, setupDeviceServer } from './test/harness';

setupDeviceServer();

it('reads SetGroupInfo once for every reader and again when a writer invalidates the tag', async () => {
  let reads = 0;
  let time1 = 1;
  server.use(
    http.get('*/goform/SetGroupInfo', () => {
      reads++;
      return json({ code: 'success', retvalue: 0, msg: 'Success', items: [{ id: 1, time1, time2: 0, time3: 0, time4: 0 }] });
    }),
  );
  const store = createConsoleStore();
  const usersField = store.dispatch(accessGroupsEndpoint.initiate());
  const accessScreen = store.dispatch(accessGroupsEndpoint.initiate());
  expect((await usersField).data).toEqual([{ id: 1, time1: 1, time2: 0, time3: 0, time4: 0 }]);
  await accessScreen;
  expect(reads).toBe(1);

  time1 = 5;
  store.dispatch(api.util.invalidateTags([ACCESS_GROUPS_TAG]));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(reads).toBe(2);
  expect(accessGroupsEndpoint.select()(store.getState()).data?.[0]?.time1).toBe(5);
  usersField.unsubscribe();
  accessScreen.unsubscribe();
});
