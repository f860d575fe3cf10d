import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

const NOTIFICATION_KINDS = ['budget-alert'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATIONS_DEFAULT_LIMIT = 20;
const NOTIFICATIONS_MAX_LIMIT = 50;

export class NotificationsQueryDto {
  @ApiPropertyOptional({ type: Boolean, default: false, description: 'Only the unread ones' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'unread must be true or false' })
  unread?: boolean;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: NOTIFICATIONS_MAX_LIMIT,
    default: NOTIFICATIONS_DEFAULT_LIMIT,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(NOTIFICATIONS_MAX_LIMIT, { message: `limit must be at most ${NOTIFICATIONS_MAX_LIMIT}` })
  limit?: number;
}

export class NotificationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind' })
  kind!: NotificationKind;

  @ApiProperty({ example: 'Chop money: 82% of your budget spent' })
  title!: string;

  @ApiProperty({
    example: 'You have spent ₵412.00 of your ₵500.00 Chop money budget for November 2026 (82%).',
  })
  body!: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The category it is about; null once that category is deleted',
  })
  categoryId!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  readAt!: string | null;
}

export class NotificationsDto {
  @ApiProperty({ type: [NotificationDto], description: 'Newest first, at most `limit`' })
  notifications!: NotificationDto[];

  @ApiProperty({ description: 'All of the caller’s unread notifications' })
  unreadCount!: number;
}

export class MarkedReadDto {
  @ApiProperty({ description: 'Notifications that were unread and are now read' })
  markedCount!: number;
}
