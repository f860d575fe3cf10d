import { Injectable, Logger } from '@nestjs/common';
import type { HealthResponseDto } from './dto/health.dto';
import { databaseDown } from './health.errors';
import { HealthRepository } from './health.repository';

@Injectable()
export class HealthService {
  private readonly logger = new Logger('Health');

  constructor(private readonly health: HealthRepository) {}

  async check(): Promise<HealthResponseDto> {
    try {
      await this.health.ping();
    } catch (error) {
      this.logger.error(
        `Database check failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw databaseDown();
    }
    return { status: 'ok', database: 'up' };
  }
}
