import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen, preloadOf, routesOf, type SectionDescriptor } from '@tac/section';
import { createSectionStore, whenLoaded } from './sectionStore';

const descriptor: SectionDescriptor = {
  id: 'demo',
  permission: 'demo',
  i18nNamespace: 'demo',
  titleKey: 'demo:section.title',
  base: { path: '/demo', rank: 0 },
  menu: [{ path: '/demo/list', labelKey: 'demo:menu.list' }],
  paths: ['/demo/list', '/demo/plain'],
};

describe('screens loaded ahead', () => {
  it('loads a lazy screen’s code once, whether ahead of time or when it is shown', async () => {
    const load = jest.fn(() => Promise.resolve({ default: () => <h1>List screen</h1> }));
    const List = lazyScreen(load);
    const routes = routesOf(descriptor, { '/demo/list': <List />, '/demo/plain': <h1>Plain</h1> });
    await preloadOf(routes, '/demo/list')?.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Suspense fallback="loading">{routes[0]!.element}</Suspense>);
    expect(await screen.findByRole('heading', { name: 'List screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('has nothing to load ahead for a screen that is not lazy, or a path the section lacks', () => {
    const routes = routesOf(descriptor, { '/demo/list': <h1>List</h1>, '/demo/plain': <h1>Plain</h1> });
    expect(preloadOf(routes, '/demo/list')).toBeUndefined();
    expect(preloadOf(routes, '/elsewhere')).toBeUndefined();
  });
});

describe('whenLoaded', () => {
  const manifest = { ...descriptor, loadMessages: () => Promise.resolve({}), routes: [] };

  it('starts loading a section and answers its manifest', async () => {
    const load = jest.fn(() => Promise.resolve(manifest));
    const store = createSectionStore({ load, loadMessages: () => Promise.resolve() });
    await expect(whenLoaded(store, 'demo')).resolves.toBe(manifest);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers undefined for a section that fails to load', async () => {
    const store = createSectionStore({ load: () => Promise.reject(new Error('down')), loadMessages: () => Promise.resolve() });
    await expect(whenLoaded(store, 'demo')).resolves.toBeUndefined();
  });
});
