import type { SectionDescriptor } from '@tac/shell/section';

const menu = [
  { path: '/advSetting/recordList', labelKey: 'dataReport:menu.recordList' },
  { path: '/advSetting/report', labelKey: 'dataReport:menu.report' },
  { path: '/advSetting/thermometry', labelKey: 'dataReport:menu.temperature' },
];

/** Data Report (DESIGN §3): records, report, temperatures; /advSetting leads here first (SPEC §2). */
const descriptor: SectionDescriptor = {
  id: 'data-report',
  permission: 'dataReport',
  i18nNamespace: 'dataReport',
  titleKey: 'dataReport:section.title',
  base: { path: '/advSetting', rank: 0 },
  menu,
  paths: menu.map((m) => m.path),
};

export default descriptor;
