// Staff at work, as the web app's parcel pages call the act channel (apps/web/src/api: the encrypted form body,
// the token as `t`): each session signs in once, then over and over opens the parcel list, filters it, opens one
// parcel and extends a pending one, with a pause between clicks. Each session calls from a loopback address of
// its own, as each member of staff has a machine of their own. Loopback only; stops by itself.
import { setTimeout as sleep } from 'node:timers/promises';
import { actFormBody, isActFailure, type ActCodec } from '@bluemanager/protocol';
import { createNodeActCodec } from '../act-channel/node-codec.js';
import { createRandom, seedFrom, type Random } from '../db/seed/random.js';
import { assertLoopback } from '../simulator/fleet-simulator.js';
import { closeLoopbackAgents, postFrom } from '../simulator/loopback-post.js';
import { recordCall, type DriverReport } from './load-stats.js';

export interface StaffOptions {
  url: string;
  sessions: number;
  seconds: number;
  /** Mean pause between one session's calls. */
  thinkSeconds: number;
  accounts: readonly string[];
  password: string;
  aesKey: string;
  aesIv: string;
  /** Where each session calls from, by its number. */
  sourceAddresses: readonly string[];
}

interface Envelope {
  ret?: number;
  code?: string;
  msg?: string;
  token?: string;
  data?: unknown;
}

interface ListItem {
  id: number;
  state: string;
}

// The filters staff use most: what is waiting, a phone fragment, what is late, what is flagged.
const FILTERS: readonly object[] = [
  { state: 'pending' },
  { s: '555' },
  { state: 'pending', overtime: true },
  { abnormal: true },
  { state: 'collected', sort: 'collected' },
];

class StaffSession {
  private token = '';
  private pending: number[] = [];
  private seen: number[] = [];

  constructor(
    private readonly options: StaffOptions,
    private readonly codec: ActCodec,
    private readonly random: Random,
    private readonly username: string,
    private readonly source: string | undefined,
  ) {}

  /** One act call; a failure is recorded unless `tolerated` names its code. */
  private async call(
    report: DriverReport,
    kind: string,
    code: number,
    params: object,
    tolerated: readonly string[] = [],
  ): Promise<Envelope | undefined> {
    const started = performance.now();
    let envelope: Envelope;
    try {
      const answer = await postFrom(
        `${this.options.url}/api`,
        { 'content-type': 'application/x-www-form-urlencoded' },
        actFormBody(code, this.codec.encryptJson(this.token ? { ...params, t: this.token } : params)),
        this.source,
      );
      envelope = this.codec.decryptJson(answer.text.trim()) as Envelope;
    } catch (error) {
      envelope = { code: 'NETWORK', msg: error instanceof Error ? error.message : String(error) };
    }
    const ms = performance.now() - started;
    // Success is any envelope that is not a failure: login answers flat, beside a `ret` that is the user's id.
    const failed = isActFailure(envelope) || typeof envelope.ret !== 'number';
    if (!failed || (envelope.code !== undefined && tolerated.includes(envelope.code))) {
      recordCall(report, kind, ms);
      return envelope;
    }
    recordCall(report, kind, ms, { code: envelope.code ?? 'UNKNOWN', msg: envelope.msg ?? '' });
    return undefined;
  }

  async signIn(report: DriverReport): Promise<boolean> {
    const answer = await this.call(report, 'login', 8002, { u: this.username, p: this.options.password });
    this.token = answer?.token ?? '';
    return this.token !== '';
  }

  private remember(envelope: Envelope | undefined): void {
    const items = (envelope?.data as { items?: ListItem[] } | undefined)?.items ?? [];
    if (items.length === 0) return;
    this.seen = items.map((item) => item.id);
    const pending = items.filter((item) => item.state === 'pending').map((item) => item.id);
    if (pending.length > 0) this.pending = pending;
  }

  private async pause(until: number): Promise<void> {
    const ms = Math.min(until - Date.now(), this.random.between(0.5, 1.5) * this.options.thinkSeconds * 1000);
    if (ms > 0) await sleep(ms);
  }

  async work(report: DriverReport, until: number): Promise<void> {
    // Staff do not all start at the same second.
    await sleep(this.random.between(0, this.options.thinkSeconds * 1000));
    while (Date.now() < until) {
      this.remember(await this.call(report, 'list', 51001, { count: 50 }));
      await this.pause(until);
      if (Date.now() >= until) break;
      this.remember(await this.call(report, 'filter', 51001, { ...this.random.pick(FILTERS), count: 50 }));
      await this.pause(until);
      const id = this.seen.length > 0 ? this.random.pick(this.seen) : undefined;
      if (id !== undefined && Date.now() < until) {
        await this.call(report, 'detail', 51002, { id });
        await this.pause(until);
      }
      const target = this.pending.length > 0 ? this.random.pick(this.pending) : undefined;
      if (target !== undefined && Date.now() < until) {
        // A locker may have handed the parcel out since the list was read: then the server refuses with
        // CONFLICT, as it should, and that is the user's race, not a failure of the server.
        await this.call(report, 'act', 51013, { id: target, hours: 24 }, ['CONFLICT']);
        await this.pause(until);
      }
    }
  }
}

export interface StaffDriver {
  /** The sign-ins, before the timed run. */
  signIn: DriverReport;
  /** Runs every signed-in session until the given time (ms since the epoch). */
  run(until: number): Promise<DriverReport>;
}

/** Signs every session in (a few at a time: a password check is meant to be slow) and returns the runner. */
export async function prepareStaff(options: StaffOptions): Promise<StaffDriver> {
  assertLoopback(options.url);
  const signIn: DriverReport = { seconds: 0, kinds: {}, errors: [] };
  const report: DriverReport = { seconds: 0, kinds: {}, errors: [] };
  const codec = createNodeActCodec(options.aesKey, options.aesIv);
  const sessions = Array.from(
    { length: options.sessions },
    (_, index) =>
      new StaffSession(
        options,
        codec,
        createRandom(seedFrom(`staff:${index}`)),
        options.accounts[index % options.accounts.length] ?? 'sysadmin',
        options.sourceAddresses[index],
      ),
  );
  const signedIn: StaffSession[] = [];
  const queue = [...sessions];
  const started = Date.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let session = queue.shift(); session; session = queue.shift()) {
        if (await session.signIn(signIn)) signedIn.push(session);
      }
    }),
  );
  signIn.seconds = (Date.now() - started) / 1000;
  return {
    signIn,
    async run(until) {
      const from = Date.now();
      await Promise.all(signedIn.map((session) => session.work(report, until)));
      report.seconds = (Date.now() - from) / 1000;
      closeLoopbackAgents();
      return report;
    },
  };
}
