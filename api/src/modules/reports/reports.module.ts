import { Module } from '@nestjs/common';
import { InsightsModule } from '../insights';
import { UsersModule } from '../users';
import { WalletsModule } from '../wallets';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

@Module({
  imports: [InsightsModule, UsersModule, WalletsModule],
  controllers: [ReportsController],
  providers: [ReportsService, ReportsRepository],
})
export class ReportsModule {}
