import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { USER_7, deviceBasics } from '../../test/device';
import { failure, success, waiting } from '@tac/goform/testing';
import { fieldsOf, inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import Fingerprint from './Fingerprint';

withFakeDevice();

/** A device whose regfp answers per action; slots change on success like the emulator's. */
function device(onStatus: () => Response) {
  deviceBasics();
  const fp = [...USER_7.fp];
  const calls: Record<string, string>[] = [];
  server.use(
    http.post('*/goform/GetUserInfo', () => success({ ...USER_7, fp })),
    http.post('*/goform/regfp', async ({ request }) => {
      const fields = await fieldsOf(request);
      calls.push(fields);
      const slot = Number(fields.slot);
      if (fields.action === 'start') return waiting({ progress: 0 });
      if (fields.action === 'delete') {
        fp[slot] = 0;
        return success();
      }
      if (fields.action === 'cancel') return success();
      const answer = onStatus();
      if (answer.headers.get('x-done')) fp[slot] = 1;
      return answer;
    }),
  );
  return calls;
}

const enrolled = () => {
  const done = success({ progress: 100 });
  done.headers.set('x-done', '1');
  return done;
};

describe('Fingerprint', () => {
  it('draws two hands of five fingers, each a button named by hand and finger, saying what is enrolled', async () => {
    device(enrolled);
    await renderScreen(<Fingerprint />, '/user/fingerprint?id=7');
    const left = await screen.findByRole('group', { name: 'Left hand' });
    const right = screen.getByRole('group', { name: 'Right hand' });
    expect(within(left).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Left thumb',
      'Left index finger',
      'Left middle finger',
      'Left ring finger',
      'Left little finger',
    ]);
    expect(within(right).getAllByRole('button')).toHaveLength(5);
    // Slot 0 is the right thumb, slot 5 the left thumb (both enrolled in USER_7), with the device's FP numbers.
    expect(within(right).getByRole('button', { name: 'Right thumb' })).toHaveAccessibleDescription('FP1, enrolled');
    expect(within(left).getByRole('button', { name: 'Left thumb' })).toHaveAccessibleDescription('FP1, enrolled');
    expect(within(left).getByRole('button', { name: 'Left little finger' })).toHaveAccessibleDescription('FP5, not enrolled');
    expect(screen.getByText(/2 of 10 fingerprints enrolled/)).toBeInTheDocument();
    // The key to the drawing says it in words too.
    expect(screen.getByText('Enrolled')).toBeInTheDocument();
    expect(screen.getByText('Not enrolled')).toBeInTheDocument();
  });

  it('chooses a finger by keyboard and says which one is chosen', async () => {
    device(enrolled);
    const user = userEvent.setup();
    await renderScreen(<Fingerprint />, '/user/fingerprint?id=7');
    const index = await screen.findByRole('button', { name: 'Left index finger' });
    index.focus();
    await user.keyboard('{Enter}');
    expect(index).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Enroll' }).parentElement).toHaveTextContent(/^Left index finger\s*FP2, not enrolled/);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Left thumb' })).toHaveAttribute('aria-pressed', 'true');
    expect(index).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Enroll again' })).toBeInTheDocument();
  });

  it('enrols a finger: waiting screen while the device answers wait, then the finger shows enrolled', async () => {
    const calls = device(enrolled);
    const user = userEvent.setup();
    await renderScreen(<Fingerprint />, '/user/fingerprint?id=7');
    const middle = await screen.findByRole('button', { name: 'Right middle finger' });
    expect(middle).toHaveAccessibleDescription('FP3, not enrolled');
    await user.click(middle);
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByRole('alertdialog', { name: 'Place your right middle finger on the sensor…' })).toBeInTheDocument();
    expect(await screen.findByText('Enrollment succeeded', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Right middle finger' })).toHaveAccessibleDescription('FP3, enrolled'));
    expect(calls.map((c) => [c.action, c.slot])).toEqual([
      ['start', '2'],
      ['status', '2'],
    ]);
  });

  /** FP3 of the right hand enrolling: the device answers wait until cancelled. */
  async function enrolling() {
    const calls = device(() => waiting({ progress: 20 }));
    const user = userEvent.setup();
    const rendered = await renderScreen(<Fingerprint />, '/user/fingerprint?id=7');
    await user.click(await screen.findByRole('button', { name: 'Right middle finger' }));
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    await screen.findByRole('alertdialog', { name: 'Place your right middle finger on the sensor…' });
    return { calls, ...rendered };
  }

  it('leaving the waiting screen (Back, the menu) cancels the enrolment on the device', async () => {
    const { calls, router } = await enrolling();
    await act(() => router.navigate('/user/userList'));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ action: 'cancel', slot: '2', userid: '7' })));
  });

  it('closing the tab during enrolment cancels it on the device', async () => {
    const { calls } = await enrolling();
    const outlivesThePage: boolean[] = [];
    server.use(
      http.post('*/goform/regfp', ({ request }) => {
        outlivesThePage.push(request.keepalive);
      }),
    );
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ action: 'cancel', slot: '2' })));
    expect(calls.filter((c) => c.action === 'cancel')).toHaveLength(1);
    // The cancel is the only request sent as the page goes, and it still reaches the device.
    expect(outlivesThePage).toEqual([true]);
  });

  it('shows a timeout from the device translated, and the finger stays not enrolled', async () => {
    device(() => failure(10001, 'enrollTimeout'));
    const user = userEvent.setup();
    await renderScreen(<Fingerprint />, '/user/fingerprint?id=7');
    await user.click(await screen.findByRole('button', { name: 'Left ring finger' }));
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByText('Enrollment timed out, please try again', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Left ring finger' })).toHaveAccessibleDescription('FP4, not enrolled');
  });

  it('says when another capture is running on the device', async () => {
    device(() => failure(10005));
    const user = userEvent.setup();
    await renderScreen(<Fingerprint />, '/user/fingerprint?id=7');
    await user.click(await screen.findByRole('button', { name: 'Left ring finger' }));
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByText(/Another enrollment is running/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('deletes an enrolled finger after confirmation', async () => {
    const calls = device(enrolled);
    const user = userEvent.setup();
    await renderScreen(<Fingerprint />, '/user/fingerprint?id=7');
    await user.click(await screen.findByRole('button', { name: 'Left thumb' }));
    await user.click(screen.getByRole('button', { name: 'Delete fingerprint' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the fingerprint of Left hand, thumb (FP1)?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Left thumb' })).toHaveAccessibleDescription('FP1, not enrolled'));
    expect(calls).toEqual([expect.objectContaining({ action: 'delete', slot: '5', userid: '7' })]);
  });

  it('asks for a user ID when opened without one', async () => {
    device(enrolled);
    const user = userEvent.setup();
    await renderScreen(<Fingerprint />, '/user/fingerprint');
    await user.type(screen.getByRole('textbox', { name: 'User ID' }), '7');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('group', { name: 'Left hand' })).toBeInTheDocument();
  });

  it('says "Please enter the User ID!" when Open is pressed without one, and a range for a bad one', async () => {
    device(enrolled);
    const user = userEvent.setup();
    await renderScreen(<Fingerprint />, '/user/fingerprint');
    const userid = screen.getByRole('textbox', { name: 'User ID' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(userid).toHaveAccessibleDescription('Please enter the User ID!');
    await user.type(userid, '0');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(userid).toHaveAccessibleDescription('The User ID is a number from 1 to 999999999');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/user\/fingerprint$/);
  });

  it('speaks Traditional Chinese when the console does', async () => {
    device(enrolled);
    await inLanguage('zhTW', async () => {
      await renderScreen(<Fingerprint />, '/user/fingerprint?id=7');
      expect(await screen.findByRole('group', { name: '左手' }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '左手食指' })).toHaveAccessibleDescription('FP2，未登錄');
      await waitFor(() => expect(screen.getByRole('heading', { name: '指紋' })).toBeInTheDocument());
    });
  });
});

describe('Fingerprint of an administrator user, for an operator', () => {
  it('says only an account with full rights can change it and offers no finger to enrol', async () => {
    deviceBasics();
    server.use(http.post('*/goform/GetUserInfo', () => success({ ...USER_7, admin: 1 })));
    await renderScreen(<Fingerprint />, '/user/fingerprint?id=7', { as: 'operator' });
    expect(await screen.findByRole('note')).toHaveTextContent('only an account with full rights can change it');
    expect(screen.queryByRole('group', { name: 'Right hand' })).not.toBeInTheDocument();
  });
});

describe('Duress finger', () => {
  /** A device with duress fingers: SetFpDuress changes the flag GetUserInfo answers, as the emulator does. */
  function duressDevice() {
    deviceBasics();
    const fpduress = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const calls: Record<string, string>[] = [];
    server.use(
      http.post('*/goform/GetUserInfo', () => success({ ...USER_7, fpduress: [...fpduress] })),
      http.post('*/goform/SetFpDuress', async ({ request }) => {
        const fields = await fieldsOf(request);
        calls.push(fields);
        fpduress[Number(fields.slot)] = Number(fields.duress);
        return success();
      }),
    );
    return calls;
  }

  it('marks an enrolled finger as the duress finger, says what it does, and shows it marked', async () => {
    const calls = duressDevice();
    const user = userEvent.setup();
    await renderScreen(<Fingerprint />, '/user/fingerprint?id=7');
    await user.click(await screen.findByRole('button', { name: 'Right thumb' }));
    const duress = screen.getByRole('checkbox', { name: 'Duress finger' });
    expect(duress).not.toBeChecked();
    expect(duress).toHaveAccessibleDescription(/opens the door as usual and also raises a silent duress alarm/);
    await user.click(duress);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Duress finger' })).toBeChecked());
    expect(calls).toEqual([{ userid: '7', slot: '0', duress: '1' }]);
    expect(screen.getByRole('button', { name: 'Right thumb' })).toHaveAccessibleDescription('FP1, enrolled, duress finger');
    await user.click(screen.getByRole('checkbox', { name: 'Duress finger' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Duress finger' })).not.toBeChecked());
    expect(calls.at(-1)).toEqual({ userid: '7', slot: '0', duress: '0' });
  });

  it('offers no duress mark on a finger not enrolled', async () => {
    duressDevice();
    const user = userEvent.setup();
    await renderScreen(<Fingerprint />, '/user/fingerprint?id=7');
    await user.click(await screen.findByRole('button', { name: 'Right index finger' }));
    expect(screen.getByRole('button', { name: 'Enroll' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Duress finger' })).not.toBeInTheDocument();
  });

  it('offers none on a device without duress fingers (no fpduress in its answer)', async () => {
    device(enrolled);
    const user = userEvent.setup();
    await renderScreen(<Fingerprint />, '/user/fingerprint?id=7');
    await user.click(await screen.findByRole('button', { name: 'Right thumb' }));
    expect(screen.getByRole('button', { name: 'Enroll again' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
