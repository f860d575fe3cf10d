import { ApiProperty, ApiPropertyOptional, type ApiBodyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import type { ParseFailureCode } from '../parser/types';
import { MAX_STATEMENT_PASSWORD_LENGTH } from '../statements.errors';
import { PARSE_FAILURE_CODES, ReconciliationDto } from './reconciliation.dto';

const PASSWORD_DESCRIPTION =
  "The statement PDF's password, when it has one (sent again after PDF_PASSWORD_PROTECTED). Kept encrypted only until the statement is processed; never stored in plain text or logged.";

const MAX_UPLOADS_PAGE = 500;

// The Uploads page (issue 29, item 2): every statement, a page at a time, newest first, of one
// wallet or all.
export class UploadListQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this wallet (one of yours)' })
  @IsOptional()
  @IsUUID('4', { message: 'walletId must be one of your wallets' })
  walletId?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_UPLOADS_PAGE, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_UPLOADS_PAGE, { message: `limit must be at most ${MAX_UPLOADS_PAGE}` })
  limit?: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Only uploads after this one (the last of the previous page), newest first',
  })
  @IsOptional()
  @IsUUID('4', { message: 'after must be an upload id from the previous page' })
  after?: string;
}

// The form fields besides the file (multer takes the `pdf` part off before validation).
// Validation messages never quote a value (the pipe also leaves values out of its errors).
export class UploadStatementFieldsDto {
  @ApiProperty({ format: 'uuid', description: 'The wallet the statement belongs to' })
  @IsUUID('4', { message: 'walletId must be one of your wallets' })
  walletId!: string;

  @ApiPropertyOptional({
    format: 'password',
    maxLength: MAX_STATEMENT_PASSWORD_LENGTH,
    writeOnly: true,
    description: PASSWORD_DESCRIPTION,
  })
  @IsOptional()
  @IsString({ message: 'password must be text' })
  @MaxLength(MAX_STATEMENT_PASSWORD_LENGTH, {
    message: `password must be at most ${MAX_STATEMENT_PASSWORD_LENGTH} characters`,
  })
  password?: string;
}

export class UploadAcceptedDto {
  @ApiProperty({ format: 'uuid' })
  uploadId!: string;
}

export class UploadStatusDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['pending', 'processing', 'completed', 'failed'], enumName: 'UploadStatus' })
  status!: 'pending' | 'processing' | 'completed' | 'failed';

  @ApiProperty({
    enum: ['pending', 'categorizing', 'completed', 'failed'],
    enumName: 'CategorisationStatus',
  })
  aiCategorizationStatus!: 'pending' | 'categorizing' | 'completed' | 'failed';

  @ApiProperty({ description: 'Transactions in the statement' })
  transactionsCount!: number;

  @ApiProperty({ description: 'Of those, how many this wallet did not have yet' })
  newTransactionsCount!: number;

  @ApiProperty({ type: String, nullable: true, description: 'Why processing failed, for the user' })
  errorMessage!: string | null;

  @ApiProperty({
    enum: PARSE_FAILURE_CODES,
    enumName: 'ParseFailureCode',
    nullable: true,
    description:
      'Why the statement could not be read, for the client to act on (PDF_PASSWORD_PROTECTED / PDF_PASSWORD_INCORRECT: ask for the password and upload again). Null when processing did not fail or failed for another reason (errorMessage says which).',
  })
  errorCode!: ParseFailureCode | null;

  @ApiProperty({
    type: ReconciliationDto,
    nullable: true,
    description: 'The statement checked against its own figures; set once completed',
  })
  reconciliation!: ReconciliationDto | null;
}

export class StatementUploadDto extends UploadStatusDto {
  @ApiProperty()
  fileName!: string;

  @ApiProperty({ format: 'uuid' })
  walletId!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiPropertyOptional({ enum: ['app', 'classic'], enumName: 'StatementLayout', nullable: true })
  layout!: 'app' | 'classic' | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'First day of the statement (YYYY-MM-DD)',
  })
  periodFrom!: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Last day of the statement (YYYY-MM-DD)',
  })
  periodTo!: string | null;
}

// The multipart body as OpenAPI shows it: the file and the fields.
export const UPLOAD_STATEMENT_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['pdf', 'walletId'],
    properties: {
      pdf: {
        type: 'string',
        format: 'binary',
        description: 'The MoMo statement PDF (at most 10 MB)',
      },
      walletId: {
        type: 'string',
        format: 'uuid',
        description: 'The wallet the statement belongs to',
      },
      password: {
        type: 'string',
        format: 'password',
        maxLength: MAX_STATEMENT_PASSWORD_LENGTH,
        writeOnly: true,
        description: PASSWORD_DESCRIPTION,
      },
    },
  },
};
