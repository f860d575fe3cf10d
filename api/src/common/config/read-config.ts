import { ConfigError, loadConfig } from './config';
import type { AppConfig } from './config.types';

// Entry points (API, worker) stop with a message naming the bad variable.
export function readConfigOrExit(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
