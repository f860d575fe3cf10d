import { Body, Controller, Delete, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { clientOf } from '../../common/web/client-info';
import { UserDto } from '../users';
import { AccountDeletionService } from './account-deletion.service';
import { Public } from '../../common/guards/public.decorator';
import { ContactChangeService } from './contact-change.service';
import { ContactUndoService } from './contact-undo.service';
import {
  ContactCodeRequestDto,
  ContactCodeResponseDto,
  DeleteAccountRequestDto,
  UndoContactChangeRequestDto,
  UndoContactChangeResponseDto,
  VerifyContactRequestDto,
} from './dto/contact.dto';
import { SendOtpResponseDto } from './dto/send-otp.dto';
import { IpRateEvent, IpRateLimited } from './ip-rate-limit.guard';
import { clearSessionCookie } from './session-cookie';

const CODE_ERRORS = 'INVALID_CODE, CODE_EXPIRED, NO_ACTIVE_CODE, TOO_MANY_ATTEMPTS';

// The signed-in user's own account: a new phone or e-mail, and deleting the account. Codes follow
// the sign-in code's limits (per IP, per identifier, cooldown).
@ApiTags('auth')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiTooManyRequestsResponse({
  type: ErrorResponseDto,
  description: 'RATE_LIMITED, with Retry-After',
})
@Controller('auth')
export class AccountController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contacts: ContactChangeService,
    private readonly undos: ContactUndoService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @IpRateLimited('send')
  @Post('contact/send-otp')
  @HttpCode(200)
  @ApiOkResponse({
    type: ContactCodeResponseDto,
    description:
      'Code sent to the new phone (by SMS) or the new e-mail only; without SMS on the server, a phone change’s code goes to the e-mail on file. A change also sends an approval code to the current proven phone and e-mail (`approval`)',
  })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'VALIDATION_FAILED, INVALID_PHONE, INVALID_EMAIL, SAME_CONTACT',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'PHONE_TAKEN or EMAIL_TAKEN' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'DELIVERY_FAILED' })
  sendContactCode(
    @CurrentAuth() auth: AuthContext,
    @Body() body: ContactCodeRequestDto,
    @Req() req: Request,
    @IpRateEvent() ipEventId: string,
  ): Promise<ContactCodeResponseDto> {
    return this.contacts.sendCode(auth, body, clientOf(req), ipEventId);
  }

  @IpRateLimited('verify')
  @Post('contact/verify')
  @HttpCode(200)
  @ApiOkResponse({
    type: UserDto,
    description:
      'The phone or e-mail is changed; every other session ends, and the previous one (if proven) is sent a link that undoes the change for 7 days',
  })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `VALIDATION_FAILED, INVALID_PHONE, INVALID_EMAIL, APPROVAL_CODE_REQUIRED, ${CODE_ERRORS} (field approvalCode when about the approval code)`,
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'PHONE_TAKEN or EMAIL_TAKEN' })
  verifyContact(
    @CurrentAuth() auth: AuthContext,
    @Body() body: VerifyContactRequestDto,
    @Req() req: Request,
  ): Promise<UserDto> {
    return this.contacts.verify(auth, body, clientOf(req));
  }

  @Public()
  @IpRateLimited('verify')
  @Post('contact/undo')
  @HttpCode(200)
  @ApiOkResponse({
    type: UndoContactChangeResponseDto,
    description:
      'The previous phone or e-mail is back (proven); every session of the account ended, its codes and known browsers are void, and both contacts are told. Needs no session: the token is the proof. The caller’s session cookie is cleared',
  })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'VALIDATION_FAILED, UNDO_INVALID, UNDO_USED, UNDO_EXPIRED',
  })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'PHONE_TAKEN or EMAIL_TAKEN: another account has the previous one now',
  })
  async undoContactChange(
    @Body() body: UndoContactChangeRequestDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UndoContactChangeResponseDto> {
    const undone = await this.undos.undo(body.token);
    clearSessionCookie(res, this.config);
    return undone;
  }

  @IpRateLimited('send')
  @Post('delete-account/send-otp')
  @HttpCode(200)
  @ApiOkResponse({
    type: SendOtpResponseDto,
    description: 'Code sent to the phone and e-mail on file',
  })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'DELIVERY_FAILED' })
  sendDeleteAccountCode(
    @CurrentAuth() auth: AuthContext,
    @Req() req: Request,
    @IpRateEvent() ipEventId: string,
  ): Promise<SendOtpResponseDto> {
    return this.deletion.sendCode(auth, clientOf(req), ipEventId);
  }

  @IpRateLimited('verify')
  @Delete('account')
  @HttpCode(204)
  @ApiNoContentResponse({
    description:
      'The account and everything in it are deleted; every session ends, and the session cookie is cleared',
  })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: `VALIDATION_FAILED, ${CODE_ERRORS}`,
  })
  async deleteAccount(
    @CurrentAuth() auth: AuthContext,
    @Body() body: DeleteAccountRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.deletion.deleteAccount(auth, body.code, clientOf(req));
    clearSessionCookie(res, this.config);
  }
}
