import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { InsightsQueryDto } from '../insights';
import { ReportsService, type ReportFile } from './reports.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const download = (report: ReportFile, type: string) =>
  new StreamableFile(report.body, {
    type,
    length: report.body.length,
    disposition: `attachment; filename="${report.fileName}"`,
  });

@ApiTags('reports')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiBadRequestResponse({ type: ErrorResponseDto, description: 'VALIDATION_FAILED' })
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'PRO_REQUIRED: a free account' })
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'WALLET_NOT_FOUND' })
@ApiTooManyRequestsResponse({
  type: ErrorResponseDto,
  description: 'RATE_LIMITED: too many reports are being made at once',
})
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description:
      "Pro: the period's report as an A4 PDF (summary, categories, fees and E-Levy, top recipients, flagged expenses, every transaction); file sikalens-report-{period}.pdf",
    schema: { type: 'string', format: 'binary' },
  })
  async downloadPdfReport(
    @CurrentAuth() auth: AuthContext,
    @Query() query: InsightsQueryDto,
  ): Promise<StreamableFile> {
    return download(await this.reports.pdf(auth, query), 'application/pdf');
  }

  @Get('xlsx')
  @ApiProduces(XLSX_TYPE)
  @ApiOkResponse({
    description:
      "Pro: the period's report as an Excel workbook (Summary, Categories, Fees, Recipients, Flagged and Transactions sheets); file sikalens-report-{period}.xlsx",
    schema: { type: 'string', format: 'binary' },
  })
  async downloadExcelReport(
    @CurrentAuth() auth: AuthContext,
    @Query() query: InsightsQueryDto,
  ): Promise<StreamableFile> {
    return download(await this.reports.xlsx(auth, query), XLSX_TYPE);
  }
}
