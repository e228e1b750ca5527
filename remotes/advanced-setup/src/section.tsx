import { lazy } from 'react';
import type { SectionManifest } from '@tac/shell/section';
import { loadMessages } from './locales/loadMessages';

const Attendance = lazy(() => import('./screens/Attendance/Attendance'));

/**
 * Advanced Setup (DESIGN §3): its screens live under /basicSetting/ beside Basic Setup's,
 * whose remote owns the /basicSetting redirect. Menu labels are SPEC §2's.
 */
const section: SectionManifest = {
  id: 'advanced-setup',
  permission: 'advancedSetting',
  titleKey: 'shell:sections.advancedSetting',
  i18nNamespace: 'advancedSetup',
  loadMessages,
  menu: [{ path: '/basicSetting/attendance', labelKey: 'shell:menu.attendance' }],
  routes: [{ path: '/basicSetting/attendance', element: <Attendance /> }],
};

export default section;
