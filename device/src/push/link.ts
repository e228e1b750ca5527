import { commmodeGroup, pushServerUrl, type PushProblem, type PushState } from '@tac/goform/contract';
import type { Actor } from '../audit/log';
import type { Device } from '../device';
import { recordEvent } from '../events/log';
import { restartDevice } from '../hardware/power';
import { deviceSerial } from '../model/profiles';
import { deviceNow, readClock } from '../settings/clock';
import { readSingle } from '../settings/store';
import { aboutDevice, execute } from './commands';
import { PushError, pushRequest } from './http';
import { HANDSHAKE_QUERY, iclockUrl, isOk, optionSeconds, parseCommands, parseOptions } from './protocol';
import { acknowledge, adoptServerStamp, nextChanges, nextPunches, type Batch, type PushTable } from './queue';

/** No answer within this is a failure (a batch of 500 lines is stored in well under a second by a healthy server). */
const REQUEST_TIMEOUT_MS = 15_000;
/** Commands whose replies are remembered, so one received twice is answered without running twice. */
const COMMANDS_KEPT = 1000;
/**
 * Commands run from one answer at most (servers of this protocol send up to 20): a server cannot
 * keep the terminal busy for minutes with one answer (a PIN is hashed for each user it sets).
 * The rest get no reply, so the server sends them again.
 */
const COMMANDS_PER_ANSWER = 100;
/** How often a sleeping link looks for new punches, user changes and settings. */
const WATCH_MS = 200;

const links = new WeakMap<Device, PushLink>();

/** What the console shows of the link (GetPushState). */
export interface LinkStatus {
  state: PushState;
  server: string;
  lastcontact: string;
  lastcommand: { id: string; command: string; code: number; time: string } | null;
  clockoffset: number | null;
  problem: PushProblem | null;
}

const clockText = (device: Device) => {
  const { date, time } = readClock(device);
  return `${date} ${time}`;
};

/** The command as the console shows it: its kind and table, never its data (names, PINs, cards). */
const commandTitle = (text: string) => /^(DATA\s+\S+\s+\S+|SET\s+OPTION|CLEAR\s+\S+|\S+)/i.exec(text.trim())?.[0].toUpperCase() ?? '';

/**
 * The terminal's side of the PUSH (iclock/ADMS) protocol: it opens every connection (so it works
 * behind NAT), follows the console's commmode settings (read again at every turn, so a change
 * applies at once), uploads the queues (queue.ts) until the server answers OK for each batch, and
 * runs the server's commands. Any failure — an HTTP status but 200, no answer, an answer that is
 * not the protocol's — is retried after the server's ErrorDelay, starting again with a handshake.
 */
export class PushLink {
  private current: LinkStatus = { state: 'off', server: '', lastcontact: '', lastcommand: null, clockoffset: null, problem: null };
  private options = new Map<string, string>();
  private handshaken = false;
  private linkKey = '';
  private nextPoll = 0;
  private stopped = false;
  private wake: (() => void) | undefined;
  private readonly actor: Actor = { account: 'server', address: '' };

  constructor(
    readonly device: Device,
    /** Before any server said (its ErrorDelay), how long a failure waits; PUSH_ERROR_DELAY_S, default 30. */
    private readonly defaultErrorDelayS = Number(device.config.env.PUSH_ERROR_DELAY_S) || 30,
    /** How long an answer may take (PUSH_TIMEOUT_MS, tests only). */
    private readonly timeoutMs = Number(device.config.env.PUSH_TIMEOUT_MS) || REQUEST_TIMEOUT_MS,
  ) {}

  get status(): LinkStatus {
    return this.current;
  }

  /**
   * The event log records the link coming up (the server answered) and going down (it no longer
   * does, or the link was switched off); not once stopped, when the device is shutting down.
   */
  set status(next: LinkStatus) {
    const wasUp = this.current.state === 'online';
    const isUp = next.state === 'online';
    if (isUp !== wasUp && !this.stopped) recordEvent(this.device, { code: isUp ? 402 : 403, detail: isUp ? next.server : this.current.server });
    this.current = next;
  }

