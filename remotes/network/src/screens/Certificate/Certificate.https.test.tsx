/**
 * @jest-environment-options {"url": "https://terminal.example:8443/network/certificate"}
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, withFakeDevice } from '../../test/harness';
import Certificate from './Certificate';
import { fakeDevice, IN_USE } from './fakeDevice';

withFakeDevice();

/** Network › Certificate opened over HTTPS, where HTTPS only is kept. */
async function open(start: Record<string, unknown>) {
  const device = fakeDevice(start);
  const user = userEvent.setup();
  await renderScreen(<Certificate />, '/network/certificate');
  return { device, user };
}

describe('Network › Certificate over HTTPS', () => {
  it('keeps HTTPS only when asked while it awaits confirmation', async () => {
    const { device, user } = await open({ ...IN_USE, httpsonly: 1, httpsonlyms: 80_000 });
    const pending = await screen.findByRole('region', { name: 'HTTPS only not yet kept' });
    expect(pending).toHaveTextContent('Plain HTTP answers again in 80 seconds unless you keep HTTPS only.');
    expect(pending).not.toHaveTextContent("Keep it from the console's HTTPS page");
    await user.click(within(pending).getByRole('button', { name: 'Keep HTTPS only' }));
    expect(await screen.findByText('The console now answers over HTTPS only.')).toBeInTheDocument();
    expect(device.httpsOnlyConfirms).toEqual([1]);
    expect(screen.queryByRole('region', { name: 'HTTPS only not yet kept' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'HTTPS only' })).toHaveTextContent('The console answers over HTTPS only: plain HTTP is redirected to HTTPS.');
  });

  it('lets plain HTTP answer again on Revert', async () => {
    const { device, user } = await open({ ...IN_USE, httpsonly: 1, httpsonlyms: 80_000 });
    await user.click(within(await screen.findByRole('region', { name: 'HTTPS only not yet kept' })).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('The console answers over plain HTTP again.')).toBeInTheDocument();
    expect(device.httpsOnlyConfirms).toEqual([0]);
    expect(screen.getByRole('button', { name: 'Turn on HTTPS only' })).toBeInTheDocument();
  });

  it('switches HTTPS only off at once, without a dialog', async () => {
    const { device, user } = await open({ ...IN_USE, httpsonly: 1 });
    await user.click(await screen.findByRole('button', { name: 'Turn off HTTPS only' }));
    expect(await screen.findByText('The console answers over plain HTTP again.')).toBeInTheDocument();
    expect(device.switches).toEqual([0]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
