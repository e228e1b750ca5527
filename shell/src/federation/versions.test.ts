import { satisfy } from '@module-federation/enhanced/runtime';
import { incompatibilities } from './versions';

/** What the shell provides, as its build puts it in the share scope. */
const PROVIDED = { '@tac/ui': '1.0.0', '@tac/goform': '1.0.0', react: '19.3.1', i18next: '25.10.9' };

describe('the version check at the boundary (MF runtime semver)', () => {
  it('accepts a remote whose every range the shell satisfies, whatever the form of the range', () => {
    expect(
      incompatibilities({ '@tac/ui': '^1.0.0', '@tac/goform': '~1.0.0', react: '^19.2.0', i18next: '>=25.10.9 <26' }, PROVIDED, satisfy),
    ).toEqual([]);
  });

  it('names the library, the range required and the version provided for each range the shell misses', () => {
    expect(incompatibilities({ '@tac/ui': '^2.0.0', react: '^19.2.0', i18next: '^26.0.0' }, PROVIDED, satisfy)).toEqual([
      { library: '@tac/ui', required: '^2.0.0', provided: '1.0.0' },
      { library: 'i18next', required: '^26.0.0', provided: '25.10.9' },
    ]);
  });

  it('refuses a library the shell does not provide at all', () => {
    expect(incompatibilities({ '@tac/charts': '^1.0.0' }, PROVIDED, satisfy)).toEqual([
      { library: '@tac/charts', required: '^1.0.0', provided: undefined },
    ]);
  });

  it('follows semver for minor versions: a remote built against a newer minor of @tac/ui is refused', () => {
    expect(incompatibilities({ '@tac/ui': '^1.1.0' }, PROVIDED, satisfy)).toEqual([
      { library: '@tac/ui', required: '^1.1.0', provided: '1.0.0' },
    ]);
    expect(incompatibilities({ '@tac/ui': '^1.1.0' }, { '@tac/ui': '1.4.2' }, satisfy)).toEqual([]);
  });
});
