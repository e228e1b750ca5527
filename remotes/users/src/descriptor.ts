import type { SectionDescriptor } from '@tac/section';
import { USER_PATHS as P } from './paths';

/** User (DESIGN §3): the list, add/edit with enrolment and photo, fingerprints, identify mode. */
const descriptor: SectionDescriptor = {
  id: 'users',
  permission: 'user',
  i18nNamespace: 'users',
  titleKey: 'users:section.title',
  base: { path: P.base, rank: 0 },
  menu: [
    { path: P.userList, labelKey: 'users:menu.userList' },
    { path: P.addUser, labelKey: 'users:menu.addUser' },
  ],
  pages: [
    { path: P.userEdit, labelKey: 'users:menu.userEdit' },
    { path: P.identify, labelKey: 'users:menu.identify' },
    { path: P.fingerprint, labelKey: 'users:menu.userFingerprint' },
  ],
  paths: [P.userList, P.addUser, P.userEdit, P.fingerprint, P.identify],
};

export default descriptor;
