import { lazy } from 'react';
import { routesOf, type SectionManifest } from '@tac/shell/section';
import descriptor from './descriptor';
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


/** Network (DESIGN §3): the menu in the order of SPEC §2's labels, routes as the route table spells them. */
const section: SectionManifest = {
  ...descriptor,
  loadMessages,
  routes: routesOf(descriptor, {
    '/network/ethernet': <Ethernet />,
    '/network/wirless': <Wifi />,
    '/network/wirless/chooseWIFI': <ChooseWifi />,
    '/network/wirless/addWIFI': <AddWifi />,
    '/network/internet': <Internet />,
    '/network/commMode': <CommMode />,
    '/network/securityOne': <SecuOne />,
    '/network/cloud': <Cloud />,
    '/network/bluetooth': <Bluetooth />,
  }),
};

export default section;
