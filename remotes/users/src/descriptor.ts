import type { SectionDescriptor } from '@tac/shell/section';

/** User (DESIGN §3): the list, add/edit with enrolment and photo, fingerprints, identify mode. */
const descriptor: SectionDescriptor = {
  id: 'users',
  permission: 'user',
  i18nNamespace: 'users',
  titleKey: 'users:section.title',
  base: { path: '/user', rank: 0 },
  menu: [
    { path: '/user/userList', labelKey: 'users:menu.userList' },
    { path: '/user/addUser', labelKey: 'users:menu.addUser' },
  ],
  pages: [
    { path: '/user/userEdit', labelKey: 'users:menu.userEdit' },
    { path: '/user/identify', labelKey: 'users:menu.identify' },
    { path: '/user/fingerprint', labelKey: 'users:menu.userFingerprint' },
  ],
  paths: ['/user/userList', '/user/addUser', '/user/userEdit', '/user/fingerprint', '/user/identify'],
};

export default descriptor;
