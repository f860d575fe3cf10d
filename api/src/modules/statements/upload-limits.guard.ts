import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { AuthedRequest } from '../../common/guards/auth-context';
import { PlanLimits } from '../users';
import { fileTooLarge, MAX_UPLOAD_REQUEST_BYTES } from './statements.errors';
import { UploadLimits, UploadReads } from './upload-limits';

// A guard, not part of the handler: guards run before interceptors, so an upload over a limit is
// refused before multer reads (up to 10 MB of) the file, and its body is discarded unread. Issue
// 27: the read is reserved first, synchronously, so that 24 parallel uploads from one user cannot
// all pass the checks before any is stored: at most MAX_OPEN_UPLOADS of a user's files (stored and
// being read) and UPLOADS_READING_PER_PROCESS in all are in memory at once. A declared length over
// the largest statement is refused from the header, and a body not read within UPLOAD_READ_SECONDS
// is cut (a slow sender does not hold a read for minutes). The reservation ends when the handler
// has finished, not when the client goes (UploadLimitsInterceptor): a client that sends the whole
// file and hangs up must not free its place while the file is still being stored. The service
// checks again, locked, when it stores the upload.
const UPLOAD_READ_SECONDS = 120;

export type UploadReadRequest = AuthedRequest & { releaseUploadRead?: () => void };
@Injectable()
export class UploadLimitsGuard implements CanActivate {
  constructor(
    private readonly limits: UploadLimits,
    private readonly reads: UploadReads,
    private readonly plan: PlanLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<UploadReadRequest>();
    const auth = req.auth;
    // The global session guard ran first; without a session it has already refused.
    if (auth === undefined) return true;
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_UPLOAD_REQUEST_BYTES) throw fileTooLarge();
    const release = this.reads.reserve(auth.userId);
    try {
      await this.limits.enforce(auth.userId, this.reads.reading(auth.userId) - 1);
      // The free plan's allowance too, so a free user past it sends no file to be read for nothing.
      await this.plan.assertCanImportStatement(auth.userId);
    } catch (error) {
      release();
      throw error;
    }
    const deadline = setTimeout(() => {
      if (!req.complete) req.destroy(new Error('the statement was not sent in time'));
    }, UPLOAD_READ_SECONDS * 1000);
    deadline.unref();
    req.releaseUploadRead = () => {
      clearTimeout(deadline);
      release();
    };
    return true;
  }
}
