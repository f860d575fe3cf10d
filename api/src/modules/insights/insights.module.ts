import { Module } from '@nestjs/common';
import { UsersModule } from '../users';
import { AnalyticsService } from './analytics.service';
import { FlagsService } from './flags.service';
import { InsightsController } from './insights.controller';
import { InsightsScopes } from './insights-scope';
import { InsightsService } from './insights.service';
import { RecipientsService } from './recipients.service';

@Module({
  imports: [UsersModule],
  controllers: [InsightsController],
  providers: [InsightsScopes, InsightsService, RecipientsService, FlagsService, AnalyticsService],
  exports: [InsightsScopes, InsightsService, RecipientsService, FlagsService, AnalyticsService],
})
export class InsightsModule {}
