import { ApiProperty, ApiPropertyOptional, type ApiBodyOptions } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

// The form fields besides the file (multer takes the `pdf` part off before validation).
export class UploadStatementFieldsDto {
  @ApiProperty({ format: 'uuid', description: 'The wallet the statement belongs to' })
  @IsUUID('4', { message: 'walletId must be one of your wallets' })
  walletId!: string;
}

export class UploadAcceptedDto {
  @ApiProperty({ format: 'uuid' })
  uploadId!: string;
}

export class ReconciliationDto {
  @ApiProperty({ description: 'Rows whose balance was checked against the row before' })
  rowsChecked!: number;

  @ApiProperty({ type: [String], description: 'Transaction IDs whose balance does not follow' })
  unreconciled!: string[];
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

  @ApiPropertyOptional({ type: ReconciliationDto, nullable: true })
  reconciliation!: ReconciliationDto | null;
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
    },
  },
};
