import { lazyScreen, routesOf, type SectionManifest } from '@tac/section';
import descriptor from './descriptor';
import { USER_PATHS as P } from './paths';
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
    [P.userList]: <UserList />,
    // Add and edit are one form; userEdit without ?id= adds too (the mobile add icon leads there, SPEC §2).
    [P.addUser]: <UserEdit />,
    [P.userEdit]: <UserEdit />,
    [P.fingerprint]: <Fingerprint />,
    [P.identify]: <Identify />,
  }),
};

export default section;
