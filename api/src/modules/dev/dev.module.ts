import { Module, type DynamicModule } from '@nestjs/common';
import { DevController } from './dev.controller';

@Module({})
export class DevModule {
  static register(authModule: DynamicModule): DynamicModule {
    return { module: DevModule, imports: [authModule], controllers: [DevController] };
  }
}
