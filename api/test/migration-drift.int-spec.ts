import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entities } from '../src/common/database/database.module';
import { migrations } from '../src/migrations';
import { startTestDatabase, type TestDatabase } from './test-app';

// The differences already known and explained, one query per line (migration-drift.known.sql).
function knownDrift(): string[] {
  return readFileSync(join(__dirname, 'migration-drift.known.sql'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('--'));
}

// What is in `from` and not in `without`, counting repeats.
function minus(from: readonly string[], without: readonly string[]): string[] {
  const left = [...without];
  return from.filter((query) => {
    const at = left.indexOf(query);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

// Runs every migration on an empty database, then asks TypeORM what it would change to make that
// schema match the entities. An entity changed without its migration (or a migration without its
// entity change) shows up here.
describe('migrations and entities', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await startTestDatabase({ entities, migrations });
    await t.db.runMigrations({ transaction: 'each' });
    // TypeORM reads a stored generated column's expression from its own metadata table, which
    // only its synchronize creates; the migrations-only schema has none, so it is made here, empty.
    await t.db.query(
      'CREATE TABLE typeorm_metadata (type varchar NOT NULL, database varchar, schema varchar, "table" varchar, name varchar, value text)',
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('ran every migration', async () => {
    const ran = await t.db.query<{ name: string }[]>('SELECT name FROM migrations ORDER BY id');
    expect(ran.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
  });

  it('leaves the entities nothing to change beyond the known differences', async () => {
    const sql = await t.db.driver.createSchemaBuilder().log();
    const queries = sql.upQueries.map((query) => query.query.trim());
    const known = knownDrift();
    expect({
      // An entity that differs from what the migrations build: write the migration (or fix the
      // entity). These are the queries TypeORM would run.
      unexpected: minus(queries, known),
      // Known drift that is gone: delete these lines from migration-drift.known.sql.
      resolved: minus(known, queries),
    }).toEqual({ unexpected: [], resolved: [] });
  });
});
