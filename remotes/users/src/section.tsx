import { lazyScreen, routesOf, type SectionManifest } from '@tac/shell/section';
import descriptor from './descriptor';
import { loadMessages } from './locales/loadMessages';

const UserList = lazyScreen(() => import('./screens/UserList/UserList'));
const UserEdit = lazyScreen(() => import('./screens/UserEdit/UserEdit'));
const Fingerprint = lazyScreen(() => import('./screens/Fingerprint/Fingerprint'));
const Identify = lazyScreen(() => import('./screens/Identify/Identify'));

/** User (DESIGN §3): the list, add/edit with enrolment and photo, fingerprints, identify mode. */
const section: SectionManifest = {
  ...descriptor,
  loadMessages,
  routes: routesOf(descriptor, {
    '/user/userList': <UserList />,
    // Add and edit are one form; userEdit without ?id= adds too (the mobile add icon leads there, SPEC §2).
    '/user/addUser': <UserEdit />,
    '/user/userEdit': <UserEdit />,
    '/user/fingerprint': <Fingerprint />,
    '/user/identify': <Identify />,
  }),
};

export default section;
