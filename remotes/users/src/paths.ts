/**
 * Every path of the User section, named once: its routes, menu and links, and the e2e
 * tests, take them from here.
 */
export const USER_PATHS = {
  base: '/user',
  userList: '/user/userList',
  addUser: '/user/addUser',
  userEdit: '/user/userEdit',
  identify: '/user/identify',
  fingerprint: '/user/fingerprint',
} as const;

type UserPage = (typeof USER_PATHS)['userEdit' | 'identify' | 'fingerprint'];

/** One user's page: the user goes in `id`, as on real terminals. */
export const userPage = (path: UserPage, userid: string | number) => `${path}?id=${encodeURIComponent(userid)}`;
