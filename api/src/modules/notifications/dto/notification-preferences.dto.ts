import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, ValidateIf, ValidateNested } from 'class-validator';

export class ChannelPreferencesDto {
  @ApiProperty({
    description:
      'Whether this channel can reach the user: a sender is configured on the server and the account has that contact, proven by a code',
  })
  available: boolean;

  @ApiProperty({
    description:
      'Security alerts (a sign-in from a new device, a phone or e-mail change, data or account deletion): always true; they cannot be switched off',
  })
  securityAlerts: boolean;

  @ApiProperty({ description: 'A statement finished importing (default off)' })
  statementProcessed: boolean;

  @ApiProperty({
    description: 'Budget alerts that chose this channel (default on; in-app alerts are unaffected)',
  })
  budgetAlerts: boolean;
}

export class NotificationPreferencesDto {
  @ApiProperty({ type: () => ChannelPreferencesDto })
  email: ChannelPreferencesDto;

  @ApiProperty({ type: () => ChannelPreferencesDto })
  sms: ChannelPreferencesDto;
}

const BOOLEAN = (field: string) => ({ message: `${field} must be true or false` });
// Absent leaves the setting as it is; null is refused like any other non-boolean.
const sent = (_body: object, value: unknown) => value !== undefined;

export class ChannelPreferencesUpdateDto {
  @ApiPropertyOptional()
  @ValidateIf(sent)
  @IsBoolean(BOOLEAN('securityAlerts'))
  securityAlerts?: boolean;

  @ApiPropertyOptional()
  @ValidateIf(sent)
  @IsBoolean(BOOLEAN('statementProcessed'))
  statementProcessed?: boolean;

  @ApiPropertyOptional()
  @ValidateIf(sent)
  @IsBoolean(BOOLEAN('budgetAlerts'))
  budgetAlerts?: boolean;
}

/** Only the settings sent change. */
export class UpdateNotificationPreferencesRequestDto {
  @ApiPropertyOptional({ type: () => ChannelPreferencesUpdateDto })
  @ValidateIf(sent)
  @IsObject({ message: 'email must be an object' })
  @ValidateNested({ message: 'email must be an object' })
  @Type(() => ChannelPreferencesUpdateDto)
  email?: ChannelPreferencesUpdateDto;

  @ApiPropertyOptional({ type: () => ChannelPreferencesUpdateDto })
  @ValidateIf(sent)
  @IsObject({ message: 'sms must be an object' })
  @ValidateNested({ message: 'sms must be an object' })
  @Type(() => ChannelPreferencesUpdateDto)
  sms?: ChannelPreferencesUpdateDto;
}
