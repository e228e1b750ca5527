import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { SYSTEM_INFO, USER_7, deviceBasics } from '../../test/device';
import { failure, success } from '@tac/goform/testing';
import { fieldsOf, inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import Identify from './Identify';
import { expectSaveSucceeds } from '@tac/ui/testing';

withFakeDevice();

/** The device's user, and the edituser calls it took; `latencyMs`: how long it takes to answer one. */
function device(user = USER_7, latencyMs = 0) {
  deviceBasics();
  let stored = { ...user };
  const edits: Record<string, string>[] = [];
  server.use(
    http.post('*/goform/GetUserInfo', () => success(stored)),
    http.post('*/goform/edituser', async ({ request }) => {
      const fields = await fieldsOf(request);
      edits.push(fields);
      await delay(latencyMs);
      if (fields.identifymode === '4') return failure(10001);
      stored = { ...stored, identifymode: Number(fields.identifymode) };
      return success({ userid: stored.userid });
    }),
  );
  return edits;
}

const modeSelect = () => screen.getByRole('combobox', { name: 'Identify Mode' });

describe('Identify mode', () => {
  it("offers only the modes the model's sensors allow", async () => {
    device();
    await renderScreen(<Identify />, '/user/identify?id=7');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Face + Card' })).toBeInTheDocument());
    expect(screen.getByRole('option', { name: 'Fingerprint' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Iris' })).not.toBeInTheDocument();
    expect(modeSelect()).toHaveValue('0');
  });

  it('hides face modes on a model without a camera', async () => {
    device();
    server.use(http.get('*/goform/SetInfoParam', () => success({ ...SYSTEM_INFO, funOption: { ...SYSTEM_INFO.funOption, FACE: 0 } })));
    await renderScreen(<Identify />, '/user/identify?id=7');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Fingerprint + Card' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'Face' })).not.toBeInTheDocument();
  });

  it("saves the user's mode with edituser and shows Success", async () => {
    const edits = device();
    const user = userEvent.setup();
    await renderScreen(<Identify />, '/user/identify?id=7');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Fingerprint + Card' })).toBeInTheDocument());
    await user.selectOptions(modeSelect(), 'Fingerprint + Card');
    await expectSaveSucceeds(user);
    expect(edits).toEqual([{ userid: '7', identifymode: '5' }]);
  });

  it('says "Please enter the User ID!" when Open is pressed without one', async () => {
    device();
    const user = userEvent.setup();
    await renderScreen(<Identify />, '/user/identify');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'User ID' })).toHaveAccessibleDescription('Please enter the User ID!');
    await user.type(screen.getByRole('textbox', { name: 'User ID' }), '7');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('combobox', { name: 'Identify Mode' })).toBeInTheDocument();
  });

  it('asks before leaving a changed mode unsaved', async () => {
    device();
    const user = userEvent.setup();
    await renderScreen(<Identify />, '/user/identify?id=7');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Fingerprint + Card' })).toBeInTheDocument());
    await user.selectOptions(modeSelect(), 'Fingerprint + Card');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/user/userEdit?id=7'));
  });

  it('sends one edituser for a double click on Save', async () => {
    // A device that answers as one over a network does: the second click comes while the first write runs.
    const edits = device(USER_7, 300);
    const user = userEvent.setup();
    await renderScreen(<Identify />, '/user/identify?id=7');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Fingerprint + Card' })).toBeInTheDocument());
    await user.selectOptions(modeSelect(), 'Fingerprint + Card');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(edits).toEqual([{ userid: '7', identifymode: '5' }]);
  });

  it('refuses a password mode for a user without a password, and sends nothing', async () => {
    const edits = device();
    const user = userEvent.setup();
    await renderScreen(<Identify />, '/user/identify?id=7');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Card + Password' })).toBeInTheDocument());
    await user.selectOptions(modeSelect(), 'Card + Password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This mode needs a password/)).toBeInTheDocument();
    expect(edits).toEqual([]);
  });

  it('shows the device refusal', async () => {
    device();
    const user = userEvent.setup();
    await renderScreen(<Identify />, '/user/identify?id=7');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Face' })).toBeInTheDocument());
    await user.selectOptions(modeSelect(), 'Face');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('System Error')).toBeInTheDocument();
  });

  it('speaks Portuguese when the console does', async () => {
    device();
    await inLanguage('pt', async () => {
      await renderScreen(<Identify />, '/user/identify?id=7');
      expect(await screen.findByRole('heading', { name: 'Modo de identificação' }, { timeout: 5000 })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('option', { name: 'Digital + Cartão' })).toBeInTheDocument());
    });
  });
});

describe('Identify mode of an administrator user, for an operator', () => {
  it('says only an account with full rights can change it and offers no Save', async () => {
    device({ ...USER_7, admin: 1 });
    await renderScreen(<Identify />, '/user/identify?id=7', { as: 'operator' });
    expect(await screen.findByRole('note')).toHaveTextContent('only an account with full rights can change it');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Identify Mode' })).not.toBeInTheDocument();
  });
});
