import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config/config.types';

const ORDER: LogLevel[] = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'];

// JSON lines in production (one object per line for log shippers), readable text otherwise.
export function createLogger(config: Pick<AppConfig, 'nodeEnv' | 'logLevel'>): ConsoleLogger {
  const from = ORDER.indexOf(config.logLevel);
  return new ConsoleLogger({
    json: config.nodeEnv === 'production',
    colors: config.nodeEnv !== 'production' && process.stdout.isTTY === true,
    logLevels: ORDER.slice(from),
    prefix: 'SikaLens',
  });
}
