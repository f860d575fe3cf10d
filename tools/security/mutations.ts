// Issue 27 ("each test is shown to fail without its fix"): for every point of the issue, a small,
// realistic revert of its fix (a mutation) and the test that must catch it. Each mutation is
// applied in a temporary git worktree of HEAD, its test is run there, and the file is restored.
// A mutation is caught when the test fails; it is missed when the test still passes, and stale
// when its `find` no longer occurs exactly once. Every selected test first runs once unmutated and
// must pass (else "broken test"). The list and its results are in docs/security.md ("Issue 27:
// each point and its test").
//   npm run security:mutations                    every mutation
//   npm run security:mutations -- 7 refund        only those numbered 7, or whose point or file
//                                                 contains "refund"
//   npm run security:mutations -- --check         only check that every `find` occurs once
// TEST_PG_PORT (default 5513) is the embedded PostgreSQL port of the worktree's jest runs. The
// worktree is HEAD: uncommitted changes are not part of the run.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PG_PORT = process.env.TEST_PG_PORT ?? '5513';
// A jest run that takes longer than this is stopped (its process group killed) and reported.
const RUN_TIMEOUT_MS = 10 * 60_000;

type Mutation = {
  /** The point of issue 27 the fix serves. */
  point: string;
  /** The file to mutate, from the repository root. */
  file: string;
  /** Must occur exactly once in the file. */
  find: string;
  replace: string;
  /** The test that must fail: its file (relative to the workspace) and a jest -t pattern. */
  test: { workspace?: string; file: string; name: string };
};

