import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { parseConfig } from './common/config/config';
import { API_PREFIX } from './create-app';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export async function buildOpenApiDocument(): Promise<OpenAPIObject> {
  // A fixed config, never the caller's environment, so the document is the same everywhere.
  const config = parseConfig({
    NODE_ENV: 'development',
    OTP_PEPPER: 'openapi-'.repeat(4),
    SMTP_HOST: 'localhost',
  });
  // Preview mode builds the module graph without instantiating providers: no database needed.
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, { databaseUrl: 'postgres://unused@localhost/unused' }),
    { preview: true, logger: false },
  );
  app.setGlobalPrefix(API_PREFIX);
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('SikaLens API')
      .setDescription(
        'Spending tracker for MTN MoMo users in Ghana. Errors are { "error": string, "code": string }.',
      )
      .setVersion('0.1.0')
      .addBearerAuth({
        type: 'http',
        scheme: 'bearer',
        description: 'Session token from POST /api/auth/verify-otp',
      })
      .build(),
    { operationIdFactory: (_controller, method) => method },
  );
  await app.close();
  return document;
}

async function main(): Promise<void> {
  const document = await buildOpenApiDocument();
  const file = join(__dirname, '..', 'openapi.json');
  writeFileSync(file, `${JSON.stringify(sortKeys(document), null, 2)}\n`);
  process.stdout.write(`Wrote ${file}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
