import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@tac/i18n';
import { cloudGroup } from '@tac/goform';
import { fakeGroup, renderScreen, withFakeDevice } from '../../test/harness';
import Cloud from './Cloud';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

withFakeDevice();

const STORED = { cloudcode: 'AB12', cloudpassword: 'secret', cloudserver: 'cloud.example.com' };

async function open() {
  const device = fakeGroup(cloudGroup, STORED);
  const user = userEvent.setup();
  await renderScreen(<Cloud />, '/network/cloud');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cloud code' })).toHaveValue('AB12'));
  return { device, user };
}

describe('Cloud', () => {
  it('loads the cloud code, password and server', async () => {
    await open();
    expect(screen.getByLabelText('Cloud password')).toHaveValue('secret');
    expect(screen.getByRole('textbox', { name: 'Cloud server' })).toHaveValue('cloud.example.com');
  });

  it('saves a new server with GetCloudParam and says Success', async () => {
    const { device, user } = await open();
    const server = screen.getByRole('textbox', { name: 'Cloud server' });
    await user.clear(server);
    await user.paste('https://cloud.tac.example/api');
    await expectSaveSucceeds(user);
    expect(device.writes[0]).toMatchObject({ cloudserver: 'https://cloud.tac.example/api', cloudcode: 'AB12' });
  });

  it('refuses a server that is not a host or URL', async () => {
    const { device, user } = await open();
    const server = screen.getByRole('textbox', { name: 'Cloud server' });
    await user.clear(server);
    await user.paste('not a host');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Enter a host name or an IPv4 address, optionally with http:\/\/ or https:\/\//)).toBeInTheDocument();
    expect(device.writes).toHaveLength(0);
  });

  it('refuses shell characters in the cloud code and password (a;reboot) and sends nothing', async () => {
    const { device, user } = await open();
    await user.type(screen.getByRole('textbox', { name: 'Cloud code' }), ';reboot');
    await user.type(screen.getByLabelText('Cloud password'), '`reboot`');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Cloud code' })).toHaveAccessibleDescription(/^These characters are not allowed here: ;/);
    expect(screen.getByLabelText('Cloud password')).toHaveAccessibleDescription(/^These characters are not allowed here: ;/);
    expect(device.writes).toHaveLength(0);
  });

  it('says Failed when the device refuses', async () => {
    const { device, user } = await open();
    device.failWith = 10003;
    await user.type(screen.getByRole('textbox', { name: 'Cloud code' }), '3');
    await expectSaveRefused(user, 'Failed');
  });

  it('speaks Portuguese', async () => {
    await i18n.changeLanguage('pt');
    try {
      fakeGroup(cloudGroup, STORED);
      await renderScreen(<Cloud />, '/network/cloud');
      expect(await screen.findByRole('textbox', { name: 'Código da nuvem' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
