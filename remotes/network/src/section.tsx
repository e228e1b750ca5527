import { lazyScreen, routesOf, type SectionManifest } from '@tac/section';
import descriptor from './descriptor';
import { NETWORK_PATHS as P } from './paths';
import { loadMessages } from './locales/loadMessages';

const Ethernet = lazyScreen(() => import('./screens/Ethernet/Ethernet'));
const Wifi = lazyScreen(() => import('./screens/Wifi/Wifi'));
const ChooseWifi = lazyScreen(() => import('./screens/ChooseWifi/ChooseWifi'));
const AddWifi = lazyScreen(() => import('./screens/AddWifi/AddWifi'));
const Internet = lazyScreen(() => import('./screens/Internet/Internet'));
const CommMode = lazyScreen(() => import('./screens/CommMode/CommMode'));
const SecuOne = lazyScreen(() => import('./screens/SecuOne/SecuOne'));
const Cloud = lazyScreen(() => import('./screens/Cloud/Cloud'));
const Bluetooth = lazyScreen(() => import('./screens/Bluetooth/Bluetooth'));
const Certificate = lazyScreen(() => import('./screens/Certificate/Certificate'));


/** Network (DESIGN §3): the menu in the order of SPEC §2's labels, routes as the route table spells them. */
const section: SectionManifest = {
  ...descriptor,
  loadMessages,
  routes: routesOf(descriptor, {
    [P.ethernet]: <Ethernet />,
    [P.wifi]: <Wifi />,
    [P.chooseWifi]: <ChooseWifi />,
    [P.addWifi]: <AddWifi />,
    [P.internet]: <Internet />,
    [P.commMode]: <CommMode />,
    [P.securityOne]: <SecuOne />,
    [P.cloud]: <Cloud />,
    [P.bluetooth]: <Bluetooth />,
    [P.certificate]: <Certificate />,
  }),
};

export default section;
