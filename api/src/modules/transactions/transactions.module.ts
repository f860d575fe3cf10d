import { Module } from '@nestjs/common';
import { UsersModule } from '../users';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from '../categories';
import { CategorisationModule } from '../categorisation';
import { WalletsModule } from '../wallets';
import { Transaction } from './transaction.entity';
import { TransactionsController } from './transactions.controller';
import { TransactionsService } from './transactions.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Transaction]),
    CategoriesModule,
    CategorisationModule,
    WalletsModule,
    UsersModule,
  ],
  controllers: [TransactionsController],
  providers: [TransactionsService],
  exports: [TransactionsService],
})
export class TransactionsModule {}
