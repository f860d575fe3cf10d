import { scriptedParser, txRow, uploadStatement } from './imports';
import { KOFI, registerWithWallet, startTestApp, type TestApp } from './test-app';

// Issue 27: the parse queue is fair per user. One user's slow (or hostile: parsed until the
// timeout) statements take at most one parse slot, in every worker process together, so another
// user's statement waits at most one slot's time. Here each parse takes PARSE_MS, and the second
// user's statement arrives behind the first user's three.
const PARSE_MS = 1500;

describe('a fair parse queue', () => {
  let t: TestApp;
  const scripted = scriptedParser();
  const owners = new Map<string, string>();
  const running = new Map<string, number>();
  const mostAtOnce = new Map<string, number>();

  beforeAll(async () => {
    t = await startTestApp(
      { PARSE_CONCURRENCY: '2' },
      {
        statementParser: {
          parse: async (file) => {
            const key = /statement:(\d+)/.exec(Buffer.from(file).toString('latin1'))?.[1] ?? '';
            const who = owners.get(key) ?? '?';
            running.set(who, (running.get(who) ?? 0) + 1);
            mostAtOnce.set(who, Math.max(mostAtOnce.get(who) ?? 0, running.get(who)!));
            await new Promise((resolve) => setTimeout(resolve, PARSE_MS));
            running.set(who, running.get(who)! - 1);
            return scripted.parser.parse(file);
          },
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const userWithWallet = (person: typeof KOFI, momoNumber: string) =>
    registerWithWallet(t, person, momoNumber);

  async function upload(
    user: { token: string; walletId: string; momoNumber: string },
    who: string,
    day: number,
  ): Promise<string> {
    const file = scripted.file(
      [txRow(`${who}-${day}`, { dateTime: `2024-09-${String(day).padStart(2, '0')}T08:00:00` })],
      `+233${user.momoNumber.slice(1)}`,
    );
    owners.set(/statement:(\d+)/.exec(file.toString('latin1'))![1]!, who);
    const res = await uploadStatement(t, user.token, user.walletId, file).expect(201);
    return (res.body as { uploadId: string }).uploadId;
  }

  async function settled(token: string, uploadId: string): Promise<number> {
    for (;;) {
      const res = await t
        .http()
        .get(`/api/upload-status/${uploadId}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      const { status } = res.body as { status: string };
      if (status === 'completed' || status === 'failed') return performance.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("runs another user's statement in the next free slot, not after the first user's queue", async () => {
    const busy = await userWithWallet(KOFI, '0241234567');
    const other = await userWithWallet(
      { phone: '201234567', email: 'ama@example.com', firstName: 'Ama', lastName: 'Owusu' },
      '0201234567',
    );
    const queued = [];
    for (let day = 1; day <= 3; day += 1) queued.push(await upload(busy, 'busy', day));
    const sent = performance.now();
    const theirs = await upload(other, 'other', 10);
    const waited = (await settled(other.token, theirs)) - sent;
    // One slot's time (its own parse) and the polling, not the three parses queued before it.
    for (const uploadId of queued) await settled(busy.token, uploadId);
    // It finished before the busy user's last statement, which a first-come queue with one slot
    // (or one that let the busy user take both) would have run first.
    const order = await t.db.query<{ id: string }[]>(
      `SELECT id FROM pdf_uploads WHERE status = 'completed' ORDER BY processed_at`,
    );
    expect(order.map((row) => row.id).indexOf(theirs)).toBeLessThan(
      order.map((row) => row.id).indexOf(queued[2]!),
    );
    // About one slot's time (its own parse, and polling), not the three parses queued before it;
    // generous for a loaded machine.
    expect(waited).toBeLessThan(2.5 * PARSE_MS);
    // The busy user never had two statements parsed at once, with two slots free.
    expect(mostAtOnce.get('busy')).toBe(1);
    expect(mostAtOnce.get('other')).toBe(1);
  });
});
