import { loggedPath } from './request-logger';

describe('loggedPath', () => {
  it('logs the route pattern, not the number or name in the path', () => {
    expect(
      loggedPath({
        originalUrl: '/api/insights/recipients/0244123456?period=latest',
        route: { path: '/api/insights/recipients/:number' },
      }),
    ).toBe('/api/insights/recipients/:number');
  });

  it('masks what may be personal in a path no route took', () => {
    const cases: [string, string][] = [
      ['/api/insights/recipients/0244123456', '/api/insights/recipients/:masked'],
      ['/api/x/233244123456/y', '/api/x/:masked/y'],
      ['/api/users/kofi@example.com', '/api/users/:masked'],
      ['/api/recipients/KWAME%20MENSAH', '/api/recipients/:masked'],
      ['/api/recipients/+233244123456', '/api/recipients/:masked'],
      ['/dashboard?phone=0244123456', '/dashboard'],
      [
        '/api/uploads/3f2c9a10-5b7e-4d1a-9c3e-2a1b0c9d8e7f',
        '/api/uploads/3f2c9a10-5b7e-4d1a-9c3e-2a1b0c9d8e7f',
      ],
    ];
    for (const [url, logged] of cases) expect(loggedPath({ originalUrl: url })).toBe(logged);
  });

  it('never lets a random Ghana number through, in any written form', () => {
    for (let i = 0; i < 200; i++) {
      const local = `2${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      for (const form of [
        `0${local}`,
        `233${local}`,
        `+233${local}`,
        `0${local.slice(0, 2)} ${local.slice(2)}`,
      ]) {
        const logged = loggedPath({
          originalUrl: `/api/anything/${encodeURIComponent(form)}/more`,
        });
        expect(logged).not.toContain(local.slice(-6));
      }
    }
  });
});
