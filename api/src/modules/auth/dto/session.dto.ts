import { ApiProperty } from '@nestjs/swagger';
import { DEVICE_KINDS, type DeviceKind } from '../user-agent';

export class SessionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    example: 'Chrome 131',
    description: "From the session's user agent; 'Unknown browser' when it names none",
  })
  browser: string;

  @ApiProperty({
    example: 'Android 14',
    description: "'Unknown OS' when the user agent names none",
  })
  os: string;

  @ApiProperty({ enum: DEVICE_KINDS, enumName: 'SessionDevice', example: 'mobile' })
  device: DeviceKind;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Accra, Greater Accra, Ghana',
    description: 'Approximate place of the sign-in (from its IP address); null when unknown',
  })
  place: string | null;

  @ApiProperty({ type: String, nullable: true, example: '41.66.0.1' })
  ipAddress: string | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the session signed in' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'Last request (to the minute)' })
  lastUsedAt: string;

  @ApiProperty({ description: 'The session making this request ("This device")' })
  current: boolean;
}

export class RevokedSessionsDto {
  @ApiProperty({ example: 2, description: 'How many other sessions were signed out' })
  revoked: number;
}
