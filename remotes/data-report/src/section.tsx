import { lazyScreen, routesOf, type SectionManifest } from '@tac/section';
import descriptor from './descriptor';
import { DATA_REPORT_PATHS as P } from './paths';
import { loadMessages } from './locales/loadMessages';

const RecordList = lazyScreen(() => import('./screens/RecordList/RecordList'));
const Report = lazyScreen(() => import('./screens/Report/Report'));
const Thermometry = lazyScreen(() => import('./screens/Thermometry/Thermometry'));
const AuditLog = lazyScreen(() => import('./screens/AuditLog/AuditLog'));
const Events = lazyScreen(() => import('./screens/Events/Events'));

/** Data Report (DESIGN §3): record list, report, temperature, audit log, events; /advSetting lands on the record list. */
const section: SectionManifest = {
  ...descriptor,
  loadMessages,
  routes: routesOf(descriptor, {
    [P.recordList]: <RecordList />,
    [P.report]: <Report />,
    [P.thermometry]: <Thermometry />,
    [P.auditLog]: <AuditLog />,
    [P.events]: <Events />,
  }),
};

export default section;
