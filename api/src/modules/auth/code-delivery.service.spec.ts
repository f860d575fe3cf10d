import { parseConfig } from '../../common/config/config';
import type { OtpPurpose } from './otp-challenge.entity';
import { CodeDeliveryService, codeMessage, type Recipient } from './code-delivery.service';
import { MailSender, SmsSender } from '../../common/messaging/senders';

class FakeMail extends MailSender {
  constructor(readonly kind: 'real' | 'local') {
    super();
  }
  send(): Promise<void> {
    return Promise.resolve();
  }
}
class FakeSms extends SmsSender {
  constructor(readonly kind: 'real' | 'local') {
    super();
  }
  send(): Promise<void> {
    return Promise.resolve();
  }
}

const config = parseConfig({ NODE_ENV: 'test', OTP_PEPPER: 'p'.repeat(32) });
const recipient = { phone: '233201234567', email: 'kofi@example.com' };
const both: Recipient = recipient;
const phoneOnly: Recipient = { phone: recipient.phone, email: null };
const emailOnly: Recipient = { phone: null, email: recipient.email };

describe('CodeDeliveryService.route', () => {
  const setups = {
    'real SMS and e-mail': new CodeDeliveryService(
      config,
      new FakeMail('real'),
      new FakeSms('real'),
    ),
    'the dev outbox': new CodeDeliveryService(config, new FakeMail('local'), new FakeSms('local')),
    'e-mail only': new CodeDeliveryService(config, new FakeMail('real'), null),
  };

  it.each<[keyof typeof setups, OtpPurpose, Recipient]>([
    ['real SMS and e-mail', 'login', both],
    ['real SMS and e-mail', 'delete_account', both],
    ['real SMS and e-mail', 'register', phoneOnly],
    // A new phone is proven by SMS only; a new e-mail by that e-mail only.
    ['real SMS and e-mail', 'change_phone', phoneOnly],
    ['real SMS and e-mail', 'change_email', emailOnly],
    ['the dev outbox', 'register', both],
    ['the dev outbox', 'change_phone', phoneOnly],
    ['the dev outbox', 'change_email', emailOnly],
    // No phone can be proven: the e-mail on file (the account holder) takes a phone change's code.
    ['e-mail only', 'change_phone', emailOnly],
    ['e-mail only', 'change_email', emailOnly],
    ['e-mail only', 'delete_account', emailOnly],
  ])('with %s, a %s code goes to %j', (setup, purpose, expected) => {
    expect(setups[setup].route(purpose, recipient)).toEqual(expected);
  });

  it('says what a code is for', () => {
    expect(codeMessage('1234', 10)).toBe(
      'Your SikaLens code is 1234. It expires in 10 minutes. Never share it.',
    );
    expect(codeMessage('1234', 10, 'delete_account')).toBe(
      'Your SikaLens code to delete your account is 1234. It expires in 10 minutes. Never share it.',
    );
    expect(codeMessage('1234', 10, 'change_phone')).toContain('to confirm your new phone number');
    // The approval code goes to the current contacts: its owner may not have asked for it.
    expect(codeMessage('123456', 10, 'approve_email')).toBe(
      "Your SikaLens code to approve a new e-mail address is 123456. It expires in 10 minutes. Never share it. If you did not ask for this, someone may be signed in to your account: don't share the code, and sign out the sessions you do not recognise in Settings > Security.",
    );
  });
});
