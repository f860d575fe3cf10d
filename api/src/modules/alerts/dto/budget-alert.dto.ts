import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
} from 'class-validator';
import { ALERT_MESSAGES } from '../alerts.errors';

export const ALERT_CHANNELS = ['in_app', 'email', 'sms'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const DEFAULT_THRESHOLD = 80;

// Most basic check first in each list: the pipe reports the top-most failure.
export class SaveBudgetAlertDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: 100,
    default: DEFAULT_THRESHOLD,
    description: 'Alert when this whole percent of the monthly budget is spent',
  })
  @IsOptional()
  @IsInt({ message: ALERT_MESSAGES.threshold })
  @Min(1, { message: ALERT_MESSAGES.threshold })
  @Max(100, { message: ALERT_MESSAGES.threshold })
  thresholdPercent?: number;

  @ApiProperty({
    enum: ALERT_CHANNELS,
    enumName: 'AlertChannel',
    isArray: true,
    example: ['in_app', 'email'],
    description:
      'At least one: in_app (a notification on the dashboard), email (needs an e-mail on the account), sms (needs a phone)',
  })
  @IsArray({ message: ALERT_MESSAGES.channels })
  @ArrayMinSize(1, { message: ALERT_MESSAGES.channels })
  @ArrayMaxSize(ALERT_CHANNELS.length, { message: ALERT_MESSAGES.channelsUnique })
  @ArrayUnique({ message: ALERT_MESSAGES.channelsUnique })
  @IsIn(ALERT_CHANNELS, { each: true, message: ALERT_MESSAGES.channels })
  channels!: AlertChannel[];

  @ApiPropertyOptional({ default: true, description: 'false keeps the setting but sends nothing' })
  @IsOptional()
  @IsBoolean({ message: ALERT_MESSAGES.enabled })
  enabled?: boolean;
}

export class BudgetAlertDto {
  @ApiProperty({ format: 'uuid' })
  categoryId!: string;

  @ApiProperty({ example: 'Chop money' })
  categoryName!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '500.00',
    description: 'The category’s monthly budget; null (nothing is sent) once it is cleared',
  })
  monthlyBudget!: string | null;

  @ApiProperty({ example: 80 })
  thresholdPercent!: number;

  @ApiProperty({ enum: ALERT_CHANNELS, enumName: 'AlertChannel', isArray: true })
  channels!: AlertChannel[];

  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-11',
    description: 'The latest month this alert went out (YYYY-MM), or null; once a month at most',
  })
  lastSentMonth!: string | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}
