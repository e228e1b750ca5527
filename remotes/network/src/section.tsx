import { lazy } from 'react';
import type { SectionManifest } from '@tac/shell/section';
import { loadMessages } from './locales/loadMessages';

const Ethernet = lazy(() => import('./screens/Ethernet/Ethernet'));
const Internet = lazy(() => import('./screens/Internet/Internet'));
const CommMode = lazy(() => import('./screens/CommMode/CommMode'));
const SecuOne = lazy(() => import('./screens/SecuOne/SecuOne'));
const Cloud = lazy(() => import('./screens/Cloud/Cloud'));

const menu = (path: string, key: string, children?: SectionManifest['menu']) => ({
  path: `/network/${path}`,
  labelKey: `shell:menu.${key}`,
  ...(children ? { children } : {}),
});

/** Network (DESIGN §3): menu in the order of SPEC §2's labels. */
const section: SectionManifest = {
  id: 'network',
  permission: 'network',
  titleKey: 'shell:sections.network',
  i18nNamespace: 'network',
  loadMessages,
  menu: [
    menu('ethernet', 'ethernet'),
    menu('internet', 'internet'),
    menu('commMode', 'commMode'),
    menu('securityOne', 'securityOne'),
    menu('cloud', 'cloud'),
  ],
  routes: [
    { path: '/network/ethernet', element: <Ethernet /> },
    { path: '/network/internet', element: <Internet /> },
    { path: '/network/commMode', element: <CommMode /> },
    { path: '/network/securityOne', element: <SecuOne /> },
    { path: '/network/cloud', element: <Cloud /> },
  ],
};

export default section;
