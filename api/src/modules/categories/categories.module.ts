import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LearnedRules } from '../categorisation/learned-rules';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { Category } from './category.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Category])],
  controllers: [CategoriesController],
  // The learned rules belong with the categories they point at; transactions and imports use them.
  providers: [CategoriesService, LearnedRules],
  exports: [CategoriesService, LearnedRules],
})
export class CategoriesModule {}
