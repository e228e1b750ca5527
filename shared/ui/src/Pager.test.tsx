import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pager, type PagerProps } from './Pager';
import { prepare, renderUi } from './test/render';

beforeAll(prepare);

/** A list of `count` rows, paged as a screen pages it. */
function List({ count, start = 1, ...rest }: Partial<PagerProps> & { count: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pager page={page} pageSize={50} count={count} onPage={setPage} {...rest} />;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('Pager', () => {
  it('is a navigation landmark that says where the reader is', async () => {
    await renderUi(<List count={120} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('Page 1 of 3 (120 rows)');
    expect(button('First')).toBeDisabled();
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeEnabled();
    expect(button('Last')).toBeEnabled();
  });

  it('steps forward and back, and jumps to either end', async () => {
    const user = userEvent.setup();
    await renderUi(<List count={120} />);
    await user.click(button('Next'));
    expect(screen.getByText('Page 2 of 3 (120 rows)')).toBeInTheDocument();
    await user.click(button('Last'));
    expect(screen.getByText('Page 3 of 3 (120 rows)')).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
    expect(button('Last')).toBeDisabled();
    await user.click(button('Previous'));
    expect(screen.getByText('Page 2 of 3 (120 rows)')).toBeInTheDocument();
    await user.click(button('First'));
    expect(screen.getByText('Page 1 of 3 (120 rows)')).toBeInTheDocument();
  });

  it('shows one page for an empty list, with nowhere to go', async () => {
    await renderUi(<List count={0} />);
    expect(screen.getByText('Page 1 of 1 (0 rows)')).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
    expect(button('Last')).toBeDisabled();
  });

  it('offers page sizes only when the list lets the reader choose', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { unmount } = await renderUi(<List count={120} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    unmount();

    await renderUi(<List count={120} pageSizes={{ sizes: [20, 50, 100], label: 'Users per page', onChange }} />);
    const sizes = screen.getByRole('combobox', { name: 'Users per page' });
    expect(sizes).toHaveValue('50');
    expect(screen.getByRole('option', { name: '100 per page' })).toBeInTheDocument();
    await user.selectOptions(sizes, '100');
    expect(onChange).toHaveBeenCalledWith(100);
  });

  it('shows the total as pending while the next answer is on its way, and cannot step past what is known', async () => {
    const { rerender } = await renderUi(<List count={120} start={2} pending />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('Page 2 of … (loading)');
    expect(nav).not.toHaveTextContent('120');
    expect(button('Previous')).toBeEnabled();
    expect(button('Next')).toBeDisabled();
    expect(button('Last')).toBeDisabled();
    rerender(<List count={120} start={2} />);
    expect(nav).toHaveTextContent('Page 2 of 3 (120 rows)');
    expect(button('Last')).toBeEnabled();
  });
});
