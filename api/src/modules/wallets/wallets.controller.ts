import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { CreateWalletRequestDto } from './dto/create-wallet.dto';
import { WalletDto } from './dto/wallet.dto';
import { WalletsService } from './wallets.service';

@ApiTags('wallets')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller('wallets')
export class WalletsController {
  constructor(private readonly wallets: WalletsService) {}

  @Get()
  @ApiOkResponse({ type: [WalletDto], description: "The caller's wallets, oldest first" })
  listWallets(@CurrentAuth() auth: AuthContext): Promise<WalletDto[]> {
    return this.wallets.list(auth);
  }

  @Post()
  @ApiCreatedResponse({ type: WalletDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'VALIDATION_FAILED: label, provider or MoMo number (the spec’s messages)',
  })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'WALLET_EXISTS: the caller already has a wallet with this number',
  })
  createWallet(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateWalletRequestDto,
  ): Promise<WalletDto> {
    return this.wallets.create(auth, body);
  }
}
