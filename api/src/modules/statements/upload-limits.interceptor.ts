import {
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { catchError, finalize, type Observable } from 'rxjs';
import { fileTooLarge } from './statements.errors';
import type { UploadReadRequest } from './upload-limits.guard';

// Multer stops reading at the size limit and Nest reports a generic 413; say it the spec's way.
// Also ends the guard's reservation of a read once the whole request is handled.
@Injectable()
export class UploadLimitsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<UploadReadRequest>();
    return next.handle().pipe(
      catchError((error: unknown) => {
        throw error instanceof PayloadTooLargeException ? fileTooLarge() : error;
      }),
      // The file was read and stored (or refused): its place is free (UploadLimitsGuard).
      finalize(() => req.releaseUploadRead?.()),
    );
  }
}
