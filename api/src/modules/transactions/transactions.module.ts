import { Module } from '@nestjs/common';
import { UsersModule } from '../users';
import { CategoriesModule } from '../categories';
import { CategorisationModule } from '../categorisation';
import { WalletsModule } from '../wallets';
import { TransactionReviewsRepository } from './transaction-reviews.repository';
import { TransactionsController } from './transactions.controller';
import { TransactionsDataRepository } from './transactions-data.repository';
import { TransactionsRepository } from './transactions.repository';
import { TransactionsService } from './transactions.service';
import { UncategoriseOnCategoryDelete } from './uncategorise-on-category-delete';
import { UploadRowsRepository } from './upload-rows.repository';

@Module({
  imports: [CategoriesModule, CategorisationModule, WalletsModule, UsersModule],
  controllers: [TransactionsController],
  providers: [
    TransactionReviewsRepository,
    TransactionsService,
    TransactionsRepository,
    TransactionsDataRepository,
    UploadRowsRepository,
    UncategoriseOnCategoryDelete,
  ],
  exports: [TransactionsService],
})
export class TransactionsModule {}
