import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadableLazy } from './preloadableLazy';

const Screen = () => <h1>User List</h1>;

function renderIn(Lazy: React.ComponentType) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Lazy />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('renders at once, without its fallback, once its code was loaded ahead', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Screen }));
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    renderIn(Lazy);
    expect(screen.getByRole('heading', { name: 'User List' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows its fallback while the code loads when nobody loaded it ahead, and loads it once', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Screen }));
    const Lazy = preloadableLazy(load);
    renderIn(Lazy);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'User List' })).toBeInTheDocument();
    await act(() => Lazy.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load ahead', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Screen }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Screen });
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await Lazy.preload();
    renderIn(Lazy);
    expect(screen.getByRole('heading', { name: 'User List' })).toBeInTheDocument();
  });
});