  /** Runs the link; GetPushState reports it from then on. */
  start(): this {
    links.set(this.device, this);
    void this.run();
    return this;
  }

  stop(): void {
    this.stopped = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let waitMs: number;
      try {
        waitMs = await this.turn();
      } catch (err) {
        waitMs = this.failed(err);
      }
      if (this.stopped) break;
      await this.sleep(waitMs);
    }
  }

  /** One turn of the link; answers how long to wait before the next. */
  private async turn(): Promise<number> {
    const { device } = this;
    if (device.isOffline()) {
      this.handshaken = false;
      return 500;
    }
    const settings = readSingle(device, commmodeGroup);
    if (settings.pushswitch !== 1) {
      this.status = { ...this.status, state: 'off', server: '', problem: null };
      this.handshaken = false;
      return 1000;
    }
    const server = pushServerUrl(settings);
    const linkKey = `${server}\n${settings.pushkey}`;
    if (linkKey !== this.linkKey) {
      this.linkKey = linkKey;
      this.handshaken = false;
      this.status = { state: 'connecting', server, lastcontact: '', lastcommand: null, clockoffset: null, problem: null };
    }
    if (!this.handshaken) await this.handshake();
    // A long queue goes up batch by batch until the next poll is due: the server's commands wait a Delay at most.
    const drained = (await this.upload('ATTLOG', this.nextPoll)) && (await this.upload('OPERLOG', this.nextPoll));
    if (Date.now() >= this.nextPoll) {
      await this.runCommands();
      this.nextPoll = Date.now() + optionSeconds(this.options, 'Delay', 30, [1, 600]) * 1000;
    }
    return drained ? Math.max(0, this.nextPoll - Date.now()) : 0;
  }

  private failed(err: unknown): number {
    if (!(err instanceof PushError)) throw err;
    // A server that answered (500: it could not store; 403: not approved yet) stored nothing: the same
    // request goes again. Any other failure may hide a restart or a lost answer: a handshake first.
    if (err.problem.kind !== 'httpStatus') this.handshaken = false;
    const waiting = err.problem.kind === 'httpStatus' && err.problem.status === 403;
    this.status = { ...this.status, state: waiting ? 'waiting' : 'failing', problem: err.problem };
    return optionSeconds(this.options, 'ErrorDelay', this.defaultErrorDelayS, [1, 600]) * 1000;
  }

  /**
   * Sleeps `ms`, waking early for a change of settings and, unless after a failure, for anything
   * queued beyond what the server has (a punch made during the turn's last request included).
   */
  private async sleep(ms: number): Promise<void> {
    const until = Date.now() + ms;
    const settings = this.settingsMark();
    while (!this.stopped && Date.now() < until) {
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, Math.min(WATCH_MS, until - Date.now()));
      });
      if (this.stopped || this.settingsMark() !== settings) return;
      // After a failure the link waits the server's ErrorDelay however many punches arrive meanwhile.
      if (this.status.state !== 'failing' && this.status.state !== 'waiting' && this.anythingQueued()) return;
    }
  }

  private settingsMark(): string {
    const s = readSingle(this.device, commmodeGroup);
    return `${s.pushswitch}/${pushServerUrl(s)}/${s.pushkey}`;
  }

  private anythingQueued(): boolean {
    if (this.status.state === 'off') return false;
    return nextPunches(this.device, 1) !== undefined || nextChanges(this.device, { templates: false }, 1) !== undefined;
  }

  private url(path: string, query: Record<string, string>): string {
    const settings = readSingle(this.device, commmodeGroup);
    return iclockUrl(pushServerUrl(settings), path, deviceSerial(this.device), settings.pushkey, query);
  }

  private async request(path: string, query: Record<string, string>, body?: string) {
    const answer = await pushRequest(this.url(path, query), { body, timeoutMs: this.timeoutMs });
    if (this.stopped) throw new PushError({ kind: 'unreachable' });
    this.status = { ...this.status, state: 'online', problem: null, lastcontact: clockText(this.device) };
    if (answer.serverTime !== undefined) this.status.clockoffset = Math.round((answer.serverTime - deviceNow(this.device)) / 1000);
    return answer.text;
  }

  private async handshake(): Promise<void> {
    const text = await this.request('cdata', HANDSHAKE_QUERY);
    const options = parseOptions(text, deviceSerial(this.device));
    if (!options) throw new PushError({ kind: 'notPush' });
    this.options = options;
    adoptServerStamp(this.device, 'ATTLOG', options.get('ATTLOGStamp'));
    adoptServerStamp(this.device, 'OPERLOG', options.get('OPERLOGStamp'));
    if (!isOk(await this.request('cdata', { table: 'options' }, aboutDevice(this.device).join(',')))) throw new PushError({ kind: 'notPush' });
    this.handshaken = true;
    this.nextPoll = 0;
  }

  /**
   * Sends a table's queue batch by batch, each moving the cursor only once the server answered OK
   * for it, until it is empty (answers true) or `until` has passed (at least one batch goes).
   */
  private async upload(table: PushTable, until: number): Promise<boolean> {
    const templates = this.status.server.startsWith('https:');
    const next = table === 'ATTLOG' ? nextPunches : (device: Device) => nextChanges(device, { templates });
    for (let batch: Batch | undefined = next(this.device); batch; batch = next(this.device)) {
      if (this.stopped) return false;
      if (batch.lines.length > 0) {
        const answer = await this.request('cdata', { table, Stamp: String(batch.stamp) }, `${batch.lines.join('\n')}\n`);
        if (!isOk(answer)) throw new PushError({ kind: 'notPush' });
      }
      acknowledge(this.device, table, batch.stamp);
      if (Date.now() >= until) return next(this.device) === undefined;
    }
    return true;
  }

  /** Asks for commands, runs each once (a repeated id gets its first reply), uploads what they answer, replies. */
  private async runCommands(): Promise<void> {
    const commands = parseCommands(await this.request('getrequest', {})).slice(0, COMMANDS_PER_ANSWER);
    if (commands.length === 0) return;
    const { device } = this;
    const replies: string[] = [];
    const uploads: string[] = [];
    let restart = false;
    for (const command of commands) {
      const seen = device.db
        .prepare<[string], { command: string; code: number }>('SELECT command, code FROM push_commands WHERE id = ?')
        .get(command.id);
      if (seen) {
        replies.push(`ID=${command.id}&Return=${seen.code}&CMD=${seen.command.split(' ')[0]}`);
        continue;
      }
      const outcome = await execute(device, { ...this.actor, address: new URL(this.status.server).host }, command);
      const title = commandTitle(command.text);
      const time = clockText(device);
      device.db.prepare('INSERT INTO push_commands (id, command, code, time) VALUES (?, ?, ?, ?)').run(command.id, title, outcome.code, time);
      this.status.lastcommand = { id: command.id, command: title, code: outcome.code, time };
      replies.push(outcome.reply);
      uploads.push(...(outcome.upload ?? []));
      if (outcome.option) this.options.set(...outcome.option);
      if (outcome.rehandshake) this.handshaken = false;
      restart ||= outcome.restart === true;
    }
    device.db
      .prepare('DELETE FROM push_commands WHERE rowid NOT IN (SELECT rowid FROM push_commands ORDER BY rowid DESC LIMIT ?)')
      .run(COMMANDS_KEPT);
    if (uploads.length > 0) await this.request('cdata', { table: 'OPERLOG' }, `${uploads.join('\n')}\n`);
    await this.request('devicecmd', {}, `${replies.join('\n')}\n`);
    if (restart) restartDevice(device);
  }
}

/** Starts the device's link (main.ts: the emulator's process runs one per terminal). */
export const startPushLink = (device: Device): PushLink => new PushLink(device).start();

/** The link's status; a device whose link does not run (tests without one) says what its settings say. */
export function linkStatus(device: Device): LinkStatus {
  const link = links.get(device);
  if (link) return link.status;
  const settings = readSingle(device, commmodeGroup);
  const on = settings.pushswitch === 1;
  return { state: on ? 'connecting' : 'off', server: on ? pushServerUrl(settings) : '', lastcontact: '', lastcommand: null, clockoffset: null, problem: null };
}
