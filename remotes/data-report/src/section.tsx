import { lazyScreen, routesOf, type SectionManifest } from '@tac/shell/section';
import descriptor from './descriptor';
import { loadMessages } from './locales/loadMessages';

const RecordList = lazyScreen(() => import('./screens/RecordList/RecordList'));
const Report = lazyScreen(() => import('./screens/Report/Report'));
const Thermometry = lazyScreen(() => import('./screens/Thermometry/Thermometry'));

/** Data Report (DESIGN §3): record list, report, temperature; /advSetting lands on the record list. */
const section: SectionManifest = {
  ...descriptor,
  loadMessages,
  routes: routesOf(descriptor, {
    '/advSetting/recordList': <RecordList />,
    '/advSetting/report': <Report />,
    '/advSetting/thermometry': <Thermometry />,
  }),
};

export default section;
