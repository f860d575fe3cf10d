import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from '../categories';
import { PlanLimits } from './plan-limits';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User]), CategoriesModule],
  controllers: [UsersController],
  providers: [UsersService, PlanLimits],
  exports: [UsersService, PlanLimits],
})
export class UsersModule {}
