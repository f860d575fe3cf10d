import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { AuthedRequest } from '../../common/guards/auth-context';
import { UploadLimits } from './upload-limits';

// A guard, not part of the handler: guards run before interceptors, so a caller over the limit
// is refused before multer reads (up to 10 MB of) the file. The service checks again, locked,
// when it stores the upload.
@Injectable()
export class UploadLimitsGuard implements CanActivate {
  constructor(private readonly limits: UploadLimits) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const auth = context.switchToHttp().getRequest<AuthedRequest>().auth;
    // The global session guard ran first; without a session it has already refused.
    if (auth === undefined) return true;
    await this.limits.enforce(auth.userId);
    return true;
  }
}
