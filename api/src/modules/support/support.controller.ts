import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { MAX_STATEMENT_BYTES, type UploadedFile as StatementFile } from '../statements';
import { CREATE_TICKET_BODY, CreateTicketDto, SupportTicketDto } from './dto/support.dto';
import { SupportLimitsGuard, SupportLimitsInterceptor } from './support-limits.guard';
import { SupportService } from './support.service';

@ApiTags('support')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller('support')
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Post('tickets')
  // Before the interceptors: a caller over the limits is refused before the body is read.
  @UseGuards(SupportLimitsGuard)
  @UseInterceptors(
    SupportLimitsInterceptor,
    // At most one statement, read into memory; multer stops at 10 MB. The message (4,000
    // characters, up to 16 KB in UTF-8) and the other fields fit in 20 KB each.
    FileInterceptor('statement', {
      storage: memoryStorage(),
      limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 6, fieldSize: 20 * 1024 },
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody(CREATE_TICKET_BODY)
  @ApiCreatedResponse({ type: SupportTicketDto, description: 'Stored, and queued for e-mail' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      'VALIDATION_FAILED: topic, message, uploadId (not one of yours), errorCode, a statement without shareStatement "true"',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'FILE_TOO_LARGE: over 10 MB' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: 'NOT_A_PDF' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'TOO_MANY_TICKETS: 5 in the last hour or 20 in the last day (with Retry-After)',
  })
  createSupportTicket(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateTicketDto,
    @UploadedFile() statement: StatementFile | undefined,
  ): Promise<SupportTicketDto> {
    return this.support.create(auth, body, statement);
  }

  @Get('tickets')
  @ApiOkResponse({
    type: [SupportTicketDto],
    description: "The caller's support requests, newest first (at most 100)",
  })
  listSupportTickets(@CurrentAuth() auth: AuthContext): Promise<SupportTicketDto[]> {
    return this.support.list(auth);
  }

  @Post('tickets/:id/close')
  @HttpCode(200)
  @ApiOkResponse({ type: SupportTicketDto, description: 'Closed (a closed one stays as it was)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'TICKET_NOT_FOUND' })
  closeSupportTicket(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
  ): Promise<SupportTicketDto> {
    return this.support.close(auth, id);
  }
}
