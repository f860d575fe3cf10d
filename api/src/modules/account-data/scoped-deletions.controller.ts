import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { AccountDataService } from './account-data.service';
import {
  DeletedItemDto,
  DeleteDataResponseDto,
  DeletionPreviewDto,
  RestoreDataResponseDto,
} from './dto/deleted-data.dto';

const RESTORE_ERRORS = [
  ApiNotFoundResponse({ type: ErrorResponseDto, description: 'NOTHING_TO_RESTORE' }),
  ApiConflictResponse({ type: ErrorResponseDto, description: 'ALREADY_RESTORED' }),
  ApiGoneResponse({ type: ErrorResponseDto, description: 'RESTORE_EXPIRED' }),
  ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'RATE_LIMITED: 30 restores of statements or wallets an hour, with Retry-After',
  }),
];
const restoreErrors = (): MethodDecorator => (target, key, descriptor) => {
  for (const decorate of RESTORE_ERRORS) decorate(target, key, descriptor);
};

// One statement, or one wallet with its statements and transactions, deleted with undo for
// DELETED_DATA_RESTORE_HOURS (issue 29; docs/account-data.md). The paths are the statements' and
// the wallets'; the archive is this module's.
@ApiTags('account')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller()
export class ScopedDeletionsController {
  constructor(private readonly accountData: AccountDataService) {}

  @Get('pdf-uploads/deleted')
  @ApiOkResponse({
    type: [DeletedItemDto],
    description: 'Statements deleted within their restore window, newest first',
  })
  listDeletedUploads(@CurrentAuth() auth: AuthContext): Promise<DeletedItemDto[]> {
    return this.accountData.deletedItems(auth, 'upload');
  }

  @Get('pdf-uploads/:id/deletion')
  @ApiOkResponse({ type: DeletionPreviewDto, description: 'What deleting the statement takes' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'UPLOAD_NOT_FOUND' })
  getUploadDeletion(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
  ): Promise<DeletionPreviewDto> {
    return this.accountData.uploadPreview(auth, id);
  }

  @Delete('pdf-uploads/:id')
  @HttpCode(204)
  @ApiNoContentResponse({
    description:
      'Deleted, with the transactions only it brought in (those another statement contains stay); restorable for 24 hours',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'UPLOAD_NOT_FOUND' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'RATE_LIMITED: 30 deletions of statements or wallets an hour, with Retry-After',
  })
  async deleteUpload(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
  ): Promise<void> {
    await this.accountData.deleteUpload(auth, id);
  }

  @Post('pdf-uploads/:id/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: RestoreDataResponseDto, description: 'The statement is back' })
  @restoreErrors()
  restoreUpload(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
  ): Promise<RestoreDataResponseDto> {
    return this.accountData.restoreScope(auth, { kind: 'upload', id });
  }

  @Get('wallets/deleted')
  @ApiOkResponse({
    type: [DeletedItemDto],
    description: 'Wallets deleted within their restore window, newest first',
  })
  listDeletedWallets(@CurrentAuth() auth: AuthContext): Promise<DeletedItemDto[]> {
    return this.accountData.deletedItems(auth, 'wallet');
  }

  @Get('wallets/:id/deletion')
  @ApiOkResponse({
    type: DeletionPreviewDto,
    description: 'What deleting the wallet takes: its statements and transactions',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'WALLET_NOT_FOUND' })
  getWalletDeletion(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
  ): Promise<DeletionPreviewDto> {
    return this.accountData.walletPreview(auth, id);
  }

  @Delete('wallets/:id')
  @HttpCode(200)
  @ApiOkResponse({
    type: DeleteDataResponseDto,
    description: 'The wallet, its statements and transactions, deleted; restorable for 24 hours',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'WALLET_NOT_FOUND' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'RATE_LIMITED: 30 deletions of statements or wallets an hour, with Retry-After',
  })
  deleteWallet(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
  ): Promise<DeleteDataResponseDto> {
    return this.accountData.deleteWallet(auth, id);
  }

  @Post('wallets/:id/restore')
  @HttpCode(200)
  @ApiOkResponse({
    type: RestoreDataResponseDto,
    description: 'The wallet is back with its statements and transactions',
  })
  @restoreErrors()
  restoreWallet(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
  ): Promise<RestoreDataResponseDto> {
    return this.accountData.restoreScope(auth, { kind: 'wallet', id });
  }
}
