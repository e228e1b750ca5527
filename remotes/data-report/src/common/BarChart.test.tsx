import { act, render, screen, within } from '@testing-library/react';
import { setLanguage } from '@tac/i18n';
import { UiProvider } from '@tac/ui';
import { withFakeDevice } from '../test/harness';
import { BarChart } from './BarChart';

withFakeDevice();

afterEach(async () => {
  await act(() => setLanguage('en'));
});

function renderChart() {
  render(
    <UiProvider>
      <BarChart
        summary="Punches from day 1 to day 3"
        labels={['day 1', 'day 2', 'day 3']}
        labelHeader="Date"
        dataLabel="Figures"
        series={[{ label: 'Punches', color: 'brand.solid', values: [1200, 5, 2] }]}
      />
    </UiProvider>,
  );
  const chart = screen.getByRole('img', { name: 'Punches from day 1 to day 3' });
  // A bar's tooltip is its <title>; the value axis's top figure is the largest value.
  const x = (element: Element | null | undefined) => Number(element?.getAttribute('x'));
  return {
    first: x(within(chart).getByText('day 1 Punches: 1,200').parentElement),
    last: x(within(chart).getByText('day 3 Punches: 2').parentElement),
    axis: x(within(chart).getByText('1,200')),
  };
}

it('draws time from left to right in a left-to-right language', () => {
  const { first, last, axis } = renderChart();
  expect(first).toBeLessThan(last);
  expect(axis).toBeLessThan(first);
});

it('mirrors its axis in a right-to-left language: the first day on the right, values on the right', async () => {
  await act(() => setLanguage('ar'));
  const { first, last, axis } = renderChart();
  expect(first).toBeGreaterThan(last);
  expect(axis).toBeGreaterThan(first);
});

it('writes its figures in the language’s digits', async () => {
  await act(() => setLanguage('fa'));
  render(
    <UiProvider>
      <BarChart summary="Punches" labels={['day 1']} labelHeader="Date" dataLabel="Figures" series={[{ label: 'Punches', color: 'brand.solid', values: [1200] }]} />
    </UiProvider>,
  );
  expect(screen.getByRole('cell', { name: '۱٬۲۰۰' })).toBeInTheDocument();
  expect(within(screen.getByRole('img', { name: 'Punches' })).getByText('۱٬۲۰۰')).toBeInTheDocument();
});
