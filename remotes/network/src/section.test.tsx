import section from './section';

const paths = (items: typeof section.menu): string[] => items.flatMap((i) => [i.path, ...paths(i.children ?? [])]);

describe('network section manifest', () => {
  it('lists the SPEC §2 menu in order, each entry with a route', () => {
    expect(section.menu.map((m) => m.labelKey)).toEqual([
      'network:menu.ethernet',
      'network:menu.wifi',
      'network:menu.internet',
      'network:menu.commMode',
      'network:menu.securityOne',
      'network:menu.cloud',
      'network:menu.bluetooth',
      'network:menu.certificate',
    ]);
    const routes = section.routes.map((r) => r.path);
    for (const path of paths(section.menu)) expect(routes).toContain(path);
  });

  it('leads /network to Internet (DESIGN §3) and owns the Wi-Fi sub-screens', () => {
    expect(section.home).toBe('/network/internet');
    expect(section.permission).toBe('network');
    expect(paths(section.menu)).toEqual(
      expect.arrayContaining(['/network/wirless/chooseWIFI', '/network/wirless/addWIFI']),
    );
  });
});
