import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { FlagsService } from './flags.service';
import { InsightsController } from './insights.controller';
import { InsightsScopes } from './insights-scope';
import { InsightsService } from './insights.service';
import { RecipientsService } from './recipients.service';

@Module({
  imports: [UsersModule],
  controllers: [InsightsController],
  providers: [InsightsScopes, InsightsService, RecipientsService, FlagsService],
  exports: [InsightsService],
})
export class InsightsModule {}
