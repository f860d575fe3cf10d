import { Module } from '@nestjs/common';
import { InsightsModule } from '../insights';
import { UsersModule } from '../users';
import { AssistantController } from './assistant.controller';
import { AssistantService } from './assistant.service';
import { AssistantFunctions } from './functions/assistant-functions';

@Module({
  imports: [InsightsModule, UsersModule],
  controllers: [AssistantController],
  providers: [AssistantService, AssistantFunctions],
})
export class AssistantModule {}
