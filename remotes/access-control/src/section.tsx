import { lazy } from 'react';
import type { SectionManifest } from '@tac/shell/section';
import { loadMessages } from './locales/loadMessages';

const TimeZone = lazy(() => import('./screens/TimeZone/TimeZone'));
const AccessSetup = lazy(() => import('./screens/AccessSetup/AccessSetup'));

/** Access Control (DESIGN §3): time zones, groups, normally open / close, access setup, init card. */
const section: SectionManifest = {
  id: 'access-control',
  permission: 'accessControl',
  titleKey: 'shell:sections.accessControl',
  i18nNamespace: 'accessControl',
  loadMessages,
  menu: [
    { path: '/advSetting/timezone', labelKey: 'shell:menu.timeZone' },
    { path: '/advSetting/access', labelKey: 'shell:menu.accessSetup' },
  ],
  routes: [
    { path: '/advSetting/timezone', element: <TimeZone /> },
    { path: '/advSetting/access', element: <AccessSetup /> },
  ],
};

export default section;
