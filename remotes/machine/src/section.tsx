import type { SectionManifest } from '@tac/shell/section';
import { loadMessages } from './locales/loadMessages';

/** Machine Setup (DESIGN §3): firmware upgrade, initialization, restart. */
const section: SectionManifest = {
  id: 'machine',
  permission: 'machine',
  titleKey: 'shell:sections.machine',
  i18nNamespace: 'machine',
  loadMessages,
  menu: [],
  routes: [],
};

export default section;
