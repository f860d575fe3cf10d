import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { RevokedSessionsDto, SessionDto } from './dto/session.dto';
import { SessionsService } from './sessions.service';

@ApiTags('auth')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller('auth/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

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
  @ApiNoContentResponse({ description: 'Signed out (this session too, if it is this one)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'SESSION_NOT_FOUND' })
  revokeSession(
    @CurrentAuth() auth: AuthContext,
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
  ): Promise<void> {
    return this.sessions.revokeOwned(auth, id);
  }
}
