import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../common/database/pg-errors';
import type { AuthContext } from '../../common/guards/auth-context';
import { displayPhone, normaliseMomoNumber } from '../../common/phone/ghana-phone';
import type { CreateWalletRequestDto } from './dto/create-wallet.dto';
import type { WalletDto } from './dto/wallet.dto';
import type { Wallet } from './wallet.entity';
import { invalidMomoNumber, walletExists } from './wallets.errors';
import { WalletsRepository, type WalletRow } from './wallets.repository';

const UNIQUE_NUMBER_PER_USER = 'wallets_user_momo_number_key';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class WalletsService {
  constructor(private readonly wallets: WalletsRepository) {}

  /** The caller's wallets, oldest first. */
  async list(auth: AuthContext): Promise<WalletDto[]> {
    const rows = await this.wallets.listOf(auth.userId);
    return rows.map((wallet) => this.toDto(wallet));
  }

  async create(auth: AuthContext, body: CreateWalletRequestDto): Promise<WalletDto> {
    const momoNumber =
      typeof body.momoNumber === 'string' ? normaliseMomoNumber(body.momoNumber) : null;
    if (momoNumber === null) throw invalidMomoNumber();
    // The unique constraint decides duplicates, so two racing requests cannot both succeed.
    try {
      const wallet = await this.wallets.insert({
        userId: auth.userId,
        label: body.label,
        provider: body.provider,
        momoNumber,
      });
      return this.toDto(wallet);
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_NUMBER_PER_USER)) throw walletExists();
      throw error;
    }
  }

  /** One of this user's wallets (momoNumber as 233XXXXXXXXX), or null: ownership is the caller's key. */
  async findOwned(
    userId: string,
    walletId: string,
  ): Promise<Pick<Wallet, 'id' | 'label' | 'momoNumber'> | null> {
    // Not a uuid cannot be a wallet id; PostgreSQL would refuse the comparison with an error.
    if (!UUID.test(walletId)) return null;
    return (await this.wallets.findOwned(userId, walletId)) ?? null;
  }

  private toDto(wallet: WalletRow): WalletDto {
    return {
      id: wallet.id,
      label: wallet.label,
      provider: wallet.provider,
      momoNumber: displayPhone(wallet.momo_number),
    };
  }
}
