import { Module } from '@nestjs/common';
import { InsightsModule } from '../insights';
import { UsersModule } from '../users';
import { AssistantController } from './assistant.controller';
import { AssistantDataRepository } from './assistant-data.repository';
import { AssistantRepository } from './assistant.repository';
import { AssistantService } from './assistant.service';
import { ChatRepository } from './chat.repository';
import { FrameRepository } from './frame.repository';
import { AssistantFunctions } from './functions/assistant-functions';

@Module({
  imports: [InsightsModule, UsersModule],
  controllers: [AssistantController],
  providers: [
    AssistantService,
    AssistantFunctions,
    AssistantRepository,
    ChatRepository,
    AssistantDataRepository,
    FrameRepository,
  ],
})
export class AssistantModule {}