const MUTATIONS: Mutation[] = [
  // Sign-in
  {
    point: 'Sign-in: codes are 6 digits',
    file: 'api/src/modules/auth/otp-code.ts',
    find: 'const CODE_LENGTH = 6;',
    replace: 'const CODE_LENGTH = 4;',
    test: {
      file: 'test/auth.int-spec.ts',
      name: 'registers, signs in with the outbox code, reads me, logs out',
    },
  },
  {
    point: 'Sign-in: wrong codes make a stranger wait longer each time (growing delays)',
    file: 'api/src/modules/auth/failure-delay.ts',
    find: '  if (failures < config.freeFailures) return 0;',
    replace: '  return 0;',
    test: {
      file: 'test/sign-in-guessing.int-spec.ts',
      name: 'delays a stranger more after each wrong code',
    },
  },
  {
    point: 'Sign-in: a stranger cannot lock the owner out (the known browser has its own count)',
    file: 'api/src/modules/auth/otp-challenges.service.ts',
    find: 'this.rateEvents.failuresOf(key, source.knownDevice === null ? null : bucket);',
    replace: 'this.rateEvents.failuresOf(key, null);',
    test: {
      file: 'test/sign-in-guessing.int-spec.ts',
      name: 'delays a stranger more after each wrong code',
    },
  },
  {
    point: 'Sign-in: one network spraying wrong codes over many accounts is held back',
    file: 'api/src/modules/auth/otp-challenges.service.ts',
    find: '      otp.failuresPerNetworkPerHour,',
    replace: '      Number.MAX_SAFE_INTEGER,',
    test: {
      file: 'test/sign-in-guessing.int-spec.ts',
      name: 'holds back one network spraying wrong codes over many accounts',
    },
  },
  {
    point: 'Sign-in: nothing goes to a contact no code has proven',
    file: 'api/src/modules/users/proven-contacts.ts',
    find: '    email: user.emailVerifiedAt === null ? null : user.email,',
    replace: '    email: user.email,',
    test: {
      file: 'test/account-settings.int-spec.ts',
      name: 'sends an unproven e-mail nothing',
    },
  },
  {
    point: 'Sign-in: the reply for a known identifier shows no part of the other contact',
    file: 'api/src/modules/auth/auth.service.ts',
    find: '        : { phone: !typedEmail, email: typedEmail },',
    replace: '        : { phone: true, email: true },',
    // The registration test first: the sign-in cases use its account.
    test: { file: 'test/auth.int-spec.ts', name: 'signs in with' },
  },
  // A stolen session must not become a stolen account
  {
    point: 'Stolen session: a phone or e-mail change needs a code sent to the current contacts',
    file: 'api/src/modules/auth/contact-change.service.ts',
    find: '    if (needsApproval(before, change, reachedNew)) {',
    replace:
      '    if (needsApproval(before, change, reachedNew) && body.approvalCode !== undefined) {',
    // The describe block, whose tests build on each other, and one of the block that registers
    // the account it changes.
    test: {
      file: 'test/account-settings.int-spec.ts',
      name: 'PATCH /api/users/me changes both names|changing the phone or e-mail',
    },
  },
  {
    point: 'Stolen session: undoing a change from the previous contact ends every session',
    file: 'api/src/modules/auth/contact-undo.service.ts',
    find: `      await this.sessions.revokeAllFor(row.userId);
`,
    replace: '',
    test: {
      file: 'test/account-settings.int-spec.ts',
      name: 'restores the previous phone, ends every session',
    },
  },
  {
    point: 'Stolen session: security messages cannot be switched off',
    file: 'api/src/modules/notifications/notification-preferences.service.ts',
    find: '      if (body[channel]?.securityAlerts === false) {',
    replace: '      if (body[channel]?.securityAlerts === null) {',
    test: {
      file: 'test/account-settings.int-spec.ts',
      name: 'notification preferences and security alerts',
    },
  },
  // Limits that hold across processes and cannot be reset
  {
    point: 'Limits: the free allowance is a ledger that deleting and restoring leave alone',
    file: 'api/src/modules/users/plan-usage.repository.ts',
    find: `  SELECT count(*)::int FROM statement_imports
   WHERE user_id = \${userId} AND counted
     AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')\`;`,
    replace: `  SELECT count(*)::int FROM pdf_uploads
   WHERE user_id = \${userId}
     AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
     AND (status IN ('pending', 'processing') OR (status = 'completed' AND new_transactions_count > 0)))\`;`,
    test: {
      file: 'test/free-plan.int-spec.ts',
      name: 'gives no new allowance for deleting the data, nor for restoring it',
    },
  },
  {
    point: 'Limits: one export at a time per user, on any process',
    file: 'api/src/common/database/export-leases.ts',
    find: '    if (mine?.ok) break;',
    replace: '    break;',
    test: { file: 'test/export-limits.int-spec.ts', name: 'runs one export per user at a time' },
  },
  {
    point: 'Limits: an export whose reader stops ends after the idle timeout',
    file: 'api/src/common/database/export-connection.ts',
    find: "idle = setTimeout(() => end('the export stopped being read'), limits.idleTimeoutMs);",
    replace: 'idle = setTimeout(() => undefined, limits.idleTimeoutMs);',
    test: { file: 'test/export-limits.int-spec.ts', name: 'ends an export whose reader stops' },
  },
  {
    point: 'Limits: deleting and restoring data have per-user hourly limits',
    file: 'api/src/modules/account-data/account-data.service.ts',
    find: '    if ((row?.n ?? 0) >= limit) throw rateLimited(row?.retry ?? 3600, what);',
    replace: '    if (limit < 0) throw rateLimited(row?.retry ?? 3600, what);',
    test: { file: 'test/data-deletion-limits.int-spec.ts', name: 'allows a few deletions' },
  },
  {
    point: 'Limits: an upload over the limit is refused from its header, before its body is read',
    file: 'api/src/modules/statements/upload-limits.guard.ts',
    find: '    if (Number.isFinite(declared) && declared > MAX_UPLOAD_REQUEST_BYTES) throw fileTooLarge();\n',
    replace: '',
    test: {
      file: 'test/statements-limits.int-spec.ts',
      name: 'refuses a body declared larger than any statement',
    },
  },
  {
    point:
      "Limits: a user's parallel uploads are refused before their files are read (memory bound)",
    file: 'api/src/modules/statements/upload-limits.guard.ts',
    find: '    const release = this.reads.reserve(auth.userId);\n',
    replace: '    const release = (): void => undefined;\n',
    test: {
      file: 'test/statements-limits.int-spec.ts',
      name: 'reserves each file read before its body arrives',
    },
  },
  {
    point: 'Limits: one process reads at most UPLOADS_READING_PER_PROCESS files at once',
    file: 'api/src/modules/statements/upload-limits.ts',
    find: '    if (this.total >= this.config.uploadsReadingPerProcess) throw serverBusyReading();\n',
    replace: '',
    test: {
      file: 'test/statements-limits.int-spec.ts',
      name: 'reserves each file read before its body arrives',
    },
  },
  {
    point: 'Limits: the parse queue is fair per user',
    file: 'api/src/modules/statements/statements.module.ts',
    find: '      { concurrency: this.config.parseConcurrency, perGroup: 1 },\n',
    replace: '',
    test: { file: 'test/statement-queue-fairness.int-spec.ts', name: 'a fair parse queue' },
  },
  // Billing
  {
    point: 'Billing: a refund takes back the Pro time the payment bought',
    file: 'api/src/modules/billing/payment-reversals.service.ts',
    find: '      if (take > 0) {',
    replace: '      if (take < 0) {',
    test: {
      file: 'test/payment-reversals.int-spec.ts',
      name: 'takes back the unused time of a refunded payment',
    },
  },
  {
    point: 'Billing: a payer charged the fee is granted on requested_amount',
    file: 'api/src/modules/billing/paystack/paystack-provider.ts',
    find: '      amountMinor: data.requested_amount ?? data.amount,',
    replace: '      amountMinor: data.amount,',
    test: {
      file: 'test/payments.int-spec.ts',
      name: 'on its price when the payer was also charged the fee',
    },
  },
  {
    point: 'Billing: the sandbox answers with the documented transaction object',
    file: 'api/src/modules/billing/paystack/paystack-sandbox-objects.ts',
    find: '      customer_code: tx.customer.code,\n',
    replace: '',
    test: {
      file: 'test/paystack-sandbox-contract.int-spec.ts',
      name: 'reports the documented transaction object',
    },
  },
  // Production mode
  {
    point: 'Production: refuses the embedded database',
    file: 'api/src/common/config/config.ts',
    find: '    if (env.DATABASE_URL === undefined) {',
    replace: '    if (env.DATABASE_URL === undefined && !production) {',
    test: {
      file: 'src/common/config/config.spec.ts',
      name: 'production refuses settings only safe on a developer machine',
    },
  },
  {
    point: 'Production: staging previews only from https origins',
    file: 'shell/src/mf/preview.ts',
    find: "if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {",
    replace: "if (url.protocol !== 'https:' && url.protocol !== 'http:') {",
    test: { workspace: 'shell', file: 'src/mf/preview.spec.ts', name: 'refuses http:' },
  },
  {
    point: 'Production: a new preview loads only after the full-page confirmation',
    file: 'shell/src/mf/preview.ts',
    find: '    } else if (!confirmedOverrides(storage).includes(overrideKey(candidate))) {',
    replace: '    } else if (confirmedOverrides(storage).length < 0) {',
    test: {
      workspace: 'shell',
      file: 'src/mf/preview.spec.ts',
      name: 'loads nothing until the tab confirms an override',
    },
  },
  {
    point: 'Production: codes, statement passwords and archives each need their own secret',
    file: 'api/src/common/config/config.ts',
    find: '    for (const name of names.filter((name) => env[name].length === 0)) {',
    replace:
      '    for (const name of names.filter((name) => env[name].length === 0 && !env.OTP_PEPPER)) {',
    test: {
      file: 'src/common/config/config.spec.ts',
      name: 'refuses a short secret, a missing one in production',
    },
  },
  // Personal data
  {
    point: 'Personal data: request logs carry the route, not the number or name in a path',
    file: 'api/src/common/logging/request-logger.ts',
    find: '${req.method} ${loggedPath(req)} ${res.statusCode}',
    replace: '${req.method} ${req.originalUrl} ${res.statusCode}',
    test: { file: 'test/personal-data-logs.int-spec.ts', name: 'logs the route' },
  },
  {
    point: 'Personal data: an external model never receives names or numbers',
    file: 'api/src/modules/assistant/model/model-assistant.ts',
    find: 'const result = pseudonyms.hideResult(forModel(await functions.run(data, call)));',
    replace: 'const result = forModel(await functions.run(data, call));',
    test: {
      file: 'test/assistant-model.int-spec.ts',
      name: 'never sends a name or a number, in any form',
    },
  },
];

