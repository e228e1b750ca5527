import type { SectionManifest } from '@tac/shell/section';
import { loadMessages } from './locales/loadMessages';

/** Data Report (DESIGN §3): record list, report, temperature. */
const section: SectionManifest = {
  id: 'data-report',
  permission: 'dataReport',
  titleKey: 'shell:sections.dataReport',
  i18nNamespace: 'dataReport',
  loadMessages,
  menu: [],
  routes: [],
};

export default section;
