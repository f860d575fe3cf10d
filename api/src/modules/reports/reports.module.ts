import { Module } from '@nestjs/common';
import { InsightsModule } from '../insights/insights.module';
import { UsersModule } from '../users/users.module';
import { WalletsModule } from '../wallets/wallets.module';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

@Module({
  imports: [InsightsModule, UsersModule, WalletsModule],
  controllers: [ReportsController],
  providers: [ReportsService],
})
export class ReportsModule {}
