import type { AppDispatch, UserRow } from '@tac/goform';
import { usersListEndpoint } from './endpoints';

/** The device's largest page (userlist limit 1-100). */
const PAGE = 100;

/** Every user, read page by page so the device is never asked for the whole table at once. */
export async function readAllUsers(dispatch: AppDispatch): Promise<UserRow[]> {
  const rows: UserRow[] = [];
  for (let start = 0; ; start += PAGE) {
    const page = await dispatch(
      usersListEndpoint.initiate({ start, limit: PAGE, search: '' }, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    rows.push(...page.record);
    if (page.record.length < PAGE || rows.length >= page.count) return rows;
  }
}
