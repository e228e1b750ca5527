import { lazyScreen, routesOf, type SectionManifest } from '@tac/section';
import descriptor from './descriptor';
import { ACCESS_CONTROL_PATHS as P } from './paths';
import { loadMessages } from './locales/loadMessages';

const TimeZone = lazyScreen(() => import('./screens/TimeZone/TimeZone'));
const Group = lazyScreen(() => import('./screens/Group/Group'));
const Holidays = lazyScreen(() => import('./screens/Holidays/Holidays'));
const DoorSchedule = lazyScreen(() => import('./screens/DoorSchedule/DoorSchedule'));
const AccessSetup = lazyScreen(() => import('./screens/AccessSetup/AccessSetup'));
const InitCard = lazyScreen(() => import('./screens/InitCard/InitCard'));
const Door = lazyScreen(() => import('./screens/Door/Door'));

/** Access Control (DESIGN §3): time zones, groups, holidays, normally open / close, access setup, init card, door. */
const section: SectionManifest = {
  ...descriptor,
  loadMessages,
  routes: routesOf(descriptor, {
    [P.timezone]: <TimeZone />,
    [P.group]: <Group />,
    [P.holidays]: <Holidays />,
    // Keyed: moving from one schedule to the other must start a fresh form, not reuse the first.
    [P.normallyOpen]: <DoorSchedule key="normallyopen" kind="normallyopen" />,
    [P.normallyClose]: <DoorSchedule key="normallyclose" kind="normallyclose" />,
    [P.access]: <AccessSetup />,
    [P.initCard]: <InitCard />,
    [P.door]: <Door />,
  }),
};

export default section;
