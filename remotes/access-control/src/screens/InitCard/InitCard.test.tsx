import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { failure, success } from '@tac/goform/testing';
import { renderScreen, server, withFakeDevice } from '../../test/harness';
import InitCard from './InitCard';

let calls = 0;
let storedCard = '';
withFakeDevice();
beforeEach(() => {
  calls = 0;
  storedCard = '';
  server.use(
    http.post('*/goform/InitAdminCard', () => {
      calls++;
      storedCard = '0012345678';
      return success({ admincard: storedCard });
    }),
    http.get('*/goform/SetAdminCard', () => success({ admincard: storedCard })),
  );
});

async function askToInitialize() {
  const user = userEvent.setup();
  await renderScreen(<InitCard />);
  expect(screen.getByRole('heading', { name: 'Init Card', level: 1 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Initialize admin card' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Initialize the admin card?' });
  return { user, dialog };
}

it('does nothing when the confirmation is cancelled', async () => {
  const { user, dialog } = await askToInitialize();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls).toBe(0);
  expect(screen.queryByText('Success')).not.toBeInTheDocument();
});

it('initializes the admin card after confirmation and shows the new card number as the current one', async () => {
  const { user, dialog } = await askToInitialize();
  expect(await screen.findByText('No admin card has been issued yet.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Initialize' }));
  expect(await screen.findByText('New admin card number: 0012345678')).toBeInTheDocument();
  expect(screen.getByText('Current admin card number: 0012345678')).toBeInTheDocument();
  expect(screen.getAllByText('Success').length).toBeGreaterThan(0);
  expect(calls).toBe(1);
});

it('shows the catalogue message and Failed when the device fails', async () => {
  server.use(http.post('*/goform/InitAdminCard', () => failure(10001)));
  const { user, dialog } = await askToInitialize();
  await user.click(within(dialog).getByRole('button', { name: 'Initialize' }));
  expect(await screen.findByText('System Error')).toBeInTheDocument();
  expect(await screen.findByText('Failed')).toBeInTheDocument();
  expect(screen.getByText('The admin card was not initialized. The current card still works.')).toBeInTheDocument();
});

it('shows the current admin card number the device holds when opened again (after a reload)', async () => {
  storedCard = '3141592653';
  await renderScreen(<InitCard />);
  expect(await screen.findByText('Current admin card number: 3141592653')).toBeInTheDocument();
});
