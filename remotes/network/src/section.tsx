import { lazy } from 'react';
import type { SectionManifest } from '@tac/shell/section';
import { loadMessages } from './locales/loadMessages';

const Ethernet = lazy(() => import('./screens/Ethernet/Ethernet'));
const Wifi = lazy(() => import('./screens/Wifi/Wifi'));
const ChooseWifi = lazy(() => import('./screens/ChooseWifi/ChooseWifi'));
const AddWifi = lazy(() => import('./screens/AddWifi/AddWifi'));
const Internet = lazy(() => import('./screens/Internet/Internet'));
const CommMode = lazy(() => import('./screens/CommMode/CommMode'));
const SecuOne = lazy(() => import('./screens/SecuOne/SecuOne'));
const Cloud = lazy(() => import('./screens/Cloud/Cloud'));
const Bluetooth = lazy(() => import('./screens/Bluetooth/Bluetooth'));

type MenuItem = SectionManifest['menu'][number];
const item = (path: string, key: string, children?: MenuItem[]): MenuItem => ({
  path: `/network/${path}`,
  labelKey: `shell:menu.${key}`,
  ...(children ? { children } : {}),
});

/** Network (DESIGN §3): the menu in the order of SPEC §2's labels, routes as the route table spells them. */
const section: SectionManifest = {
  id: 'network',
  permission: 'network',
  titleKey: 'shell:sections.network',
  i18nNamespace: 'network',
  loadMessages,
  home: '/network/internet',
  menu: [
    item('ethernet', 'ethernet'),
    item('wirless', 'wifi', [item('wirless/chooseWIFI', 'chooseWifi'), item('wirless/addWIFI', 'addWifi')]),
    item('internet', 'internet'),
    item('commMode', 'commMode'),
    item('securityOne', 'securityOne'),
    item('cloud', 'cloud'),
    item('bluetooth', 'bluetooth'),
  ],
  routes: [
    { path: '/network/ethernet', element: <Ethernet /> },
    { path: '/network/wirless', element: <Wifi /> },
    { path: '/network/wirless/chooseWIFI', element: <ChooseWifi /> },
    { path: '/network/wirless/addWIFI', element: <AddWifi /> },
    { path: '/network/internet', element: <Internet /> },
    { path: '/network/commMode', element: <CommMode /> },
    { path: '/network/securityOne', element: <SecuOne /> },
    { path: '/network/cloud', element: <Cloud /> },
    { path: '/network/bluetooth', element: <Bluetooth /> },
  ],
};

export default section;
