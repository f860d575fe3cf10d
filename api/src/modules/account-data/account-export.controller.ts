import { Controller, Get, Logger, StreamableFile } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { AccountExportService, dataFileName } from './account-export.service';
import { abortDownload } from '../../common/web/abort-download';

// A failed download is logged by its kind only: a database message can quote the user's data.
function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return `database error ${code}`;
  return error instanceof Error ? error.name : 'unknown error';
}

@ApiTags('account')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller('account')
export class AccountExportController {
  private readonly log = new Logger('AccountExport');

  constructor(private readonly exports: AccountExportService) {}

  @Get('export')
  @ApiOkResponse({
    description:
      "Everything of the caller's as a ZIP, streamed: sikalens-data.json (account, wallets, categories with budgets, rules, budget alerts, notification preferences, uploads, reviews, chat messages, notifications, payments and every transaction) and transactions.csv (the CSV export's columns); file sikalens-data-{date}.zip",
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'RATE_LIMITED: too many exports running at once, with Retry-After',
  })
  async exportAccountData(@CurrentAuth() auth: AuthContext): Promise<StreamableFile> {
    const zip = await this.exports.export(auth);
    return new StreamableFile(zip, {
      type: 'application/zip',
      disposition: `attachment; filename="${dataFileName()}"`,
    })
      .setErrorLogger((error: unknown) =>
        this.log.error(`data download failed: ${describe(error)}`),
      )
      .setErrorHandler(abortDownload);
  }
}
