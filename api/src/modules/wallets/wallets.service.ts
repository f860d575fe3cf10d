import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { isUniqueViolation } from '../../common/database/pg-errors';
import { TransactionContext } from '../../common/database/transaction-context';
import { validationFailed } from '../../common/errors/common.errors';
import { publishForAnswers, WALLET_RENUMBERING } from '../../common/events/domain-events';
import type { AuthContext } from '../../common/guards/auth-context';
import { displayPhone, normaliseMomoNumber } from '../../common/phone/ghana-phone';
import type { CreateWalletRequestDto } from './dto/create-wallet.dto';
import type { StatementSupportDto, UpdateWalletRequestDto, WalletDto } from './dto/wallet.dto';
import {
  COMING_PROVIDERS,
  PROVIDER_NAMES,
  STATEMENT_PROVIDERS,
  WALLET_PROVIDERS,
  type ComingProvider,
  type Wallet,
} from './wallet.entity';
import {
  invalidMomoNumber,
  notAComingProvider,
  walletExists,
  WALLET_MESSAGES,
  walletNotFound,
  walletNumberInUse,
} from './wallets.errors';
import { WalletsRepository, type WalletRow } from './wallets.repository';

const UNIQUE_NUMBER_PER_USER = 'wallets_user_momo_number_key';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class WalletsService {
  constructor(
    private readonly wallets: WalletsRepository,
    private readonly events: EventEmitter2,
    private readonly tx: TransactionContext,
  ) {}

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

  // Rename a wallet, or correct its number: refused while statements of the old number are
  // imported (statements answers how many, under the wallet's lock, so an upload racing this
  // either is counted or waits and is read against the new number).
  async update(
    auth: AuthContext,
    walletId: string,
    body: UpdateWalletRequestDto,
  ): Promise<WalletDto> {
    if ((body.label as unknown) === null) throw validationFailed(WALLET_MESSAGES.label, 'label');
    if (body.label === undefined && body.momoNumber === undefined) {
      throw validationFailed('Send a new label or MoMo number for the wallet.');
    }
    const momoNumber =
      body.momoNumber === undefined
        ? undefined
        : typeof body.momoNumber === 'string'
          ? normaliseMomoNumber(body.momoNumber)
          : null;
    if (momoNumber === null) throw invalidMomoNumber();
    try {
      const wallet = await this.tx.run(async () => {
        const current = UUID.test(walletId)
          ? await this.wallets.lockOwned(auth.userId, walletId)
          : undefined;
        if (!current) throw walletNotFound();
        if (momoNumber !== undefined && momoNumber !== current.momo_number) {
          const answers = await publishForAnswers(this.events, WALLET_RENUMBERING, {
            userId: auth.userId,
            walletId,
          });
          const [statements] = answers;
          if (answers.length !== 1 || typeof statements !== 'number') {
            throw new Error(`${WALLET_RENUMBERING} had ${answers.length} answers, not one count`);
          }
          if (statements > 0) {
            throw walletNumberInUse(statements, displayPhone(current.momo_number));
          }
        }
        return this.wallets.update(auth.userId, walletId, { label: body.label, momoNumber });
      });
      if (!wallet) throw walletNotFound();
      return this.toDto(wallet);
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_NUMBER_PER_USER)) throw walletExists();
      throw error;
    }
  }

  // Which networks' statements are read, and which of the others the user asked to hear about.
  async statementSupport(auth: AuthContext): Promise<StatementSupportDto[]> {
    const interests = new Set(await this.wallets.interestsOf(auth.userId));
    return WALLET_PROVIDERS.map((provider) => ({
      provider,
      name: PROVIDER_NAMES[provider],
      statementsSupported: STATEMENT_PROVIDERS.includes(provider),
      notify: interests.has(provider as ComingProvider),
    }));
  }

  async setStatementInterest(
    auth: AuthContext,
    provider: string,
    notify: boolean,
  ): Promise<StatementSupportDto[]> {
    if (!(COMING_PROVIDERS as readonly string[]).includes(provider)) throw notAComingProvider();
    await this.wallets.setInterest(auth.userId, provider as ComingProvider, notify);
    return this.statementSupport(auth);
  }

  /** One of this user's wallets (momoNumber as 233XXXXXXXXX), or null: ownership is the caller's key. */
  async findOwned(
    userId: string,
    walletId: string,
  ): Promise<Pick<Wallet, 'id' | 'label' | 'momoNumber' | 'provider'> | null> {
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
      statementsSupported: STATEMENT_PROVIDERS.includes(wallet.provider),
    };
  }
}
