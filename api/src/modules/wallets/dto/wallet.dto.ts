import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength, Allow } from 'class-validator';
import { FreeText } from '../../../common/validation/free-text';
import { COMING_PROVIDERS, WALLET_PROVIDERS, type WalletProvider } from '../wallet.entity';
import { WALLET_MESSAGES } from '../wallets.errors';

export class WalletDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Personal MoMo', maxLength: 60 })
  label: string;

  @ApiProperty({ enum: WALLET_PROVIDERS, enumName: 'WalletProvider', example: 'MTN' })
  provider: WalletProvider;

  @ApiProperty({
    description: 'MoMo number in local display form 0XXXXXXXXX',
    example: '0241234567',
  })
  momoNumber: string;

  @ApiProperty({
    description:
      "Whether SikaLens reads this network's statements (MTN now; Telecel Cash and AirtelTigo Money are coming)",
  })
  statementsSupported: boolean;
}

// Rename a wallet, or correct its number (refused while statements of the old one are imported).
export class UpdateWalletRequestDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 60, example: 'Business MoMo' })
  @IsOptional()
  @IsString({ message: WALLET_MESSAGES.label })
  @IsNotEmpty({ message: WALLET_MESSAGES.label })
  @MaxLength(60, { message: WALLET_MESSAGES.label })
  @FreeText({ field: 'Wallet label' })
  label?: string;

  // Checked and normalised by the service, as when a wallet is added.
  @ApiPropertyOptional({ type: String, example: '0241234567' })
  @Allow()
  momoNumber?: unknown;
}

export class StatementSupportDto {
  @ApiProperty({ enum: WALLET_PROVIDERS, enumName: 'WalletProvider' })
  provider: WalletProvider;

  @ApiProperty({ example: 'Telecel Cash' })
  name: string;

  @ApiProperty()
  statementsSupported: boolean;

  @ApiProperty({ description: 'The user asked to hear when its statements are read' })
  notify: boolean;
}

export class StatementInterestRequestDto {
  @ApiProperty({ description: 'true: let me know when this network is read; false: stop' })
  @IsBoolean({ message: 'notify must be true or false' })
  notify: boolean;
}

export const COMING_PROVIDER_PARAM = { name: 'provider', enum: COMING_PROVIDERS };
