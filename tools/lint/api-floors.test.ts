// The API floors check on small source trees written to a temp folder: a clean tree passes, and
// a cycle, an import from common/ into a module, an import up a floor, an import past an index.ts
// an allowance that no longer occurs, SQL outside a repository, a repository touching another
// module's table, and a table with no owner each fail.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { type Allowed, checkFloors, FLOORS } from './api-floors.ts';

const SCRIPT = path.join(import.meta.dirname, 'api-floors.ts');
const TEST_FLOORS = [['common'], ['users', 'wallets'], ['transactions']];
const NONE: Allowed = { cycles: [], imports: [] };
const temp = mkdtempSync(path.join(tmpdir(), 'api-floors-'));
after(() => rmSync(temp, { recursive: true, force: true }));

let trees = 0;
// Writes a source tree (path -> code) and returns its folder.
function tree(files: Record<string, string>): string {
  const src = path.join(temp, `tree-${(trees += 1)}`, 'src');
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    writeFileSync(path.join(src, file), code);
  }
  return src;
}

// Three modules and common, each importing only what the floors allow, through index.ts.
const CLEAN: Record<string, string> = {
  'main.ts': "import { TransactionsModule } from './modules/transactions';\n",
  'common/money.ts': 'export const cedi = 1;\n',
  'common/database/db.ts': "import { cedi } from '../money';\nexport const db = cedi;\n",
  'modules/users/index.ts': "export { UsersService } from './users.service';\n",
  'modules/users/users.service.ts':
    "import { db } from '../../common/database/db';\nexport class UsersService { db = db; }\n",
  'modules/wallets/index.ts': "export { WalletsService } from './wallets.service';\n",
  'modules/wallets/wallets.service.ts':
    "import { UsersService } from '../users';\nexport class WalletsService { users = UsersService; }\n",
  'modules/transactions/index.ts': "export { TransactionsModule } from './transactions.module';\n",
  'modules/transactions/transactions.module.ts': [
    "import type { UsersService } from '../users/index';",
    "import { WalletsService } from '../wallets';",
    "import { cedi } from '../../common/money';",
    'export class TransactionsModule { wallets = WalletsService; cedi = cedi; }',
    'export type Users = UsersService;',
    '',
  ].join('\n'),
};

const check = (files: Record<string, string>, allowed: Allowed = NONE) =>
  checkFloors(tree({ ...CLEAN, ...files }), allowed, TEST_FLOORS);

