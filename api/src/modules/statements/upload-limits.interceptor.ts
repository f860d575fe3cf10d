import {
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { fileTooLarge } from './statements.errors';

// Multer stops reading at the size limit and Nest reports a generic 413; say it the spec's way.
@Injectable()
export class UploadLimitsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        throw error instanceof PayloadTooLargeException ? fileTooLarge() : error;
      }),
    );
  }
}