type Outcome = 'caught' | 'MISSED' | 'stale' | 'broken test' | 'error';

type JestReport = {
  numFailedTests: number;
  numPassedTests: number;
  testResults: {
    name: string;
    testExecError?: { message?: string } | null;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
};

type Run = { report: JestReport | null; code: number | null; log: string; seconds: number };

const occurrences = (text: string, find: string): number => text.split(find).length - 1;
const workspaceOf = (mutation: Mutation): string => mutation.test.workspace ?? 'api';
const label = (mutation: Mutation): string =>
  `${mutation.file} (${workspaceOf(mutation)}/${mutation.test.file} › "${mutation.test.name}")`;

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

// The mutations to run: all, or those picked by number or by a word of their point or file.
function selected(filters: string[]): { index: number; mutation: Mutation }[] {
  const all = MUTATIONS.map((mutation, i) => ({ index: i + 1, mutation }));
  if (filters.length === 0) return all;
  return all.filter(({ index, mutation }) =>
    filters.some(
      (filter) =>
        String(index) === filter ||
        `${mutation.point} ${mutation.file}`.toLowerCase().includes(filter.toLowerCase()),
    ),
  );
}

let current: number | null = null;

// Runs jest in the worktree's workspace, its output to a log file and its results as JSON.
function jest(
  tree: string,
  logs: string,
  tag: string,
  workspace: string,
  files: string[],
  pattern: string,
): Promise<Run> {
  const log = path.join(logs, `${tag}.log`);
  const json = path.join(logs, `${tag}.json`);
  const out = openSync(log, 'w');
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'jest',
        ...files,
        '-t',
        pattern,
        '--json',
        `--outputFile=${json}`,
        // A mutation can leave a request or a timer open: never wait for it.
        '--forceExit',
      ],
      {
        cwd: path.join(tree, workspace),
        stdio: ['ignore', out, out],
        env: { ...process.env, TEST_PG_PORT: PG_PORT, FORCE_COLOR: '0', CI: 'true' },
        // Its own process group, so a run that hangs is stopped with everything it started
        // (the embedded PostgreSQL among them).
        detached: true,
      },
    );
    current = child.pid ?? null;
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, RUN_TIMEOUT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      current = null;
      closeSync(out);
      let report: JestReport | null;
      try {
        report = JSON.parse(readFileSync(json, 'utf8')) as JestReport;
      } catch {
        report = null;
      }
      resolve({ report, code, log, seconds: (performance.now() - started) / 1000 });
    });
  });
}

