import { notify } from '@tac/goform';
import { setLanguage } from '@tac/i18n';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocaleContext } from '@chakra-ui/react';
import { createBrandSystem } from './system';
import { prepare, renderUi } from './test/render';
import { dismissErrorToasts, toaster } from './toaster';

beforeAll(prepare);
afterEach(async () => {
  act(() => toaster.remove());
  await act(() => setLanguage('en'));
});

function LocaleProbe() {
  const { locale, dir } = useLocaleContext();
  return (
    <p>
      {locale} {dir}
    </p>
  );
}

it('shows device messages as toasts once mounted', async () => {
  await renderUi(<p>screen</p>);
  act(() => notify.error('Password Error'));
  expect(await screen.findByText('Password Error')).toBeInTheDocument();
  act(() => notify.success('Success'));
  expect(await screen.findByText('Success')).toBeInTheDocument();
});

it('lets the user dismiss a toast with a labelled button', async () => {
  await renderUi(<p>screen</p>);
  act(() => notify.error('System Error'));
  await screen.findByText('System Error');
  const [close] = screen.getAllByRole('button', { name: 'Close' });
  await act(async () => close!.click());
  await waitFor(() => expect(screen.queryByText('System Error')).not.toBeInTheDocument());
});

it('shows the same error once even when several calls report it together', async () => {
  await renderUi(<p>screen</p>);
  act(() => {
    notify.error('Network connection failed, please check the network');
    notify.error('Network connection failed, please check the network');
    notify.error('Network connection failed, please check the network');
  });
  expect(await screen.findAllByText('Network connection failed, please check the network')).toHaveLength(1);
});

it('a second Success soon after the first is a toast of its own, not swallowed by the first', async () => {
  await renderUi(<p>screen</p>);
  act(() => notify.success('Success'));
  const first = await screen.findByText('Success');
  act(() => notify.success('Success'));
  await waitFor(() => expect(screen.getAllByText('Success').filter((toast) => toast !== first)).toHaveLength(1));
  await waitFor(() => expect(first).not.toBeInTheDocument());
  expect(screen.getAllByText('Success')).toHaveLength(1);
});

it('takes error toasts away on request (they belong to the page that raised them), keeping a success', async () => {
  await renderUi(<p>screen</p>);
  act(() => {
    notify.error('Password Error');
    notify.success('Success');
  });
  await screen.findByText('Password Error');
  act(() => dismissErrorToasts());
  await waitFor(() => expect(screen.queryByText('Password Error')).not.toBeInTheDocument());
  expect(screen.getByText('Success')).toBeInTheDocument();
});

it("shows toasts at the bottom's end, away from the breadcrumb and a page's actions at the top", async () => {
  await renderUi(<p>screen</p>);
  act(() => notify.success('Success'));
  const toast = await screen.findByText('Success');
  expect(toast.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom-end');
});

it('gives Chakra the language as a BCP-47 locale and mirrors right-to-left languages', async () => {
  await renderUi(<LocaleProbe />);
  expect(screen.getByText('en ltr')).toBeInTheDocument();
  await act(() => setLanguage('zhCN'));
  expect(screen.getByText('zh-CN ltr')).toBeInTheDocument();
  await act(() => setLanguage('he'));
  expect(screen.getByText('he rtl')).toBeInTheDocument();
});

it('stops showing toasts after unmounting', async () => {
  const { unmount } = await renderUi(<p>screen</p>);
  unmount();
  const create = jest.spyOn(toaster, 'create');
  notify.error('Late failure');
  expect(create).not.toHaveBeenCalled();
});

describe('createBrandSystem', () => {
  it("puts the brand's shades in the palette and fills the rest", () => {
    const system = createBrandSystem({ colors: { brand: { '600': '#aa0000' } } });
    expect(system.token('colors.brand.600')).toBe('#aa0000');
    expect(system.token('colors.brand.50')).toMatch(/^#/);
  });

  it('makes brand a colour palette components can use', () => {
    const system = createBrandSystem({ colors: { brand: { '600': '#123456' } } });
    const css = JSON.stringify(system.getTokenCss());
    const defines = (name: string) => css.includes(`"--chakra-colors-brand-${name}"`);
    const parts = ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focus-ring'];
    expect(parts.filter((p) => !defines(p))).toEqual([]);
    expect(defines('bogus')).toBe(false);
  });
});
