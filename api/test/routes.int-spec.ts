import { RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '../src/common/guards/public.decorator';
import { startTestApp, type TestApp } from './test-app';

// Route inventory: every handler either needs a session (the global guard) or says @Public().
const EXPECTED_PUBLIC = [
  'GET /dev/outbox',
  'GET /health',
  // The undo link's token is the proof (whoever changed the contact may hold every session).
  'POST /auth/contact/undo',
  'POST /auth/send-otp',
  'POST /auth/verify-otp',
  // Signed by the payment provider instead (checked in payments.int-spec.ts).
  'POST /payments/webhook',
];

describe('route inventory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('marks only the intended routes public and guards the rest', async () => {
    const discovery = new DiscoveryService(t.app.get(ModulesContainer));
    const scanner = new MetadataScanner();
    const reflector = t.app.get(Reflector);
    const routes: { route: string; isPublic: boolean }[] = [];
    for (const wrapper of discovery.getControllers()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (instance === undefined || wrapper.metatype === null) continue;
      const base = String(Reflect.getMetadata('path', wrapper.metatype) ?? '');
      for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object)) {
        const handler = instance[name] as (...args: unknown[]) => unknown;
        const path = Reflect.getMetadata('path', handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata('method', handler) as number];
        const isPublic =
          reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [
            handler,
            wrapper.metatype,
          ]) === true;
        routes.push({
          route: `${method} /${base}${path === '/' ? '' : `/${path}`}`.replace(/\/+/g, '/'),
          isPublic,
        });
      }
    }
    expect(routes.length).toBeGreaterThanOrEqual(7);
    expect(
      routes
        .filter((r) => r.isPublic)
        .map((r) => r.route)
        .sort(),
    ).toEqual(EXPECTED_PUBLIC);

    // And the guard really runs: every non-public route refuses a request without a token.
    for (const { route } of routes.filter((r) => !r.isPublic)) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await t.http()[method.toLowerCase() as 'get' | 'post'](`/api${path}`).expect(401);
      expect((res.body as { code: string }).code).toBe('UNAUTHORIZED');
    }
  });
});
