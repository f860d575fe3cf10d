import {
  applyDecorators,
  createParamDecorator,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { clientOf, networkOf } from '../../common/web/client-info';
import type { RateEventKind } from './auth-rate-event.entity';
import { deviceBucket, deviceHash, deviceIdOf, KnownDevicesService } from './known-devices.service';
import { RateLimitService, UNKNOWN_IP } from './rate-limit.service';

type IpLimitedKind = Extract<RateEventKind, 'send' | 'verify'>;
type IpCountedRequest = Request & { ipRateEventId?: string };

const IP_LIMIT = 'sikalens:ipLimit';
const TEN_MINUTES = 600;

/**
 * Counts the request against its IP's limit for this kind before anything else looks at it: a guard
 * runs before the validation pipe, so a flood of invalid bodies is throttled like valid ones.
 */
export const IpRateLimited = (kind: IpLimitedKind) =>
  applyDecorators(SetMetadata(IP_LIMIT, kind), UseGuards(IpRateLimitGuard));

/** The auth_rate_events id the guard recorded for this request, for the service to assign. */
export const IpRateEvent = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => {
  const id = ctx.switchToHttp().getRequest<IpCountedRequest>().ipRateEventId;
  // Only a handler without @IpRateLimited can get here without one.
  if (id === undefined) throw new Error('IpRateEvent used on a route that is not IpRateLimited');
  return id;
});

@Injectable()
class IpRateLimitGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
    private readonly rateLimits: RateLimitService,
    private readonly devices: KnownDevicesService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const kind = this.reflector.get<IpLimitedKind | undefined>(IP_LIMIT, context.getHandler());
    if (kind === undefined) return true;
    const req = context.switchToHttp().getRequest<IpCountedRequest>();
    const { limit, what } = this.limitFor(kind);
    // Counted by network (an IPv6 client by its /64). Verify calls from a browser some account
    // knows are counted by that browser instead, so a stranger's requests from the owner's network
    // (a shared mobile gateway) do not hold the owner back; wrong codes from it still count against
    // the network unless the account they are for knows it (OtpChallengesService). Sends are always
    // counted by network: a device cookie must not buy a fresh allowance of texts.
    const deviceId = kind === 'verify' ? deviceIdOf(req, this.config) : null;
    const source = (await this.devices.isKnownToAnyone(deviceId))
      ? deviceBucket(deviceHash(deviceId ?? ''))
      : (networkOf(clientOf(req).ip) ?? UNKNOWN_IP);
    req.ipRateEventId = await this.rateLimits.takeIp(kind, source, limit, TEN_MINUTES, what);
    return true;
  }

  private limitFor(kind: IpLimitedKind): { limit: number; what: string } {
    switch (kind) {
      case 'send':
        return {
          limit: this.config.otp.sendsPerIpPer10Min,
          what: 'Too many code requests from this network',
        };
      case 'verify':
        return {
          limit: this.config.otp.verifiesPerIpPer10Min,
          what: 'Too many verification attempts from this network',
        };
    }
  }
}
