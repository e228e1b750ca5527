import type { SectionDescriptor } from '@tac/section';
import { ACCESS_CONTROL_PATHS as P } from './paths';

const menu = [
  { path: P.timezone, labelKey: 'accessControl:menu.timeZone' },
  // 'TZ Group' where the language relabels it (SPEC §1), 'Group' elsewhere.
  { path: P.group, labelKey: 'common:timeZoneGroup' },
  { path: P.holidays, labelKey: 'accessControl:menu.holidays' },
  { path: P.normallyOpen, labelKey: 'accessControl:menu.normallyOpen' },
  { path: P.normallyClose, labelKey: 'accessControl:menu.normallyClose' },
  { path: P.access, labelKey: 'accessControl:menu.accessSetup' },
  { path: P.initCard, labelKey: 'accessControl:menu.initCard' },
  { path: P.door, labelKey: 'accessControl:menu.door' },
];

/** Access Control (DESIGN §3): time zones, groups, holidays, door schedules, access setup, admin card, the door itself. */
const descriptor: SectionDescriptor = {
  id: 'access-control',
  permission: 'accessControl',
  i18nNamespace: 'accessControl',
  titleKey: 'accessControl:section.title',
  // /advSetting leads to Record List first (SPEC §2), then here.
  base: { path: P.base, rank: 1 },
  menu,
  paths: menu.map((m) => m.path),
};

export default descriptor;
