import { Logger, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import { DevOutbox } from '../auth/delivery/dev-outbox';
import { DevController } from './dev.controller';

const request = (socket: string, ip: string) =>
  ({ socket: { remoteAddress: socket }, ip }) as unknown as Request;

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
});
