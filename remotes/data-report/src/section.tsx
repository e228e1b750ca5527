import { lazy } from 'react';
import { routesOf, type SectionManifest } from '@tac/shell/section';
import descriptor from './descriptor';
import { loadMessages } from './locales/loadMessages';

const RecordList = lazy(() => import('./screens/RecordList/RecordList'));
const Report = lazy(() => import('./screens/Report/Report'));
const Thermometry = lazy(() => import('./screens/Thermometry/Thermometry'));

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
