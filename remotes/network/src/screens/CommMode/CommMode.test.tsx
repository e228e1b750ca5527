import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { commmodeGroup, type PushFailure } from '@tac/goform';
import { fakeGroup, fieldsOf, renderScreen, server, success, withFakeDevice } from '../../test/harness';
import CommMode from './CommMode';
import { PUSH_POLL_MS } from './PushLink';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

withFakeDevice();

/** What the device holds: the contract's defaults, no key stored. */
const STORED = { ...commmodeGroup.defaults, pushkeyset: 0 };

const LINK_OFF = {
  state: 'off',
  server: '',
  lastcontact: '',
  queued: 0,
  queuedchanges: 0,
  lastcommand: null,
  clockoffset: null,
  problem: null,
};
const ONLINE = {
  state: 'online',
  server: 'http://192.168.0.10:8081',
  lastcontact: '2026-11-28 08:00:05',
  queued: 3,
  queuedchanges: 1,
  lastcommand: { id: '17', command: 'DATA UPDATE USERINFO PIN=1', code: 0, time: '2026-11-28 08:00:04' },
  clockoffset: 42,
  problem: null,
};

/** GetPushState answers these in turn, the last one from then on; a function answer stands for a failure. */
function pushStates(...answers: (Record<string, unknown> | (() => Response))[]) {
  let calls = 0;
  server.use(
    http.get('*/goform/GetPushState', () => {
      const answer = answers[Math.min(calls++, answers.length - 1)];
      return typeof answer === 'function' ? answer() : success(answer);
    }),
  );
}

/** TestPushServer answers `answer` and keeps what each request carried. */
function pushTest(answer: Record<string, unknown>) {
  const requests: Record<string, string>[] = [];
  server.use(
    http.post('*/goform/TestPushServer', async ({ request }) => {
      requests.push(await fieldsOf(request));
      return success(answer);
    }),
  );
  return requests;
}

async function open(stored: Partial<typeof STORED> = {}, link: Record<string, unknown> = LINK_OFF) {
  const device = fakeGroup(commmodeGroup, { ...STORED, ...stored });
  pushStates(link);
  const user = userEvent.setup();
  await renderScreen(<CommMode />, '/network/commMode');
  await waitFor(() => expect(screen.getByRole('spinbutton', { name: /^Port/ })).toHaveValue(5010));
  return { device, user };
}

/** The value shown under the link panel's label. */
const fact = (label: string) => screen.getByRole('definition', { name: label });

async function typeInto(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('Communication Mode', () => {
  it('loads port, password switch, server type and server IP', async () => {
    await open();
    expect(screen.getByRole('checkbox', { name: 'Communication password' })).not.toBeChecked();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'IP' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Server IP/ })).toHaveValue('192.168.0.10');
  });

  it('shows the server URL instead of the IP for the URL type, and requires it', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'URL' }));
    expect(screen.queryByRole('textbox', { name: /Server IP/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: /Server URL/ })).toHaveAccessibleDescription('This field is required');
    expect(device.writes).toHaveLength(0);
  });

  it('asks for a password of up to 6 digits when the switch is on', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Communication password' }));
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, '12ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Up to 6 digits', { selector: '[data-part="error-text"]' })).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, '123456');
    await expectSaveSucceeds(user);
    expect(device.writes[0]).toMatchObject({ commpwdswitch: '1', commpwd: '123456', port: '5010' });
  });

  it('says Failed when the device refuses', async () => {
    const { device, user } = await open();
    device.failWith = 10003;
    const port = screen.getByRole('spinbutton', { name: /^Port/ });
    await user.clear(port);
    await user.type(port, '5011');
    await expectSaveRefused(user, 'Failed');
  });

  it('refuses a server URL such as a;reboot that is no host name or URL, and sends nothing', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'URL' }));
    await user.type(await screen.findByRole('textbox', { name: /Server URL/ }), 'a;reboot');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Server URL/ })).toHaveAccessibleDescription(
        'Enter a host name or an IPv4 address, optionally with http:// or https://, a port and a path, such as cloud.example.com or https://cloud.example.com/api',
      ),
    );
    expect(device.writes).toHaveLength(0);
  });

  it('saves a server URL with scheme, port and path', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'URL' }));
    await user.click(await screen.findByRole('textbox', { name: /Server URL/ }));
    await user.paste('https://server.example.com:8443/tac');
    await expectSaveSucceeds(user);
    expect(device.writes[0]).toMatchObject({ servertype: 'url', serverurl: 'https://server.example.com:8443/tac' });
  });

  it('takes a server URL pasted with spaces around it, and saves it trimmed (issue 34, walk #15)', async () => {
    const { device, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'URL' }));
    await user.click(await screen.findByRole('textbox', { name: /Server URL/ }));
    await user.paste('  https://server.example.com:8443/tac \t');
    await expectSaveSucceeds(user);
    expect(device.writes[0]).toMatchObject({ servertype: 'url', serverurl: 'https://server.example.com:8443/tac' });
  });
});

