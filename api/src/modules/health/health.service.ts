import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HealthResponseDto } from './dto/health.dto';
import { databaseDown } from './health.errors';

@Injectable()
export class HealthService {
  private readonly logger = new Logger('Health');

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async check(): Promise<HealthResponseDto> {
    try {
      await this.db.query('SELECT 1');
    } catch (error) {
      this.logger.error(
        `Database check failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw databaseDown();
    }
    return { status: 'ok', database: 'up' };
  }
}
