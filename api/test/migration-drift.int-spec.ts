import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { entities } from '../src/entities';
import { migrations } from '../src/migrations';
import { startTestDatabase, type TestDatabase } from './test-app';

const SCHEMA_FILE = join(__dirname, '..', 'src', 'common', 'database', 'schema.generated.ts');

// The only difference allowed, one no entity can remove: transactions.fee_group and
// recipient_key, stored generated columns (migration 1795910400000) read by the insights' SQL, and
// search_numbers (migration 1797150000000) read by the history search, mapped by no entity.
// TypeORM compares a generated column's expression with its own copy in its typeorm_metadata
// table, which the migrations do not fill: mapped, they would be re-created. An index on such a
// column alone (transactions_search_numbers) would go with it.
const FORGET_GENERATED =
  'DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "database" = $3 AND "schema" = $4 AND "table" = $5';
const UNMAPPED_GENERATED_COLUMNS = [
  'ALTER TABLE "transactions" DROP COLUMN "fee_group"',
  FORGET_GENERATED,
  'ALTER TABLE "transactions" DROP COLUMN "recipient_key"',
  FORGET_GENERATED,
  'ALTER TABLE "transactions" DROP COLUMN "search_numbers"',
  FORGET_GENERATED,
  'DROP INDEX "public"."transactions_search_numbers"',
];

// An index's definition without its name; without DESC too, which @Index cannot declare.
const indexShape = (definition: string) =>
  definition.replace(/^(CREATE (?:UNIQUE )?INDEX) \S+/, '$1').replaceAll(' DESC', '');

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

  // An entity that differs from what the migrations build: write the migration (or declare in
  // the entity what the migration built). These are the queries TypeORM would run.
  it('leaves the entities nothing to change', async () => {
    const sql = await t.db.driver.createSchemaBuilder().log();
    const queries = sql.upQueries.map((query) => query.query.trim());
    // In any order: TypeORM reads the columns unordered, and the catalog's order shifts as
    // migrations are added.
    expect([...queries].sort()).toEqual([...UNMAPPED_GENERATED_COLUMNS].sort());
  });

  // TypeORM matches checks and composite unique constraints by name alone, and indexes by name
  // and columns: PostgreSQL reads each declared expression here, in a transaction rolled back, and
  // it must come out as the migrations' (index column order included).
  it('declares checks, unique constraints and indexes as the migrations built them', async () => {
    const runner = t.db.createQueryRunner();
    const differences: string[] = [];
    const definition = async (sql: string, parameters: string[]) => {
      const rows = await t.db.query<{ definition: string }[]>(sql, parameters, runner);
      return rows[0]?.definition ?? null;
    };
    const constraint = (table: string, name: string) =>
      definition(
        'SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = $1::regclass AND conname = $2',
        [table, name],
      );
    const index = async (table: string, name: string) => {
      const built = await definition(
        'SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 AND indexname = $2',
        [table, name],
      );
      return built === null ? null : indexShape(built);
    };
    // Adds the declared form under a probe name, reads it back, and takes it away again.
    const compare = async (
      what: string,
      built: string | null,
      add: string,
      read: () => Promise<string | null>,
    ) => {
      await runner.query('SAVEPOINT probe');
      try {
        await runner.query(add);
        const declared = await read();
        if (declared !== built) differences.push(`${what}: built ${built}, declared ${declared}`);
      } catch (error) {
        differences.push(`${what}: ${(error as Error).message}`);
      } finally {
        await runner.query('ROLLBACK TO SAVEPOINT probe');
      }
    };

    await runner.startTransaction();
    try {
      for (const metadata of t.db.entityMetadatas) {
        const table = metadata.tableName;
        for (const check of metadata.checks) {
          await compare(
            `check ${check.name}`,
            await constraint(table, check.name),
            `ALTER TABLE "${table}" ADD CONSTRAINT drift_probe CHECK (${check.expression})`,
            () => constraint(table, 'drift_probe'),
          );
        }
        for (const unique of metadata.uniques.filter((each) => each.givenName !== undefined)) {
          const columns = unique.columns.map((column) => `"${column.databaseName}"`).join(', ');
          await compare(
            `unique ${unique.name}`,
            await constraint(table, unique.name),
            `ALTER TABLE "${table}" ADD CONSTRAINT drift_probe UNIQUE (${columns})`,
            () => constraint(table, 'drift_probe'),
          );
        }
        for (const declared of metadata.indices) {
          const built = await index(table, declared.name);
          // Expression indexes are declared by name only (synchronize: false): they must exist.
          if (!declared.synchronize) {
            if (built === null) differences.push(`index ${declared.name}: not built`);
            continue;
          }
          const columns = declared.columns.map((column) => `"${column.databaseName}"`).join(', ');
          const where = declared.where === undefined ? '' : ` WHERE ${declared.where}`;
          await compare(
            `index ${declared.name}`,
            built,
            `CREATE ${declared.isUnique ? 'UNIQUE ' : ''}INDEX drift_probe ON "${table}" (${columns})${where}`,
            () => index(table, 'drift_probe'),
          );
        }
      }
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect(differences).toEqual([]);
  });

  // The repositories' row types (ADR 0028) are generated from the schema the migrations build:
  // kysely-codegen reads this database and compares its output with the committed file. After a
  // migration, `npm run db:schema -w api` rewrites it.
  it('matches the row types the repositories are typed by', async () => {
    const url = (t.db.options as { url: string }).url;
    const args = [
      require.resolve('kysely-codegen/dist/cli/bin'),
      '--dialect=postgres',
      `--url=${url}`,
      `--out-file=${SCHEMA_FILE}`,
      '--exclude-pattern=typeorm_metadata',
      '--exclude-pattern=migrations',
      '--log-level=error',
      ...(process.env.WRITE_DB_SCHEMA === '1' ? [] : ['--verify']),
    ];
    await expect(promisify(execFile)(process.execPath, args)).resolves.toBeDefined();
  });
});
