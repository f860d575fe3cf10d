import { ApiProperty } from '@nestjs/swagger';

export class CurrentSessionLocationDto {
  @ApiProperty({ example: 'Accra' }) city: string;
  @ApiProperty({ example: 'AA' }) region: string;
  @ApiProperty({ example: 'Ghana' }) country: string;
  @ApiProperty({ type: String, nullable: true, example: '41.66.0.1' }) ipAddress: string | null;
  @ApiProperty({ example: 'Africa/Accra' }) timezone: string;
}

export class LastLoginLocationDto {
  @ApiProperty() city: string;
  @ApiProperty() region: string;
  @ApiProperty() country: string;
  @ApiProperty({ type: String, nullable: true }) ipAddress: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) loginTime: string;
  @ApiProperty() timezone: string;
}

export class RegistrationLocationDto {
  @ApiProperty() city: string;
  @ApiProperty() region: string;
  @ApiProperty() country: string;
  @ApiProperty({ type: String, nullable: true }) ipAddress: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) registrationTime: string;
}

export class LocationResponseDto {
  @ApiProperty({ type: () => CurrentSessionLocationDto })
  currentSession: CurrentSessionLocationDto;

  @ApiProperty({
    type: () => LastLoginLocationDto,
    nullable: true,
    description:
      'The sign-in before this session, or this session’s own sign-in when there was none',
  })
  lastLogin: LastLoginLocationDto | null;

  @ApiProperty({ type: () => RegistrationLocationDto, nullable: true })
  registrationLocation: RegistrationLocationDto | null;
}
