import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/common/database/embedded-postgres';

// One real PostgreSQL server for the whole run; each test app gets its own database.
export default async function globalSetup(): Promise<void> {
  const port = Number(process.env.TEST_PG_PORT ?? 5499);
  const handle = await startEmbeddedPostgres({
    // One data directory per port, so runs on different ports (TEST_PG_PORT) can share a machine.
    dataDir: join(__dirname, '..', '.data', port === 5499 ? 'test-pg' : `test-pg-${port}`),
    port,
  });
  process.env.SIKALENS_TEST_PG_ADMIN_URL = handle.adminUrl;
  (globalThis as { __sikalensPg?: typeof handle }).__sikalensPg = handle;
}
