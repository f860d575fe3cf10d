import { Logger, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import { DevOutbox } from '../notifications';
import { DevController } from './dev.controller';

const request = (socket: string, ip: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: socket }, ip, headers }) as unknown as Request;

describe('DevController', () => {
  jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  const outbox = new DevOutbox();
  outbox.record({
    to: '233241234567',
    channel: 'sms',
    kind: 'code',
    code: '1234',
    subject: null,
    text: null,
    sentAt: new Date(0),
  });
  const controller = new DevController(outbox);

  it('lists codes for loopback clients', () => {
    expect(controller.getOutbox(request('127.0.0.1', '127.0.0.1'))).toHaveLength(1);
    expect(controller.getOutbox(request('::ffff:127.0.0.1', '::1'))).toHaveLength(1);
  });

  it('lists notifications beside codes, and one kind on request', () => {
    const local = new DevOutbox();
    const sent = new Date(1000);
    local.record({ ...outbox.list()[0]!, sentAt: sent });
    local.record({
      to: '233241234567',
      channel: 'sms',
      kind: 'notification',
      code: null,
      subject: null,
      text: 'SikaLens: you have spent ₵80.00 of your ₵100.00 Food budget for May 2026 (80%).',
      sentAt: sent,
    });
    const view = new DevController(local);
    const req = request('127.0.0.1', '127.0.0.1');
    expect(view.getOutbox(req).map((item) => item.kind)).toEqual(['notification', 'code']);
    expect(view.getOutbox(req, undefined, 'code')).toEqual([
      expect.objectContaining({ kind: 'code', code: '1234', text: null }),
    ]);
    expect(view.getOutbox(req, '0241234567', 'notification')).toEqual([
      expect.objectContaining({
        kind: 'notification',
        code: null,
        text: expect.stringContaining('Food') as string,
      }),
    ]);
    // An unknown kind filters nothing.
    expect(view.getOutbox(req, undefined, 'other')).toHaveLength(2);
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
