import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import {
  CurrentAuth,
  type AuthContext,
  type AuthedRequest,
} from '../../common/guards/auth-context';
import { Public } from '../../common/guards/public.decorator';
import { clientOf } from '../../common/web/client-info';
import { UserDto, UsersService } from '../users';
import { AuthService } from './auth.service';
import { LocationResponseDto } from './dto/location.dto';
import { SendOtpRequestDto, SendOtpResponseDto } from './dto/send-otp.dto';
import { VerifyOtpRequestDto, VerifyOtpResponseDto } from './dto/verify-otp.dto';
import { IpRateEvent, IpRateLimited } from './ip-rate-limit.guard';
import { deviceIdOf, setDeviceCookie } from './known-devices.service';
import {
  clearSessionCookie,
  crossSiteRequest,
  fromAnotherSite,
  sessionCredential,
  setSessionCookie,
} from './session-cookie';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
  @ApiOkResponse({
    type: VerifyOtpResponseDto,
    description:
      'Signed in. By default the session is set as an HttpOnly cookie (Set-Cookie) and the body has only the user; with `session: "token"` the body carries a bearer token instead and no session cookie is set. Both set the device cookie',
  })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'INVALID_CODE, CODE_EXPIRED, NO_ACTIVE_CODE, TOO_MANY_ATTEMPTS',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({
    type: ErrorResponseDto,
    description: 'CROSS_SITE_REQUEST: a cookie session asked for from another site',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async verifyOtp(
    @Body() body: VerifyOtpRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<VerifyOtpResponseDto> {
    // A cookie session is never started for another site's page: a form posted from it would
    // sign the visitor's browser in to the sender's account (login CSRF).
    if (body.session !== 'token' && fromAnotherSite(req, this.config)) {
      throw crossSiteRequest();
    }
    const { token, user, deviceId } = await this.auth.verifyOtp(
      body,
      clientOf(req),
      deviceIdOf(req, this.config),
    );
    // This browser is known to the account from now on (its wrong codes count apart, and its next
    // sign-in is not a new device). Never for a request from another site's page: a form posted
    // from it (token mode skips the login-CSRF check above) would replace the visitor's device
    // cookie with one known only to the sender's account.
    if (!fromAnotherSite(req, this.config)) setDeviceCookie(res, this.config, deviceId);
    if (body.session === 'token') return { token, user };
    setSessionCookie(res, this.config, token);
    return { user };
  }

  // A browser that signed in before sessions moved into a cookie holds its token in localStorage:
  // the app sends it here once, as a bearer token, and deletes it. The same session goes on (its
  // place in the sessions list, its lifetime), now in the HttpOnly cookie.
  @Post('session-cookie')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse({
    description:
      "Moves the bearer token's session into the HttpOnly session cookie (Set-Cookie); with the cookie already, nothing changes",
  })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  moveSessionToCookie(@Req() req: AuthedRequest, @Res({ passthrough: true }) res: Response): void {
    const credential = sessionCredential(req, this.config);
    if (credential?.via === 'bearer') setSessionCookie(res, this.config, credential.token);
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
  @ApiNoContentResponse({ description: 'The session is revoked and its cookie cleared' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  async logout(
    @CurrentAuth() auth: AuthContext,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.auth.logout(auth);
    clearSessionCookie(res, this.config);
  }

  @Get('location')
  @ApiBearerAuth()
  @ApiOkResponse({ type: LocationResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  getLocation(@CurrentAuth() auth: AuthContext, @Req() req: Request): Promise<LocationResponseDto> {
    return this.auth.location(auth, clientOf(req));
  }
}
