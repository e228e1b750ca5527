import type { SectionManifest } from '@tac/shell/section';
import { loadMessages } from './locales/loadMessages';

/** Access Control (DESIGN §3): time zones, groups, normally open / close, access setup, init card. */
const section: SectionManifest = {
  id: 'access-control',
  permission: 'accessControl',
  titleKey: 'shell:sections.accessControl',
  i18nNamespace: 'accessControl',
  loadMessages,
  menu: [],
  routes: [],
};

export default section;