describe('Communication Mode: the central server’s settings', () => {
  it('shows the server port beside the IP, only for the IP type, and refuses one out of 1-65535', async () => {
    const { device, user } = await open();
    const port = screen.getByRole('spinbutton', { name: /^Server port/ });
    expect(port).toHaveValue(8081);
    await typeInto(user, port, '65536');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(port).toHaveAccessibleDescription('Enter a number of at most 65535'));
    expect(device.writes).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'URL' }));
    expect(screen.queryByRole('spinbutton', { name: /^Server port/ })).not.toBeInTheDocument();
  });

  it('asks for the device key only while the link is switched on, and saves both', async () => {
    const { device, user } = await open();
    const link = screen.getByRole('checkbox', { name: 'Connect to the central server' });
    expect(link).not.toBeChecked();
    expect(screen.queryByLabelText(/^Device key/)).not.toBeInTheDocument();
    await user.click(link);
    const key = screen.getByLabelText(/^Device key/);
    expect(key).toHaveAccessibleDescription('Only if the server asks for one: letters A–Z, digits, - and _ (up to 64 characters)');
    await user.type(key, 'site-7_key');
    await expectSaveSucceeds(user);
    expect(device.writes[0]).toMatchObject({ pushswitch: '1', pushkey: 'site-7_key' });
  });

  it.each([
    ['bad characters', 'key with spaces!', 'Use only letters A–Z, digits, - and _ (up to 64 characters)'],
    ['too many characters', 'k'.repeat(65), 'At most 64 characters'],
  ])('refuses a device key with %s, and sends nothing', async (_case, value, message) => {
    const { device, user } = await open({ pushswitch: 1 });
    const key = screen.getByLabelText(/^Device key/);
    await user.click(key);
    await user.paste(value);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(key).toHaveAccessibleDescription(message));
    expect(device.writes).toHaveLength(0);
  });

  it('never has the stored key (the device answers it empty with pushkeyset); saving without typing one keeps it', async () => {
    const { device, user } = await open({ pushswitch: 1, pushkeyset: 1 });
    const key = screen.getByLabelText(/^Device key/);
    expect(key).toHaveValue('');
    expect(key).toHaveAccessibleDescription('A key is stored: leave empty to keep it, or type a new one of up to 64 characters');
    await expectSaveSucceeds(user);
    expect(device.writes[0]).toMatchObject({ pushswitch: '1' });
    // Left empty, it is not sent at all (shared/goform settingsGroup: withoutBlankSecrets).
    expect(device.writes[0]).not.toHaveProperty('pushkey');
  });
});

