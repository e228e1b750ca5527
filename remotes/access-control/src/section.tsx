import { lazy } from 'react';
import type { SectionManifest } from '@tac/shell/section';
import { loadMessages } from './locales/loadMessages';

const TimeZone = lazy(() => import('./screens/TimeZone/TimeZone'));
const Group = lazy(() => import('./screens/Group/Group'));
const DoorSchedule = lazy(() => import('./screens/DoorSchedule/DoorSchedule'));
const AccessSetup = lazy(() => import('./screens/AccessSetup/AccessSetup'));
const InitCard = lazy(() => import('./screens/InitCard/InitCard'));

/** Access Control (DESIGN §3): time zones, groups, normally open / close, access setup, init card. */
const section: SectionManifest = {
  id: 'access-control',
  permission: 'accessControl',
  titleKey: 'shell:sections.accessControl',
  i18nNamespace: 'accessControl',
  loadMessages,
  menu: [
    { path: '/advSetting/timezone', labelKey: 'shell:menu.timeZone' },
    // 'TZ Group' where the language relabels it (SPEC §1), 'Group' elsewhere.
    { path: '/advSetting/group', labelKey: 'common:timeZoneGroup' },
    { path: '/advSetting/normallyOpen', labelKey: 'shell:menu.normallyOpen' },
    { path: '/advSetting/normallyClose', labelKey: 'shell:menu.normallyClose' },
    { path: '/advSetting/access', labelKey: 'shell:menu.accessSetup' },
    { path: '/advSetting/initCard', labelKey: 'shell:menu.initCard' },
  ],
  routes: [
    { path: '/advSetting/timezone', element: <TimeZone /> },
    { path: '/advSetting/group', element: <Group /> },
    // Keyed: moving from one schedule to the other must start a fresh form, not reuse the first.
    { path: '/advSetting/normallyOpen', element: <DoorSchedule key="normallyopen" kind="normallyopen" /> },
    { path: '/advSetting/normallyClose', element: <DoorSchedule key="normallyclose" kind="normallyclose" /> },
    { path: '/advSetting/access', element: <AccessSetup /> },
    { path: '/advSetting/initCard', element: <InitCard /> },
  ],
};

export default section;
