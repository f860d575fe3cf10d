import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { FreeText } from '../../../common/validation/free-text';
import { WALLET_PROVIDERS, type WalletProvider } from '../wallet.entity';
import { WALLET_MESSAGES } from '../wallets.errors';

export class CreateWalletRequestDto {
  @ApiProperty({
    description: 'Name the user gives the wallet; trimmed, 1 to 60 characters',
    example: 'Personal MoMo',
    minLength: 1,
    maxLength: 60,
  })
  @IsString({ message: WALLET_MESSAGES.label })
  @IsNotEmpty({ message: WALLET_MESSAGES.label })
  @MaxLength(60, { message: WALLET_MESSAGES.label })
  @FreeText({ field: 'Wallet label' })
  label: string;

  @ApiProperty({ enum: WALLET_PROVIDERS, enumName: 'WalletProvider', example: 'MTN' })
  @IsIn(WALLET_PROVIDERS, { message: WALLET_MESSAGES.provider })
  provider: WalletProvider;

  // Checked and normalised by the service (see invalidMomoNumber), hence unknown here.
  @ApiProperty({
    type: String,
    description:
      'MoMo number: 10 digits starting with 0 (spaces ignored), or the same number as +233… or 233…',
    example: '0241234567',
  })
  @Allow()
  momoNumber: unknown;
}
