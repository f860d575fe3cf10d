import { Logger } from '@nestjs/common';
import type { StreamableHandlerResponse } from '@nestjs/common/file-stream/interfaces/streamable-handler-response.interface';

const logger = new Logger('Downloads');

/**
 * StreamableFile's error handler for a download whose body is being streamed (an export ended by
 * its time limit, a stalled reader, a database error): the connection is cut, so the client sees
 * a failed download. Nest's default ends the response normally, which makes a truncated file look
 * complete. Before any byte went out, the usual error answer still applies.
 */
export function abortDownload(error: Error, res: StreamableHandlerResponse): void {
  logger.warn(`download cut short: ${error.message}`);
  if (res.destroyed) return;
  if (res.headersSent) {
    if (res.destroy) res.destroy(error);
    else res.end();
    return;
  }
  res.statusCode = 500;
  res.send('The download failed. Please try again.');
}
