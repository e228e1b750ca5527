/**
 * Every path of the Network section, named once (SPEC §2 spells them, 'wirless' included):
 * its routes, menu and links, and the e2e tests, take them from here.
 */
export const NETWORK_PATHS = {
  base: '/network',
  ethernet: '/network/ethernet',
  wifi: '/network/wirless',
  chooseWifi: '/network/wirless/chooseWIFI',
  addWifi: '/network/wirless/addWIFI',
  internet: '/network/internet',
  commMode: '/network/commMode',
  securityOne: '/network/securityOne',
  cloud: '/network/cloud',
  bluetooth: '/network/bluetooth',
  certificate: '/network/certificate',
} as const;

/** Add Wi-Fi with the network's name filled in (from Choose Wi-Fi). */
export const addWifiFor = (ssid: string) => `${NETWORK_PATHS.addWifi}?ssid=${encodeURIComponent(ssid)}`;
