import { ApiProperty } from '@nestjs/swagger';
import { WALLET_PROVIDERS, type WalletProvider } from '../wallet.entity';

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
}
