import { Logger, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import { DevOutbox } from '../auth/delivery/dev-outbox';
import { DevController } from './dev.controller';

const request = (socket: string, ip: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: socket }, ip, headers }) as unknown as Request;

describe('DevController', () => {
  jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  const outbox = new DevOutbox();
  outbox.record({ to: '233241234567', channel: 'sms', code: '1234', sentAt: new Date(0) });
  const controller = new DevController(outbox);

  it('lists codes for loopback clients', () => {
    expect(controller.getOutbox(request('127.0.0.1', '127.0.0.1'))).toHaveLength(1);
    expect(controller.getOutbox(request('::ffff:127.0.0.1', '::1'))).toHaveLength(1);
  });

  it('hides the outbox from remote sockets, even when X-Forwarded-For claims loopback', () => {
    expect(() => controller.getOutbox(request('203.0.113.9', '127.0.0.1'))).toThrow(
      NotFoundException,
    );
    expect(() => controller.getOutbox(request('10.0.0.5', '10.0.0.5'))).toThrow(NotFoundException);
  });

  it('hides the outbox from remote clients behind a local proxy', () => {
    expect(() => controller.getOutbox(request('127.0.0.1', '41.66.0.1'))).toThrow(
      NotFoundException,
    );
  });

  // Without TRUST_PROXY, req.ip is the proxy's loopback socket: only the headers tell.
  it.each([
    ['Forwarded', 'for=41.66.0.1'],
    ['X-Forwarded-For', '127.0.0.1'],
    ['X-Forwarded-Host', 'sikalens.example'],
    ['X-Forwarded-Proto', 'https'],
    ['X-Real-IP', '41.66.0.1'],
    ['Via', '1.1 nginx'],
    ['Via', ''],
  ])('hides the outbox from a loopback caller sending %s: %j', (name, value) => {
    const req = request('127.0.0.1', '127.0.0.1', { [name.toLowerCase()]: value });
    expect(() => controller.getOutbox(req)).toThrow(NotFoundException);
  });
});
