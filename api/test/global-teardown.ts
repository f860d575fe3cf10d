import type { EmbeddedPostgresHandle } from '../src/common/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __sikalensPg?: EmbeddedPostgresHandle }).__sikalensPg?.stop();
}
