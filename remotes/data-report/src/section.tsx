import { lazy } from 'react';
import type { SectionManifest } from '@tac/shell/section';
import { loadMessages } from './locales/loadMessages';

const RecordList = lazy(() => import('./screens/RecordList/RecordList'));
const Report = lazy(() => import('./screens/Report/Report'));
const Thermometry = lazy(() => import('./screens/Thermometry/Thermometry'));

/** Data Report (DESIGN §3): record list, report, temperature; /advSetting lands on the record list. */
const section: SectionManifest = {
  id: 'data-report',
  permission: 'dataReport',
  titleKey: 'shell:sections.dataReport',
  i18nNamespace: 'dataReport',
  loadMessages,
  menu: [
    { path: '/advSetting/recordList', labelKey: 'shell:menu.recordList' },
    { path: '/advSetting/report', labelKey: 'shell:menu.report' },
    { path: '/advSetting/thermometry', labelKey: 'shell:menu.temperature' },
  ],
  routes: [
    { path: '/advSetting/recordList', element: <RecordList /> },
    { path: '/advSetting/report', element: <Report /> },
    { path: '/advSetting/thermometry', element: <Thermometry /> },
  ],
};

export default section;
