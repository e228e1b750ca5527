import type { MenuItem, SectionDescriptor } from '@tac/shell/section';

const item = (path: string, key: string, children?: MenuItem[]): MenuItem => ({
  path: `/network/${path}`,
  labelKey: `network:menu.${key}`,
  ...(children ? { children } : {}),
});

/** Network (DESIGN §3): the menu in the order of SPEC §2's labels, paths as the route table spells them. */
const descriptor: SectionDescriptor = {
  id: 'network',
  permission: 'network',
  i18nNamespace: 'network',
  titleKey: 'network:section.title',
  base: { path: '/network', rank: 0 },
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
  paths: ['ethernet', 'wirless', 'wirless/chooseWIFI', 'wirless/addWIFI', 'internet', 'commMode', 'securityOne', 'cloud', 'bluetooth'].map(
    (p) => `/network/${p}`,
  ),
};

export default descriptor;
