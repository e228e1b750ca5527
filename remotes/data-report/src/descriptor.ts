import type { SectionDescriptor } from '@tac/section';
import { DATA_REPORT_PATHS as P } from './paths';

const menu = [
  { path: P.recordList, labelKey: 'dataReport:menu.recordList' },
  { path: P.report, labelKey: 'dataReport:menu.report' },
  { path: P.thermometry, labelKey: 'dataReport:menu.temperature' },
  { path: P.auditLog, labelKey: 'dataReport:menu.auditLog' },
  { path: P.events, labelKey: 'dataReport:menu.events' },
];

/** Data Report (DESIGN §3): records, report, temperatures, audit log, events; /advSetting leads here first (SPEC §2). */
const descriptor: SectionDescriptor = {
  id: 'data-report',
  permission: 'dataReport',
  i18nNamespace: 'dataReport',
  titleKey: 'dataReport:section.title',
  base: { path: P.base, rank: 0 },
  menu,
  paths: menu.map((m) => m.path),
};

export default descriptor;