describe('Communication Mode: the central server link panel', () => {
  it('shows an online link: server, last contact, queues, last command and clock', async () => {
    await open({ pushswitch: 1 }, ONLINE);
    expect(await screen.findByRole('region', { name: 'Central server link' })).toBeInTheDocument();
    await waitFor(() => expect(fact('State')).toHaveTextContent('Online'));
    expect(fact('Server')).toHaveTextContent('http://192.168.0.10:8081');
    expect(fact('Last contact')).toHaveTextContent('2026-11-28 08:00:05');
    expect(fact('Punches queued')).toHaveTextContent('3');
    expect(fact('User changes queued')).toHaveTextContent('1');
    expect(fact('Last command')).toHaveTextContent('DATA UPDATE USERINFO PIN=1Done at 2026-11-28 08:00:04');
    expect(fact('Clock')).toHaveTextContent("The server's clock is 42 s ahead");
    expect(fact('Last problem')).toHaveTextContent('None');
  });

  it('shows a link that is off: no server, never contacted, clock not known', async () => {
    await open();
    await waitFor(() => expect(fact('State')).toHaveTextContent('Off'));
    expect(fact('Server')).toHaveTextContent('None');
    expect(fact('Last contact')).toHaveTextContent('Never');
    expect(fact('Last command')).toHaveTextContent('None');
    expect(fact('Clock')).toHaveTextContent('Not known until the server answers');
  });

  it.each([
    ['connecting', 'Connecting'],
    ['waiting', "Waiting for the server's approval"],
    ['failing', 'Failing'],
  ])('names the %s state', async (state, words) => {
    await open({}, { ...ONLINE, state });
    await waitFor(() => expect(fact('State')).toHaveTextContent(words));
  });

  it.each([
    [-42, "The server's clock is 42 s behind"],
    [2, "In step with the server's clock"],
    [-2, "In step with the server's clock"],
    [3, "The server's clock is 3 s ahead"],
  ])('says a clock difference of %i s in words', async (clockoffset, words) => {
    await open({}, { ...ONLINE, clockoffset });
    await waitFor(() => expect(fact('Clock')).toHaveTextContent(words));
  });

  it.each([
    [0, 'Done'],
    [-1, 'Failed'],
    [-1002, 'Not supported'],
    [-1004, 'Unsupported table'],
    [-7, 'Code -7'],
  ])('says the last command’s result %i as %s', async (code, words) => {
    await open({}, { ...ONLINE, lastcommand: { ...ONLINE.lastcommand, code } });
    await waitFor(() => expect(fact('Last command')).toHaveTextContent(`${words} at 2026-11-28 08:00:04`));
  });

  const PROBLEMS: { problem: { kind: PushFailure; status?: number }; sentence: string }[] = [
    { problem: { kind: 'notResolved' }, sentence: "The server's name could not be resolved" },
    { problem: { kind: 'refused' }, sentence: 'The server refused the connection' },
    { problem: { kind: 'timeout' }, sentence: 'The server did not answer in time' },
    { problem: { kind: 'tls' }, sentence: 'The secure connection failed (certificate or TLS)' },
    { problem: { kind: 'httpStatus', status: 502 }, sentence: 'The server answered HTTP 502' },
    { problem: { kind: 'notPush' }, sentence: 'The server answered, but not as a PUSH (ADMS) server' },
    { problem: { kind: 'unreachable' }, sentence: 'The server could not be reached' },
  ];

  it.each(PROBLEMS)('says the last contact’s problem $problem.kind as a sentence', async ({ problem, sentence }) => {
    await open({}, { ...ONLINE, state: 'failing', problem });
    await waitFor(() => expect(fact('Last problem')).toHaveTextContent(sentence));
  });

  it('asks again every 3 s, and shows the new answer', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await open({}, LINK_OFF);
      pushStates({ ...LINK_OFF, state: 'connecting' }, ONLINE);
      await waitFor(() => expect(fact('State')).toHaveTextContent('Off'));
      await act(async () => {
        jest.advanceTimersByTime(PUSH_POLL_MS + 100);
      });
      await waitFor(() => expect(fact('State')).toHaveTextContent('Connecting'));
      await act(async () => {
        jest.advanceTimersByTime(PUSH_POLL_MS + 100);
      });
      await waitFor(() => expect(fact('State')).toHaveTextContent('Online'));
      expect(fact('Punches queued')).toHaveTextContent('3');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the state is unknown when a poll fails, instead of the last answer’s figures', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await open({}, ONLINE);
      pushStates(() => HttpResponse.error());
      await waitFor(() => expect(fact('Punches queued')).toHaveTextContent('3'));
      await act(async () => {
        jest.advanceTimersByTime(PUSH_POLL_MS + 100);
      });
      await waitFor(() => expect(fact('State')).toHaveTextContent('Unknown: the device is not answering'));
      expect(screen.queryByRole('definition', { name: 'Punches queued' })).not.toBeInTheDocument();
      expect(screen.queryByText('Online')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('Communication Mode: Test connection', () => {
  const result = () => screen.getByLabelText('Test connection');

  it('sends the form’s unsaved values, the typed key included, and says the server answered', async () => {
    const { device, user } = await open();
    const requests = pushTest({ ok: 1, server: 'http://10.0.0.5:8088', problem: null });
    await typeInto(user, screen.getByRole('textbox', { name: /Server IP/ }), '10.0.0.5');
    await typeInto(user, screen.getByRole('spinbutton', { name: /^Server port/ }), '8088');
    await user.click(screen.getByRole('checkbox', { name: 'Connect to the central server' }));
    await user.type(screen.getByLabelText(/^Device key/), 'k-1');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(result()).toHaveTextContent('The server answered as a PUSH serverhttp://10.0.0.5:8088'));
    expect(requests).toEqual([{ servertype: 'ip', serverip: '10.0.0.5', serverport: '8088', serverurl: '', pushkey: 'k-1' }]);
    expect(device.writes).toHaveLength(0);
  });

  it('leaves the key out when none was typed (the device uses the stored one)', async () => {
    const { user } = await open({ pushswitch: 1, pushkeyset: 1 });
    const requests = pushTest({ ok: 1, server: 'http://192.168.0.10:8081', problem: null });
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).not.toHaveProperty('pushkey');
  });

  it('sends the URL of the URL type', async () => {
    const { user } = await open();
    const requests = pushTest({ ok: 1, server: 'https://att.example.com/tac', problem: null });
    await user.click(screen.getByRole('radio', { name: 'URL' }));
    await user.click(await screen.findByRole('textbox', { name: /Server URL/ }));
    await user.paste('https://att.example.com/tac');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ servertype: 'url', serverurl: 'https://att.example.com/tac' });
  });

  it('says the problem when the server does not answer as a PUSH server', async () => {
    const { user } = await open();
    pushTest({ ok: 0, server: 'http://192.168.0.10:8081', problem: { kind: 'httpStatus', status: 404 } });
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(result()).toHaveTextContent('The server answered HTTP 404'));
  });

  it('says the fields are wrong instead of sending them', async () => {
    const { user } = await open();
    const requests = pushTest({ ok: 1, server: '', problem: null });
    const port = screen.getByRole('spinbutton', { name: /^Server port/ });
    await typeInto(user, port, '0');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(result()).toHaveTextContent('Correct the server fields above first'));
    expect(port).toHaveAccessibleDescription('Enter a number of at least 1');
    expect(requests).toHaveLength(0);
  });

  it('sends one request for a double click', async () => {
    const { user } = await open();
    const requests = pushTest({ ok: 1, server: 'http://192.168.0.10:8081', problem: null });
    await user.dblClick(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(result()).toHaveTextContent('The server answered as a PUSH server'));
    expect(requests).toHaveLength(1);
  });
});
