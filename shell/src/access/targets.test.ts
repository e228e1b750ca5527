import { safeRedirect, targetAfterLogin } from './targets';

describe('login redirects', () => {
  it.each([
    ['/basicSetting/systemInfo?tab=2', '/basicSetting/systemInfo?tab=2'],
    ['/user/userList', '/user/userList'],
  ])('follows the local path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/login?redirect=/x',
    // '/%09/evil.example' in a link: the browser drops the tab and goes to //evil.example.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n//evil.example',
    '/./login',
  ])(
    'ignores %p',
    (value) => {
      expect(safeRedirect(value)).toBeUndefined();
    },
  );
});

describe('targetAfterLogin', () => {
  it('follows a safe redirect parameter, search and all', () => {
    expect(targetAfterLogin('?redirect=%2FbasicSetting%2FsystemInfo%3Ftab%3D1')).toBe('/basicSetting/systemInfo?tab=1');
  });

  it.each(['', '?redirect=%2F%2Fevil.example', '?redirect=%2Flogin'])('goes to the status home for %j, whatever the rights', (search) => {
    expect(targetAfterLogin(search)).toBe('/');
  });
});
