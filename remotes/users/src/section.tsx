import { lazy } from 'react';
import type { SectionManifest } from '@tac/shell/section';
import { loadMessages } from './locales/loadMessages';

const UserList = lazy(() => import('./screens/UserList/UserList'));
const UserEdit = lazy(() => import('./screens/UserEdit/UserEdit'));
const Fingerprint = lazy(() => import('./screens/Fingerprint/Fingerprint'));
const Identify = lazy(() => import('./screens/Identify/Identify'));

/** User (DESIGN §3): the list, add/edit with enrolment and photo, fingerprints, identify mode. */
const section: SectionManifest = {
  id: 'users',
  permission: 'user',
  titleKey: 'shell:sections.user',
  i18nNamespace: 'users',
  loadMessages,
  menu: [
    { path: '/user/userList', labelKey: 'shell:menu.userList' },
    { path: '/user/addUser', labelKey: 'shell:menu.addUser' },
  ],
  routes: [
    { path: '/user/userList', element: <UserList /> },
    // Add and edit are one form; userEdit without ?id= adds too (the mobile add icon leads there, SPEC §2).
    { path: '/user/addUser', element: <UserEdit /> },
    { path: '/user/userEdit', element: <UserEdit /> },
    { path: '/user/fingerprint', element: <Fingerprint /> },
    { path: '/user/identify', element: <Identify /> },
  ],
};

export default section;
