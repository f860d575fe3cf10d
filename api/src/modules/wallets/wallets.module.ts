import { Module } from '@nestjs/common';
import { WalletsController } from './wallets.controller';
import { WalletsDataRepository } from './wallets-data.repository';
import { WalletsRepository } from './wallets.repository';
import { WalletsService } from './wallets.service';

@Module({
  controllers: [WalletsController],
  providers: [WalletsService, WalletsRepository, WalletsDataRepository],
  exports: [WalletsService],
})
export class WalletsModule {}
