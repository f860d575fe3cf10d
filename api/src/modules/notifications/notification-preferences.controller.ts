import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import {
  NotificationPreferencesDto,
  UpdateNotificationPreferencesRequestDto,
} from './dto/notification-preferences.dto';
import { NotificationPreferencesService } from './notification-preferences.service';

@ApiTags('notifications')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller('notification-preferences')
export class NotificationPreferencesController {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Get()
  @ApiOkResponse({
    type: NotificationPreferencesDto,
    description: 'What the caller gets by e-mail and by SMS (the defaults until changed)',
  })
  getNotificationPreferences(
    @CurrentAuth() auth: AuthContext,
  ): Promise<NotificationPreferencesDto> {
    return this.preferences.get(auth.userId);
  }

  @Put()
  @ApiOkResponse({
    type: NotificationPreferencesDto,
    description: 'Saved; the settings sent change',
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'VALIDATION_FAILED' })
  updateNotificationPreferences(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateNotificationPreferencesRequestDto,
  ): Promise<NotificationPreferencesDto> {
    return this.preferences.update(auth.userId, body);
  }
}
