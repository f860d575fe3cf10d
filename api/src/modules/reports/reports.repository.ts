import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  releaseExportLeases,
  takeExportLeases,
  type ExportLeaseOptions,
} from '../../common/database/export-leases';

// The export leases a report holds while it is built (its figures and transactions are the
// insights module's).
@Injectable()
export class ReportsRepository {
  constructor(
    // The leases are session advisory locks: they need a connection of their own, held for as
    // long as the report is built, which no unit of work gives.
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  // Runs `work` holding the user's export lease and a slot shared by every process (issue 27;
  // 429 when the user already runs an export or no slot frees in time), on a connection of its
  // own, released afterwards however `work` ends.
  async holdingExportLeases<T>(
    userId: string,
    options: ExportLeaseOptions,
    work: () => Promise<T>,
  ): Promise<T> {
    const leases = this.dataSource.createQueryRunner();
    try {
      await leases.connect();
      try {
        await takeExportLeases(leases, userId, options);
        return await work();
      } finally {
        await releaseExportLeases(leases).catch(() => undefined);
      }
    } finally {
      await leases.release();
    }
  }
}
