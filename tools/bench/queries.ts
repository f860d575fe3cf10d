// npm run bench:queries: how many SQL statements one dashboard load runs, counted from
// PostgreSQL's own statement log (issue 28, item 5). Starts the built API on its own port and
// embedded database with log_statement = 'all', signs a person in through the dev outbox, imports
// the real 594-row statement, then loads /dashboard as a signed-in browser does: the page rendered
// on the server (every request its first view makes) and the requests the live app makes once a
// person is there. The job queue's own polling (pg-boss) is left out. Prints the statements per
// request and in all (each the least of three runs); run it before and after a change to compare.
// Needs `npm run build` first.
import { createInterface } from 'node:readline';
import pg from 'pg';
import { embeddedUrl } from '../../api/src/common/database/embedded-postgres.ts';
import {
  importRealStatement,
  requireBuild,
  signInThroughOutbox,
  startBuiltApi,
  waitForApi,
  writeFixtures,
} from './dev-api.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3941);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5493);
const BASE = `http://127.0.0.1:${PORT}`;

requireBuild();

const { child, dataDir, stop } = startBuiltApi({
  port: PORT,
  pgPort: PG_PORT,
  purpose: 'the query count',
  // The embedded server's log reaches the API's log at debug level.
  env: { LOG_LEVEL: 'debug' },
  stdout: 'pipe',
});

// Every statement PostgreSQL logs, but the job queue's: counted while `counting` is set.
let counting = false;
let statements = 0;
const MARK = 'sikalens-bench-mark';
let marks = 0;
if (!child.stdout) throw new Error('the API has no standard output to read');
createInterface({ input: child.stdout }).on('line', (line) => {
  if (!/LOG: {2}(statement|execute [^:]*):/.test(line)) return;
  if (line.includes(MARK)) {
    marks += 1;
    return;
  }
  if (counting && !/pgboss/i.test(line)) statements += 1;
});

await waitForApi(BASE);
const admin = new pg.Client({ connectionString: embeddedUrl(PG_PORT, 'postgres') });
await admin.connect();
await admin.query(`ALTER SYSTEM SET log_statement = 'all'`);
await admin.query('SELECT pg_reload_conf()');

// A marker through the log itself: everything logged before it has been read.
async function settle(): Promise<void> {
  const seen = marks;
  await admin.query(`SELECT '${MARK}'`);
  for (let i = 0; marks === seen; i += 1) {
    if (i > 200) throw new Error('the statement log is not reaching this script');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const fixtures = writeFixtures(dataDir);
const token = await signInThroughOutbox(BASE, {
  phone: '0241234567',
  email: 'queries@example.com',
  firstName: 'Ama',
  lastName: 'Mensah',
});
const auth = { Authorization: `Bearer ${token}` };
await importRealStatement(BASE, token, fixtures);

// The dashboard's requests, as its first view makes them (the server render's query cache says
// which): each counted on its own, after one warm-up load.
const cookie = `sikalens_session=${token}; sikalens_signed_in=1`;
const page = async () =>
  fetch(`${BASE}/dashboard`, { headers: { Accept: 'text/html', Cookie: cookie } }).then((res) =>
    res.text(),
  );
await page();
const html = await page();
const state =
  /<script type="application\/json" id="sikalens-server-state">([\s\S]*?)<\/script>/.exec(html);
if (!state) throw new Error('the dashboard was not rendered on the server');

await settle();
counting = true;
// Each count is the least of three: a background job (a budget check the import queued) can log
// its own statements while one is counted.
async function fewest(work: () => Promise<unknown>): Promise<number> {
  const counts: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    statements = 0;
    await work();
    await settle();
    counts.push(statements);
  }
  return Math.min(...counts);
}
const rendered = await fewest(page);

// The same first view's requests one by one, as the live app would make them after a refresh.
const requests = [
  '/api/auth/me',
  '/api/subscription',
  '/api/wallets',
  '/api/pdf-uploads',
  '/api/insights/summary?period=latest',
  '/api/insights/fees?period=latest',
  '/api/insights/categories?period=latest',
  '/api/insights/budgets?period=latest',
  '/api/insights/trends?period=latest&granularity=month',
  '/api/insights/recipients?period=latest&sort=spent&pageSize=1',
  '/api/insights/recipients?period=latest&sort=count&pageSize=10',
  '/api/transactions/uncategorized',
  '/api/detailed-transactions?limit=5',
  '/api/notifications?unread=true&limit=5',
];
const rows: [string, number][] = [];
for (const path of requests) {
  let status = 0;
  const count = await fewest(async () => {
    const res = await fetch(`${BASE}${path}`, { headers: auth });
    await res.arrayBuffer();
    status = res.status;
  });
  rows.push([`${status} ${path}`, count]);
}
counting = false;
await admin.end();

process.stdout.write(
  `SQL statements for one dashboard load (real statement, free plan), from PostgreSQL's log:\n` +
    `  the server-rendered page: ${rendered}\n` +
    `  its requests one by one (each with its session check):\n` +
    rows.map(([path, n]) => `    ${String(n).padStart(3)}  ${path}`).join('\n') +
    `\n  in all: ${rows.reduce((sum, [, n]) => sum + n, 0)}\n`,
);
stop();
process.exit(0);
