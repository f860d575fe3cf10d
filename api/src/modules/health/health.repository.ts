import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';

// The health check's one query: the database answers.
@Injectable()
export class HealthRepository {
  constructor(private readonly database: Database) {}

  async ping(): Promise<void> {
    await sql`SELECT 1`.execute(this.database.db);
  }
}
