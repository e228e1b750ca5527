import { lazy } from 'react';
import { routesOf, type SectionManifest } from '@tac/shell/section';
import descriptor from './descriptor';
import { loadMessages } from './locales/loadMessages';

const FirmwareUpgrade = lazy(() => import('./screens/FirmwareUpgrade/FirmwareUpgrade'));
const Initialization = lazy(() => import('./screens/Initialization/Initialization'));
const Restart = lazy(() => import('./screens/Restart/Restart'));

/** Machine Setup (DESIGN §3): firmware upgrade, initialization, restart. */
const section: SectionManifest = {
  ...descriptor,
  loadMessages,
  routes: routesOf(descriptor, {
    '/advSetting/firmwareUpgrade': <FirmwareUpgrade />,
    '/advSetting/initialization': <Initialization />,
    '/advSetting/restart': <Restart />,
  }),
};

export default section;