// The results of one mutation's test in a run: those of its file whose full name matches its
// pattern (as jest's -t matches them).
function resultsOf(
  run: Run,
  tree: string,
  mutation: Mutation,
): { passed: number; failed: number; ran: boolean; hookOnly: boolean } {
  const file = path.join(tree, workspaceOf(mutation), mutation.test.file);
  const suite = run.report?.testResults.find(
    (result) => existsSync(result.name) && realpathSync(result.name) === file,
  );
  if (suite === undefined) return { passed: 0, failed: 0, ran: false, hookOnly: false };
  const pattern = new RegExp(mutation.test.name, 'i');
  const mine = suite.assertionResults.filter((result) => pattern.test(result.fullName));
  const failed = mine.filter((result) => result.status === 'failed');
  return {
    passed: mine.filter((result) => result.status === 'passed').length,
    failed: failed.length,
    ran: !suite.testExecError,
    // A set-up that ran out of time (a busy machine) proves nothing about the mutation.
    hookOnly:
      failed.length > 0 &&
      failed.every((result) => result.failureMessages.join('\n').includes('for a hook')),
  };
}

function describeRun(run: Run): string {
  return `${run.seconds.toFixed(0)} s, log ${run.log}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const checkOnly = args.includes('--check');
  const picked = selected(args.filter((arg) => arg !== '--check'));
  if (picked.length === 0) throw new Error(`no mutation matches ${args.join(' ')}`);
  const started = performance.now();
  const outcomes = new Map<number, Outcome>();
  const say = (index: number, mutation: Mutation, outcome: Outcome, note = '') => {
    outcomes.set(index, outcome);
    process.stdout.write(
      `${outcome.padEnd(11)} ${String(index).padStart(2)}. ${mutation.point} — ${label(mutation)}${note === '' ? '' : ` [${note}]`}\n`,
    );
  };

  // 1. Every `find` occurs exactly once, in the file as HEAD holds it (what the worktree holds).
  const head = git(['rev-parse', '--short', 'HEAD']);
  const runnable: { index: number; mutation: Mutation }[] = [];
  for (const item of picked) {
    const stored = spawnSync('git', ['show', `HEAD:${item.mutation.file}`], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (stored.status !== 0) {
      say(item.index, item.mutation, 'stale', 'the file is not in HEAD');
      continue;
    }
    const count = occurrences(stored.stdout, item.mutation.find);
    if (count !== 1) {
      say(item.index, item.mutation, 'stale', `find occurs ${count} times`);
      continue;
    }
    runnable.push(item);
  }
  if (checkOnly) {
    const stale = picked.length - runnable.length;
    process.stdout.write(
      `${picked.length} mutations checked against ${head}: ${runnable.length} apply, ${stale} stale\n`,
    );
    process.exitCode = stale > 0 ? 1 : 0;
    return;
  }

  // 2. A worktree of HEAD with the repository's installed packages.
  const base = realpathSync(mkdtempSync(path.join(tmpdir(), 'sikalens-mutations-')));
  // The embedded PostgreSQL runs as a user of its own when this runs as root: it must reach its
  // data directory under the worktree.
  chmodSync(base, 0o755);
  const tree = path.join(base, 'tree');
  const logs = path.join(base, 'logs');
  mkdirSync(logs);
  git(['worktree', 'add', '--detach', tree, 'HEAD']);
  const cleanup = () => {
    if (current !== null) {
      try {
        process.kill(-current, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT });
    spawnSync('git', ['worktree', 'prune'], { cwd: ROOT });
  };
  process.once('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  try {
    const workspaces = (
      JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces;
    for (const dir of ['.', ...workspaces]) {
      const modules = path.join(ROOT, dir, 'node_modules');
      if (existsSync(modules)) symlinkSync(modules, path.join(tree, dir, 'node_modules'), 'dir');
    }
    process.stdout.write(
      `${runnable.length} mutations against ${head} (uncommitted changes are not included), in ${tree}, PostgreSQL on ${PG_PORT}; logs in ${logs}\n`,
    );

    // 3. Every selected test passes unmutated: one run per workspace, then each failure alone.
    const ready: { index: number; mutation: Mutation }[] = [];
    for (const workspace of new Set(runnable.map(({ mutation }) => workspaceOf(mutation)))) {
      const mine = runnable.filter(({ mutation }) => workspaceOf(mutation) === workspace);
      const files = [...new Set(mine.map(({ mutation }) => mutation.test.file))];
      const pattern = [...new Set(mine.map(({ mutation }) => `(?:${mutation.test.name})`))].join(
        '|',
      );
      const run = await jest(tree, logs, `unmutated-${workspace}`, workspace, files, pattern);
      process.stdout.write(`unmutated ${workspace}: ${describeRun(run)}\n`);
      for (const item of mine) {
        let result = resultsOf(run, tree, item.mutation);
        if (result.failed > 0 || result.passed === 0 || !result.ran) {
          // Again alone, before calling it broken (a slow test on a busy machine).
          const again = await jest(
            tree,
            logs,
            `unmutated-${String(item.index).padStart(2, '0')}`,
            workspace,
            [item.mutation.test.file],
            item.mutation.test.name,
          );
          result = resultsOf(again, tree, item.mutation);
          if (result.failed > 0 || result.passed === 0 || !result.ran) {
            say(
              item.index,
              item.mutation,
              'broken test',
              `${result.passed} passed, ${result.failed} failed unmutated; ${describeRun(again)}`,
            );
            continue;
          }
        }
        ready.push(item);
      }
    }

    // 4. Each mutation: applied, its test run, the file restored.
    for (const { index, mutation } of ready) {
      const target = path.join(tree, mutation.file);
      const original = readFileSync(target, 'utf8');
      writeFileSync(
        target,
        original.replace(mutation.find, () => mutation.replace),
      );
      let run: Run;
      let result: ReturnType<typeof resultsOf>;
      try {
        const tag = `mutation-${String(index).padStart(2, '0')}`;
        run = await jest(
          tree,
          logs,
          tag,
          workspaceOf(mutation),
          [mutation.test.file],
          mutation.test.name,
        );
        result = resultsOf(run, tree, mutation);
        if (result.hookOnly) {
          // Once more: only a failing test, not a set-up out of time, counts as caught.
          run = await jest(
            tree,
            logs,
            `${tag}-again`,
            workspaceOf(mutation),
            [mutation.test.file],
            mutation.test.name,
          );
          result = resultsOf(run, tree, mutation);
        }
      } finally {
        writeFileSync(target, original);
      }
      if (result.hookOnly) {
        say(index, mutation, 'error', `only a set-up hook failed, twice; ${describeRun(run)}`);
      } else if (result.failed > 0) say(index, mutation, 'caught', `${run.seconds.toFixed(0)} s`);
      else if (result.ran && result.passed > 0) {
        say(index, mutation, 'MISSED', `the test still passes; ${describeRun(run)}`);
      } else {
        say(
          index,
          mutation,
          'error',
          `the test did not run (exit ${run.code}); ${describeRun(run)}`,
        );
      }
    }
  } finally {
    cleanup();
  }

  const count = (outcome: Outcome) => [...outcomes.values()].filter((o) => o === outcome).length;
  const minutes = (performance.now() - started) / 60_000;
  process.stdout.write(
    `${picked.length} mutations: ${count('caught')} caught, ${count('MISSED')} missed, ${count('stale')} stale, ${count('broken test')} broken tests, ${count('error')} errors, in ${minutes.toFixed(1)} min\n`,
  );
  process.exitCode = count('caught') === picked.length ? 0 : 1;
}

await main();
