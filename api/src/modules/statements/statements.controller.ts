import {
  Body,
  Controller,
  Get,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
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
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import {
  StatementUploadDto,
  UploadAcceptedDto,
  UploadListQueryDto,
  UPLOAD_STATEMENT_BODY,
  UploadStatementFieldsDto,
  UploadStatusDto,
} from './dto/upload.dto';
import { MAX_STATEMENT_BYTES } from './statements.errors';
import type { UploadedFile as StatementFile } from './statement-file';
import { StatementsService } from './statements.service';
import { UploadLimitsGuard } from './upload-limits.guard';
import { UploadLimitsInterceptor } from './upload-limits.interceptor';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('statements')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller()
export class StatementsController {
  constructor(private readonly statements: StatementsService) {}

  @Post('upload-pdf')
  // Before the interceptors: a caller over the limits is refused before the file is read.
  @UseGuards(UploadLimitsGuard)
  @UseInterceptors(
    UploadLimitsInterceptor,
    // One file, read into memory; multer stops at the 10 MB limit. Text fields (walletId, a
    // password of at most 128 characters) fit in 1 KB; multer's errors never quote a value.
    FileInterceptor('pdf', {
      storage: memoryStorage(),
      limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 4, fieldSize: 1024 },
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_STATEMENT_BODY)
  @ApiCreatedResponse({ type: UploadAcceptedDto, description: 'Stored and queued for processing' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'FILE_REQUIRED, or VALIDATION_FAILED (walletId; password over 128 characters)',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'WALLET_NOT_FOUND' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'FILE_TOO_LARGE: over 10 MB' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: 'NOT_A_PDF' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description:
      'TOO_MANY_UPLOADS: 3 uploads still processing, or 30 in the last hour (with Retry-After)',
  })
  uploadStatement(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UploadStatementFieldsDto,
    @UploadedFile() file: StatementFile | undefined,
  ): Promise<UploadAcceptedDto> {
    return this.statements.upload(auth, body.walletId, file, body.password);
  }

  @Get('upload-status/:uploadId')
  @ApiOkResponse({ type: UploadStatusDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'UPLOAD_NOT_FOUND' })
  getUploadStatus(
    @CurrentAuth() auth: AuthContext,
    @Param('uploadId', uuid) uploadId: string,
  ): Promise<UploadStatusDto> {
    return this.statements.status(auth, uploadId);
  }

  @Get('pdf-uploads')
  @ApiOkResponse({
    type: [StatementUploadDto],
    description:
      "The caller's uploads, newest first: a page of at most `limit` (default 100) after the upload `after`, of one wallet or all; the X-Total-Count header has how many there are in all",
    headers: { 'X-Total-Count': { schema: { type: 'integer' } } },
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'WALLET_NOT_FOUND' })
  async listUploads(
    @CurrentAuth() auth: AuthContext,
    @Query() query: UploadListQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StatementUploadDto[]> {
    const { items, total } = await this.statements.list(auth, query);
    res.setHeader('X-Total-Count', String(total));
    return items;
  }
}
