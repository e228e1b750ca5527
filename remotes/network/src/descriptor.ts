import type { MenuItem, SectionDescriptor } from '@tac/section';
import { NETWORK_PATHS as P } from './paths';

const item = (path: string, key: string, children?: MenuItem[]): MenuItem => ({
  path,
  labelKey: `network:menu.${key}`,
  ...(children ? { children } : {}),
});

/** Network (DESIGN §3): the menu in the order of SPEC §2's labels (then the HTTPS certificate), paths as the route table spells them. */
const descriptor: SectionDescriptor = {
  id: 'network',
  permission: 'network',
  i18nNamespace: 'network',
  titleKey: 'network:section.title',
  base: { path: P.base, rank: 0 },
  home: P.internet,
  menu: [
    item(P.ethernet, 'ethernet'),
    item(P.wifi, 'wifi', [item(P.chooseWifi, 'chooseWifi'), item(P.addWifi, 'addWifi')]),
    item(P.internet, 'internet'),
    item(P.commMode, 'commMode'),
    item(P.securityOne, 'securityOne'),
    item(P.cloud, 'cloud'),
    item(P.bluetooth, 'bluetooth'),
    item(P.certificate, 'certificate'),
  ],
  paths: [P.ethernet, P.wifi, P.chooseWifi, P.addWifi, P.internet, P.commMode, P.securityOne, P.cloud, P.bluetooth, P.certificate],
};

export default descriptor;
