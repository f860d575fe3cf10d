import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { RevokedSessionsDto, SessionDto } from './dto/session.dto';
import { clearSessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';

@ApiTags('auth')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller('auth/sessions')
export class SessionsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
  ) {}

  @Get()
  @ApiOkResponse({
    type: SessionDto,
    isArray: true,
    description: "The caller's signed-in sessions, most recently used first",
  })
  listSessions(@CurrentAuth() auth: AuthContext): Promise<SessionDto[]> {
    return this.sessions.list(auth);
  }

  // Before `:id`, so "revoke-others" is never read as an id.
  @Post('revoke-others')
  @HttpCode(200)
  @ApiOkResponse({
    type: RevokedSessionsDto,
    description: 'Signs out every session but this one',
  })
  async revokeOtherSessions(@CurrentAuth() auth: AuthContext): Promise<RevokedSessionsDto> {
    return { revoked: await this.sessions.revokeOthers(auth) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({
    description: 'Signed out (this session too, if it is this one: its cookie is cleared)',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'SESSION_NOT_FOUND' })
  async revokeSession(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.sessions.revokeOwned(auth, id);
    if (id === auth.sessionId) clearSessionCookie(res, this.config);
  }
}
