import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories';
import { AnswerHistoryWindow } from './answer-history-window';
import { PlanLimits } from './plan-limits';
import { PlanUsageRepository } from './plan-usage.repository';
import { ProTime } from './pro-time';
import { ProTimeRepository } from './pro-time.repository';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [CategoriesModule],
  controllers: [UsersController],
  providers: [
    UsersService,
    PlanLimits,
    UsersRepository,
    PlanUsageRepository,
    ProTime,
    ProTimeRepository,
    AnswerHistoryWindow,
  ],
  exports: [UsersService, PlanLimits, ProTime],
})
export class UsersModule {}
