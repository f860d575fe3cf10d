import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { Public } from '../../common/guards/public.decorator';
import { clientOf } from '../../common/web/client-info';
import { UserDto } from '../users/dto/user.dto';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { LocationResponseDto } from './dto/location.dto';
import { SendOtpRequestDto, SendOtpResponseDto } from './dto/send-otp.dto';
import { VerifyOtpRequestDto, VerifyOtpResponseDto } from './dto/verify-otp.dto';
import { IpRateEvent, IpRateLimited } from './ip-rate-limit.guard';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @IpRateLimited('send')
  @Post('send-otp')
  @HttpCode(200)
  @ApiOkResponse({
    type: SendOtpResponseDto,
    description:
      'Code sent. Sign-in: to the phone and e-mail on file. Registration: by SMS only when SMS is configured, else by e-mail',
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'ACCOUNT_NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'PHONE_TAKEN or EMAIL_TAKEN' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'RATE_LIMITED, with Retry-After',
  })
  sendOtp(
    @Body() body: SendOtpRequestDto,
    @Req() req: Request,
    @IpRateEvent() ipEventId: string,
  ): Promise<SendOtpResponseDto> {
    return this.auth.sendOtp(body, clientOf(req), ipEventId);
  }

  @Public()
  @IpRateLimited('verify')
  @Post('verify-otp')
  @HttpCode(200)
  @ApiOkResponse({ type: VerifyOtpResponseDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'INVALID_CODE, CODE_EXPIRED, NO_ACTIVE_CODE, TOO_MANY_ATTEMPTS',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  verifyOtp(@Body() body: VerifyOtpRequestDto, @Req() req: Request): Promise<VerifyOtpResponseDto> {
    return this.auth.verifyOtp(body, clientOf(req));
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  async getMe(@CurrentAuth() auth: AuthContext): Promise<UserDto> {
    return this.users.toDto(await this.auth.me(auth));
  }

  @Post('logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'The session is revoked' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  logout(@CurrentAuth() auth: AuthContext): Promise<void> {
    return this.auth.logout(auth);
  }

  @Get('location')
  @ApiBearerAuth()
  @ApiOkResponse({ type: LocationResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  getLocation(@CurrentAuth() auth: AuthContext, @Req() req: Request): Promise<LocationResponseDto> {
    return this.auth.location(auth, clientOf(req));
  }
}
