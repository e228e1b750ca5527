import type { SectionDescriptor } from '@tac/shell/section';

const menu = [
  { path: '/advSetting/timezone', labelKey: 'accessControl:menu.timeZone' },
  // 'TZ Group' where the language relabels it (SPEC §1), 'Group' elsewhere.
  { path: '/advSetting/group', labelKey: 'common:timeZoneGroup' },
  { path: '/advSetting/normallyOpen', labelKey: 'accessControl:menu.normallyOpen' },
  { path: '/advSetting/normallyClose', labelKey: 'accessControl:menu.normallyClose' },
  { path: '/advSetting/access', labelKey: 'accessControl:menu.accessSetup' },
  { path: '/advSetting/initCard', labelKey: 'accessControl:menu.initCard' },
];

/** Access Control (DESIGN §3): time zones, groups, door schedules, access setup, admin card. */
const descriptor: SectionDescriptor = {
  id: 'access-control',
  permission: 'accessControl',
  i18nNamespace: 'accessControl',
  titleKey: 'accessControl:section.title',
  // /advSetting leads to Record List first (SPEC §2), then here.
  base: { path: '/advSetting', rank: 1 },
  menu,
  paths: menu.map((m) => m.path),
};

export default descriptor;
