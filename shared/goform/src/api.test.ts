import { checkPower, chklogin, logout, ModifyPassword, SetInfoParam } from './contract';
import { SHELL_CALLS } from './shellCalls';

it("the shell's own calls use the contract's wire names and methods", () => {
  for (const contract of [chklogin, logout, ModifyPassword, checkPower, SetInfoParam]) {
    const wire = SHELL_CALLS[contract.name as keyof typeof SHELL_CALLS];
    expect(wire).toMatchObject({ name: contract.name, method: contract.method });
  }
});

it('the login path entry (@tac/goform/core) does not load the contract schemas', () => {
  jest.isolateModules(() => {
    jest.doMock('zod', () => {
      throw new Error('zod loaded');
    });
    expect(() => jest.requireActual('./core')).not.toThrow();
  });
});

it('the login path entry (@tac/goform/core) does not load RTK Query', () => {
  jest.isolateModules(() => {
    for (const entry of ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react']) {
      jest.doMock(entry, () => {
        throw new Error(`${entry} loaded`);
      });
    }
    expect(() => jest.requireActual('./core')).not.toThrow();
  });
});
