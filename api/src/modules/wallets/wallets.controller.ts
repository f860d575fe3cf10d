import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { CreateWalletRequestDto } from './dto/create-wallet.dto';
import {
  COMING_PROVIDER_PARAM,
  StatementInterestRequestDto,
  StatementSupportDto,
  UpdateWalletRequestDto,
  WalletDto,
} from './dto/wallet.dto';
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

  // Before `:id` routes.
  @Get('statement-support')
  @ApiOkResponse({
    type: [StatementSupportDto],
    description:
      'Each network: whether its statements are read, and whether the caller asked to hear when they are',
  })
  getStatementSupport(@CurrentAuth() auth: AuthContext): Promise<StatementSupportDto[]> {
    return this.wallets.statementSupport(auth);
  }

  @Put('statement-support/:provider')
  @ApiParam(COMING_PROVIDER_PARAM)
  @ApiOkResponse({
    type: [StatementSupportDto],
    description: 'Saved; every network as GET answers',
  })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'VALIDATION_FAILED: not a network whose statements are coming, or notify',
  })
  setStatementInterest(
    @CurrentAuth() auth: AuthContext,
    @Param('provider') provider: string,
    @Body() body: StatementInterestRequestDto,
  ): Promise<StatementSupportDto[]> {
    return this.wallets.setStatementInterest(auth, provider, body.notify);
  }

  @Patch(':id')
  @ApiOkResponse({ type: WalletDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'VALIDATION_FAILED: label or number',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'WALLET_NOT_FOUND' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      'WALLET_EXISTS: another of the caller’s wallets has this number; WALLET_NUMBER_IN_USE: statements of the old number are imported',
  })
  updateWallet(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Body() body: UpdateWalletRequestDto,
  ): Promise<WalletDto> {
    return this.wallets.update(auth, id, body);
  }
}
