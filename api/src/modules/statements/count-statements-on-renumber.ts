import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { WALLET_RENUMBERING, type WalletRenumbering } from '../../common/events/domain-events';
import { StatementUploadsRepository } from './statement-uploads.repository';

// A wallet's number is about to change (wallets, issue 29): answers how many of its statements
// are imported, in the changing transaction (the wallet row is locked there, so an upload either
// is counted here or waits for the change).
@Injectable()
export class CountStatementsOnRenumber {
  constructor(private readonly uploads: StatementUploadsRepository) {}

  @OnEvent(WALLET_RENUMBERING, { promisify: true, suppressErrors: false })
  onWalletRenumbering({ userId, walletId }: WalletRenumbering): Promise<number> {
    return this.uploads.countForWallet(userId, walletId);
  }
}
