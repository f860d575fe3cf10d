import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { MarkedReadDto, NotificationsDto, NotificationsQueryDto } from './dto/notification.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOkResponse({ type: NotificationsDto, description: "The caller's in-app notifications" })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'VALIDATION_FAILED' })
  listNotifications(
    @CurrentAuth() auth: AuthContext,
    @Query() query: NotificationsQueryDto,
  ): Promise<NotificationsDto> {
    return this.notifications.list(auth, query);
  }

  // Before `:id/read`, so "read-all" is never read as an id.
  @Post('read-all')
  @HttpCode(200)
  @ApiOkResponse({ type: MarkedReadDto, description: 'Marks every unread notification read' })
  markAllNotificationsRead(@CurrentAuth() auth: AuthContext): Promise<MarkedReadDto> {
    return this.notifications.markAllRead(auth);
  }

  @Post(':id/read')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Read (dismissed); reading it again changes nothing' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'NOTIFICATION_NOT_FOUND' })
  markNotificationRead(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
  ): Promise<void> {
    return this.notifications.markRead(auth, id);
  }
}
