import { Module } from '@nestjs/common';
import { TransactionsModule } from '../transactions';
import { UsersModule } from '../users';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';
import { FlagsRepository } from './flags.repository';
import { FlagsService } from './flags.service';
import { InsightsController } from './insights.controller';
import { InsightsScopeRepository } from './insights-scope.repository';
import { InsightsScopes } from './insights-scope';
import { InsightsRepository } from './insights.repository';
import { InsightsService } from './insights.service';
import { RecipientsRepository } from './recipients.repository';
import { RecipientsService } from './recipients.service';

@Module({
  imports: [UsersModule, TransactionsModule],
  controllers: [InsightsController],
  providers: [
    InsightsScopes,
    InsightsService,
    RecipientsService,
    FlagsService,
    AnalyticsService,
    InsightsScopeRepository,
    InsightsRepository,
    RecipientsRepository,
    FlagsRepository,
    AnalyticsRepository,
  ],
  exports: [InsightsScopes, InsightsService, RecipientsService, FlagsService, AnalyticsService],
})
export class InsightsModule {}
