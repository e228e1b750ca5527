import { homeFor, safeRedirect } from './guards';

describe('login redirects', () => {
  it.each([
    ['/basicSetting/systemInfo?tab=2', '/basicSetting/systemInfo?tab=2'],
    ['/user/userList', '/user/userList'],
  ])('follows the local path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([null, '', 'https://evil.example/', '//evil.example', '/\\evil.example', '/login?redirect=/x'])(
    'ignores %p',
    (value) => {
      expect(safeRedirect(value)).toBeUndefined();
    },
  );

  it("lands on '/' with the user permission, else on /network (SPEC §2)", () => {
    expect(homeFor(['network', 'user'])).toBe('/');
    expect(homeFor(['network', 'dataReport'])).toBe('/network');
  });
});
