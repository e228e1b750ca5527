import { zodResolver } from '@hookform/resolvers/zod';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { FormProvider, useForm } from 'react-hook-form';
import { Provider } from 'react-redux';
import { z } from 'zod';
import { createConsoleStore, dateFilter, displayGroup, wireTime } from '@tac/goform';
import { success } from '@tac/goform/testing';
import { i18n } from '@tac/i18n';
import { DateField, TimeField } from '../form/clockFields';
import { prepare, renderUi } from '../test/render';

const schema = z.object({ start: wireTime(), day: dateFilter });
type Values = z.output<typeof schema>;
type Typed = z.input<typeof schema>;

const server = setupServer();
let clock = 24;
let dateFormat = 'YYYY-MM-DD';
beforeAll(async () => {
  await prepare();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  clock = 24;
  dateFormat = 'YYYY-MM-DD';
  server.use(http.get(`*/goform/${displayGroup.read.name}`, () => success({ ...displayGroup.defaults, timeformat: clock, dateformat: dateFormat })));
});
afterEach(async () => {
  server.resetHandlers();
  await act(() => i18n.changeLanguage('en'));
});
afterAll(() => server.close());

/** A form of one time and one date, as a screen builds it; Save shows what it would send. */
function ClockForm({ onSave }: { onSave: (values: Values) => void }) {
  const methods = useForm<Typed, unknown, Values>({ defaultValues: { start: '08:00', day: '2026-11-26' }, resolver: zodResolver(schema) });
  return (
    <FormProvider {...methods}>
      <form onSubmit={methods.handleSubmit(onSave)} aria-label="Clock">
        <TimeField<Typed> name="start" label="Start" />
        <DateField<Typed> name="day" label="Day" />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

async function renderForm(lang = 'en', hours: 12 | 24 = 24, format = 'YYYY-MM-DD') {
  clock = hours;
  dateFormat = format;
  await act(() => i18n.changeLanguage(lang));
  const saved: Values[] = [];
  await renderUi(
    <Provider store={createConsoleStore()}>
      <ClockForm onSave={(v) => saved.push(v)} />
    </Provider>,
  );
  return { saved, user: userEvent.setup() };
}

const start = () => screen.getByRole('textbox', { name: 'Start' });
const day = () => screen.getByRole('textbox', { name: 'Day' });

it.each([
  ['en', 24, '08:00', 'YYYY-MM-DD', '2026-11-26'],
  ['en', 12, '8:00 AM', 'MM/DD/YYYY', '11/26/2026'],
  ['ru', 24, '08:00', 'DD/MM/YYYY', '26/11/2026'],
  ['de', 24, '08:00', 'YYYY-MM-DD', '2026-11-26'],
  ['zhCN', 12, '上午8:00', 'YYYY/MM/DD', '2026/11/26'],
  ['ar', 12, '8:00 ص', 'DD-MM-YYYY', '26-11-2026'],
] as const)('shows the values in %s on the %s hour clock, the date in the device’s format %s', async (lang, hours, time, format, date) => {
  await renderForm(lang, hours, format);
  await waitFor(() => expect(start()).toHaveValue(time));
  await waitFor(() => expect(day()).toHaveValue(date));
});

it.each([
  ['en', 'YYYY-MM-DD', 'YYYY-MM-DD'],
  ['de', 'YYYY-MM-DD', 'JJJJ-MM-TT'],
  ['fr', 'DD/MM/YYYY', 'JJ/MM/AAAA'],
  ['zhCN', 'YYYY/MM/DD', '年/月/日'],
] as const)('hints in %s at the device’s format %s with the letters %s, not with a date', async (lang, format, hint) => {
  await renderForm(lang, 24, format);
  await waitFor(() => expect(day()).toHaveAttribute('placeholder', hint));
});

it('reads the date left to right on a right-to-left page, the hint’s words in the order of its digits', async () => {
  await renderForm('ar', 24, 'DD/MM/YYYY');
  await waitFor(() => expect(day()).toHaveValue('26/11/2026'));
  expect(day()).toHaveAttribute('dir', 'ltr');
  expect(day()).toHaveAttribute('placeholder', '\u200eيوم\u200e/\u200eشهر\u200e/\u200eسنة');
});

it.each(['8:00', '8', '08:00', '0800'])('takes "%s" and sends 08:00', async (typed) => {
  const { user, saved } = await renderForm();
  await user.clear(start());
  await user.type(start(), typed);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toEqual([{ start: '08:00', day: '2026-11-26' }]));
  // Once left, the box shows the time as the device's clock writes it.
  expect(start()).toHaveValue('08:00');
});

it('takes 20:30 on the 12 hour clock and shows it as 8:30 PM', async () => {
  const { user, saved } = await renderForm('en', 12);
  await waitFor(() => expect(start()).toHaveValue('8:00 AM'));
  await user.clear(start());
  await user.type(start(), '20:30');
  await user.tab();
  expect(start()).toHaveValue('8:30 PM');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toEqual([{ start: '20:30', day: '2026-11-26' }]));
});

it('reads a date typed in the order of the device’s format with one-digit day and month', async () => {
  const { user, saved } = await renderForm('ru', 24, 'DD/MM/YYYY');
  await waitFor(() => expect(day()).toHaveValue('26/11/2026'));
  await user.clear(day());
  await user.type(day(), '3.4.2026');
  await user.click(screen.getByRole('button', { name: /./ }));
  await waitFor(() => expect(saved).toEqual([{ start: '08:00', day: '2026-04-03' }]));
  expect(day()).toHaveValue('03/04/2026');
});

it('refuses what is no time or date with the contract’s messages, and sends nothing', async () => {
  const { user, saved } = await renderForm();
  await user.clear(start());
  await user.type(start(), '25:00');
  await user.clear(day());
  await user.type(day(), '02/30/2026');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(i18n.t('common:timeHHMM'))).toBeInTheDocument();
  expect(screen.getByText(i18n.t('common:date'))).toBeInTheDocument();
  expect(start()).toHaveValue('25:00');
  expect(start()).toHaveAccessibleDescription(i18n.t('common:timeHHMM'));
  expect(saved).toEqual([]);
});
