import { Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG } from './config';
import type { AppConfig } from './config.types';

// Config is parsed once in main.ts and shared as a value; nothing reads process.env later.
@Module({})
export class ConfigModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
