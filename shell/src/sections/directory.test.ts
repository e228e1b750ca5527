import { createSectionDirectory } from './directory';
import type { DirectorySource } from './served';

const REGISTRY = [
  { id: 'users', entry: '/remotes/users/', permission: 'user' },
  { id: 'machine', entry: 'https://sections.example/machine/', permission: 'machine' },
];

function source(fail: string[] = [], requires: Record<string, string> = {}) {
  const asked: string[] = [];
  const s: DirectorySource = {
    registry: jest.fn(() => Promise.resolve(REGISTRY)),
    descriptor: (entry) => {
      asked.push(entry.id);
      if (fail.includes(entry.id)) return Promise.reject(new Error('offline'));
      return Promise.resolve({
        id: entry.id,
        permission: entry.permission,
        i18nNamespace: `ns-${entry.id}`,
        titleKey: entry.id,
        base: { path: `/${entry.id}`, rank: 0 },
        menu: [],
        paths: [`/${entry.id}/screen`],
        version: '1.0.0',
        requires: { '@tac/ui': requires[entry.id] ?? '^1.0.0' },
        messages: {},
      });
    },
  };
  return { s, asked };
}

const settled = (directory: ReturnType<typeof createSectionDirectory>, funs: string[]) =>
  new Promise<ReturnType<typeof directory.get>>((resolve) => {
    const done = () => {
      const state = directory.get(funs);
      if (state && state.status !== 'loading') resolve(state);
    };
    directory.subscribe(done);
    directory.ensure(funs);
    done();
  });

it('reads only the descriptors the rights permit, keeping the registry entry', async () => {
  const { s, asked } = source();
  const directory = createSectionDirectory(s);
  const state = await settled(directory, ['user']);
  expect(asked).toEqual(['users']);
  expect(state).toMatchObject({ status: 'ready', unreachable: [], sections: [{ id: 'users', entry: '/remotes/users/' }] });
});

it('lists a section whose descriptor cannot be read as unreachable, and reads it again on Retry', async () => {
  const fail = ['machine'];
  const { s } = source(fail);
  const directory = createSectionDirectory(s);
  expect(await settled(directory, ['user', 'machine'])).toMatchObject({ unreachable: [{ id: 'machine' }] });
  fail.pop();
  directory.ensure(['user', 'machine'], true);
  const again = await settled(directory, ['user', 'machine']);
  expect(again).toMatchObject({ unreachable: [], sections: [{ id: 'users' }, { id: 'machine' }] });
});

it('finds a section entry by reading the registry when nothing has yet (the hidden /up page has no rights)', async () => {
  const { s } = source();
  const directory = createSectionDirectory(s);
  await expect(directory.entryOf('machine')).resolves.toEqual(REGISTRY[1]);
  await expect(directory.entryOf('nope')).resolves.toBeUndefined();
  expect(s.registry).toHaveBeenCalledTimes(1);
});

it("gives a section's requirements from the descriptor it read, and reads it anew when asked again (Retry after a redeploy)", async () => {
  const requires: Record<string, string> = { users: '^2.0.0' };
  const { s, asked } = source([], requires);
  const directory = createSectionDirectory(s);
  await settled(directory, ['user']);
  await expect(directory.requirementsOf('users')).resolves.toEqual({ '@tac/ui': '^2.0.0' });
  expect(asked).toEqual(['users']);
  requires.users = '^1.0.0';
  await expect(directory.requirementsOf('users', true)).resolves.toEqual({ '@tac/ui': '^1.0.0' });
  expect(asked).toEqual(['users', 'users']);
  // A section no rights read yet (the hidden /up page): its descriptor is read for it.
  await expect(directory.requirementsOf('machine')).resolves.toEqual({ '@tac/ui': '^1.0.0' });
  await expect(directory.requirementsOf('nowhere')).resolves.toBeUndefined();
});