void describe('api floors', () => {
  void it('passes a tree that keeps its floors, and counts it', () => {
    const report = check({});
    assert.deepEqual(report.problems, []);
    assert.equal(report.modules, 3);
    assert.deepEqual([...report.moduleEdges].sort(), [
      ['transactions -> users', 1],
      ['transactions -> wallets', 1],
      ['wallets -> users', 1],
    ]);
    assert.deepEqual(report.knots, []);
  });

  void it('fails on a cycle between modules, naming each edge on it', () => {
    const report = check({
      'modules/users/users.service.ts':
        "import { WalletsService } from '../wallets';\nexport class UsersService { w = WalletsService; }\n",
    });
    assert.deepEqual(report.knots, [['users', 'wallets']]);
    assert.deepEqual(report.problems, [
      'module edge users -> wallets closes a cycle: users -> wallets -> users',
      'module edge wallets -> users closes a cycle: wallets -> users -> wallets',
    ]);
  });

  void it('fails on an import from common/ into a module, and on one up a floor', () => {
    const report = check({
      'common/database/db.ts': "import { UsersService } from '../../modules/users';\n",
      'modules/users/users.service.ts':
        "import { TransactionsModule } from '../transactions';\nexport class UsersService {}\n",
    });
    assert.deepEqual(report.problems, [
      'common/database/db.ts -> modules/users/index.ts: common/ imports a module',
      'modules/users/users.service.ts -> modules/transactions/index.ts: imports a module on a higher floor',
      // Going up, users now closes cycles through every module above it.
      'module edge transactions -> users closes a cycle: transactions -> users -> transactions',
      'module edge transactions -> wallets closes a cycle: transactions -> wallets -> users -> transactions',
      'module edge users -> transactions closes a cycle: users -> transactions -> users',
      'module edge wallets -> users closes a cycle: wallets -> users -> transactions -> wallets',
    ]);
  });

  void it("fails on an import past another module's index.ts, from a module or the root", () => {
    const report = check({
      'main.ts':
        "import { TransactionsModule } from './modules/transactions/transactions.module';\n",
      'modules/wallets/wallets.service.ts':
        "import { UsersService } from '../users/users.service.js';\nexport class WalletsService {}\n",
    });
    assert.deepEqual(report.problems, [
      "main.ts -> modules/transactions/transactions.module.ts: reaches past the module's index.ts",
      "modules/wallets/wallets.service.ts -> modules/users/users.service.ts: reaches past the module's index.ts",
    ]);
  });

  void it('lets listed violations pass, and fails on an allowance that no longer occurs', () => {
    const files = {
      'modules/users/users.service.ts':
        "import { WalletsService } from '../wallets/wallets.service';\nexport class UsersService {}\n",
    };
    const allowed: Allowed = {
      cycles: [
        { edge: 'users -> wallets', reason: 'test' },
        { edge: 'wallets -> users', reason: 'test' },
      ],
      imports: [
        {
          from: 'modules/users/users.service.ts',
          to: 'modules/wallets/wallets.service.ts',
          breaks: ['past-index'],
          reason: 'test',
        },
      ],
    };
    assert.deepEqual(check(files, allowed).problems, []);
    // The code was fixed; the allowances stay behind and fail, so the list only shrinks.
    assert.deepEqual(check({}, allowed).problems, [
      'modules/users/users.service.ts -> modules/wallets/wallets.service.ts no longer breaks past-index: take that out of tools/lint/api-floors.allowed.json',
      'module edge users -> wallets is on no cycle any more: take it out of tools/lint/api-floors.allowed.json',
      'module edge wallets -> users is on no cycle any more: take it out of tools/lint/api-floors.allowed.json',
    ]);
    // An allowance covers the rules it lists, and no others.
    const upAndDeep = {
      'modules/users/users.service.ts':
        "import { TransactionsModule } from '../transactions/transactions.module';\nexport class UsersService {}\n",
    };
    const onlyDeep: Allowed = {
      cycles: [],
      imports: [
        {
          from: 'modules/users/users.service.ts',
          to: 'modules/transactions/transactions.module.ts',
          breaks: ['past-index'],
          reason: 'test',
        },
      ],
    };
    assert.ok(
      check(upAndDeep, onlyDeep).problems.includes(
        'modules/users/users.service.ts -> modules/transactions/transactions.module.ts: imports a module on a higher floor',
      ),
    );
  });

  void it('fails on a module or folder that is on no floor, once each', () => {
    const report = check({
      'modules/budgets/budgets.service.ts': 'export const b = 1;\n',
      'modules/budgets/dto/budget.dto.ts': 'export const d = 1;\n',
      'jobs/queue.ts': 'export const q = 1;\n',
    });
    assert.deepEqual(report.problems, [
      "jobs is on no floor: add 'jobs' to FLOORS in tools/lint/api-floors.ts",
      "modules/budgets is on no floor: add 'budgets' to FLOORS in tools/lint/api-floors.ts",
    ]);
  });

  void it('fails on SQL outside a repository, and passes it inside one', () => {
    const service = [
      "import { db } from '../../common/database/db';",
      'export class UsersService {',
      '  tx = db;',
      "  count() { return this.tx.manager.query('SELECT count(*) FROM users'); }",
      '}',
      '',
    ].join('\n');
    assert.deepEqual(check({ 'modules/users/users.service.ts': service }).problems, [
      'modules/users/users.service.ts: runs SQL or holds a database handle outside a repository (*.repository.ts)',
    ]);
    const handle =
      "import { Database } from '../../common/database/database';\nexport const d = Database;\n";
    const withHandle = check({
      'common/database/database.ts': 'export class Database {}\n',
      'modules/wallets/wallets.service.ts': handle,
    });
    assert.equal(withHandle.problems.length, 1);
    assert.deepEqual(check({ 'modules/users/users.repository.ts': service }).problems, []);
  });

  void it("fails on a repository writing another module's table or reading one a floor up", () => {
    const report = check({
      'modules/wallets/wallets.repository.ts': [
        "const a = sql`UPDATE users SET name = ${'x'}`;",
        "const b = db.deleteFrom('wallets').where('id', '=', 1);",
        "const parts = [{ table: 'wallets' }, { table: 'users' }];",
        "const c = db.selectFrom('users').innerJoin('transactions', 'x', 'y');",
        '',
      ].join('\n'),
      'modules/transactions/transactions.repository.ts':
        "const d = db.selectFrom('transactions').innerJoin('wallets', 'a', 'b');\nconst e = db.insertInto('transactions');\n",
    });
    assert.deepEqual(report.problems, [
      'modules/wallets/wallets.repository.ts: writes users, which users owns: call that module',
      'modules/wallets/wallets.repository.ts: reads transactions, a table of transactions on a higher floor',
    ]);
    const allowed: Allowed = {
      ...NONE,
      data: [
        {
          file: 'modules/wallets/wallets.repository.ts',
          rule: 'writes-other-module',
          table: 'users',
          reason: 'r',
        },
        {
          file: 'modules/wallets/wallets.repository.ts',
          rule: 'reads-up-a-floor',
          table: 'transactions',
          reason: 'r',
        },
        { file: 'modules/users/users.service.ts', rule: 'sql-outside-repository', reason: 'r' },
      ],
    };
    assert.deepEqual(
      check(
        {
          'modules/wallets/wallets.repository.ts':
            "db.updateTable('users');\ndb.selectFrom('transactions');\n",
        },
        allowed,
      ).problems,
      [
        'modules/users/users.service.ts sql-outside-repository no longer occurs: take it out of tools/lint/api-floors.allowed.json',
      ],
    );
  });

  void it('fails on a table the migrations create with no owner', () => {
    const floors = [['common', 'migrations'], ...TEST_FLOORS.slice(1)];
    const src = tree({
      ...CLEAN,
      'migrations/1-init.ts': 'await q.query(`CREATE TABLE IF NOT EXISTS "ledgers" (id int)`);\n',
    });
    const report = checkFloors(src, NONE, floors);
    assert.deepEqual(report.problems, [
      'table ledgers has no owner: add it to TABLE_OWNERS in tools/lint/api-floors.ts',
    ]);
  });

  void it('exits 1 with the problems on the command line, 0 with the summary when clean', () => {
    // The command line uses the real floors, so the tree has every module of FLOORS.
    const files: Record<string, string> = { 'common/money.ts': 'export const cedi = 1;\n' };
    for (const name of FLOORS.slice(1).flat()) {
      files[`modules/${name}/index.ts`] = "export { cedi } from '../../common/money';\n";
    }
    const src = tree(files);
    const allowed = path.join(temp, 'allowed.json');
    writeFileSync(allowed, JSON.stringify(NONE));
    const run = () =>
      spawnSync(
        process.execPath,
        [
          '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
          SCRIPT,
          '--src',
          src,
          '--allowed',
          allowed,
        ],
        { encoding: 'utf8' },
      );
    const clean = run();
    assert.equal(clean.status, 0, clean.stderr);
    assert.match(clean.stdout, /API floors: 17 modules, 0 module edges/);

    writeFileSync(
      path.join(src, 'modules/users/x.ts'),
      "import '../wallets/index';\nimport '../alerts';\n",
    );
    const failing = run();
    assert.equal(failing.status, 1);
    assert.match(
      failing.stderr,
      /modules\/users\/x\.ts -> modules\/alerts\/index\.ts: imports a module on a higher floor/,
    );
    assert.doesNotMatch(failing.stderr, /wallets/);
  });
});
