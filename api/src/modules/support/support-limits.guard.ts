import {
  Injectable,
  type CanActivate,
  type ExecutionContext,
  type NestInterceptor,
  type CallHandler,
} from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';
import { AppError } from '../../common/errors/app-error';
import type { AuthedRequest } from '../../common/guards/auth-context';
import { fileTooLarge, MAX_UPLOAD_REQUEST_BYTES } from '../statements';
import { SupportService } from './support.service';

// A message to support may carry a statement (10 MB, read into memory): like a statement upload
// (UploadLimitsGuard), it is checked before multer reads the body. A user past the hourly or
// daily limit sends nothing to be read; a declared length over the largest statement is refused
// from the header; and each process reads at most READING_PER_PROCESS multipart bodies at once,
// one per user, so parallel requests cannot fill its memory. The service counts again, locked, when
// it stores the ticket.
const READING_PER_PROCESS = 4;

const busy = () =>
  new AppError(
    429,
    'TOO_MANY_TICKETS',
    'SikaLens is receiving many messages right now. Try again in a few seconds.',
    { 'Retry-After': '5' },
  );

type SupportRequest = AuthedRequest & { releaseSupportRead?: () => void };

@Injectable()
export class SupportLimitsGuard implements CanActivate {
  private readonly reading = new Set<string>();

  constructor(private readonly support: SupportService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SupportRequest>();
    const auth = req.auth;
    // The global session guard ran first; without a session it has already refused.
    if (auth === undefined) return true;
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_UPLOAD_REQUEST_BYTES) throw fileTooLarge();
    // A JSON message is small (the body parser's limit); only a multipart one may carry a file.
    const multipart = /^multipart\//i.test(String(req.headers['content-type'] ?? ''));
    if (!multipart) {
      await this.support.assertWithinLimits(auth.userId);
      return true;
    }
    if (this.reading.has(auth.userId) || this.reading.size >= READING_PER_PROCESS) throw busy();
    this.reading.add(auth.userId);
    try {
      await this.support.assertWithinLimits(auth.userId);
    } catch (error) {
      this.reading.delete(auth.userId);
      throw error;
    }
    req.releaseSupportRead = () => this.reading.delete(auth.userId);
    return true;
  }
}

// Frees the guard's place once the handler has finished with the body.
@Injectable()
export class SupportLimitsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<SupportRequest>();
    return next.handle().pipe(finalize(() => req.releaseSupportRead?.()));
  }
}
