import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiGoneResponse,
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
  DeletedDataDto,
  DeleteDataResponseDto,
  RestoreDataResponseDto,
} from './dto/deleted-data.dto';

// The spec's paths sit under /auth; the work is this module's.
@ApiTags('account')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller('auth')
export class AccountDataController {
  constructor(private readonly accountData: AccountDataService) {}

  @Delete('delete-data')
  @HttpCode(200)
  @ApiOkResponse({
    type: DeleteDataResponseDto,
    description:
      "Deletes the caller's transactions, statements, learned rules, reviews, chat history and notifications in one transaction, keeping them sealed for DELETED_DATA_RESTORE_HOURS (24) so they can be restored",
  })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'RATE_LIMITED: DATA_DELETIONS_PER_HOUR used up, with Retry-After',
  })
  deleteData(@CurrentAuth() auth: AuthContext): Promise<DeleteDataResponseDto> {
    return this.accountData.deleteData(auth);
  }

  @Post('restore-data')
  @HttpCode(200)
  @ApiOkResponse({
    type: RestoreDataResponseDto,
    description:
      'Restores every deletion still within its window, oldest first; what could not come back is counted in `skipped` and explained in `message`',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'NOTHING_TO_RESTORE' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'ALREADY_RESTORED' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'RESTORE_EXPIRED' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'RATE_LIMITED: DATA_RESTORES_PER_HOUR used up, with Retry-After',
  })
  restoreData(@CurrentAuth() auth: AuthContext): Promise<RestoreDataResponseDto> {
    return this.accountData.restoreData(auth);
  }

  @Get('deleted-data')
  @ApiOkResponse({
    type: DeletedDataDto,
    description: 'The deletion that can still be undone, if any (nulls when none)',
  })
  getDeletedData(@CurrentAuth() auth: AuthContext): Promise<DeletedDataDto> {
    return this.accountData.deletedData(auth);
  }
}
