import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Presses Save: the device's refusal shows as `message` (in English), and no "Success" does. */
export async function expectSaveRefused(user: UserEvent, message = 'System Error'): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByText('Success')).not.toBeInTheDocument();
}

/** Presses Save: the device takes it and "Success" shows. */
export async function expectSaveSucceeds(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Success')).toBeInTheDocument();
}
