import { InvalidWebhookSignature } from '../provider/payment-provider';
import { PaystackProvider, paystackSignature } from './paystack-provider';

// Webhook events as Paystack documents them (PaystackOSS/doc-code-snippets,
// dist/doc/payments/webhooks/events.js and refunds/events.js), cut to what identifies them.
const SECRET = 'sk_test_provider_spec';
const provider = new PaystackProvider({
  secretKey: SECRET,
  baseUrl: 'http://127.0.0.1:9',
  channels: ['card'],
  customerEmailDomain: 'customers.example.com',
  sandbox: null,
});

const signed = (event: object | string) => {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  return provider.constructEvent(Buffer.from(body), {
    'x-paystack-signature': paystackSignature(body, SECRET),
  });
};

const dispute = (event: string, id: unknown = 358950) => ({
  event,
  data: {
    id,
    refund_amount: 5800,
    currency: 'NGN',
    status: event === 'charge.dispute.resolve' ? 'resolved' : 'awaiting-merchant-feedback',
    resolution: event === 'charge.dispute.resolve' ? 'auto-accepted' : null,
    transaction: { id: 896467688, status: 'success', reference: 'v3mjfgbnc19v97x', amount: 5800 },
    transaction_reference: null,
    category: 'chargeback',
  },
});

describe('PaystackProvider.constructEvent', () => {
  it('names the payment a charge, a processed refund or a dispute is about', () => {
    expect(
      signed({ event: 'charge.success', data: { id: 302961, reference: 'qTPrJoy9Bx' } }),
    ).toEqual({ type: 'payment.succeeded', reference: 'qTPrJoy9Bx' });
    // Paystack's sample sends the amount as a string and no refund id.
    expect(
      signed({
        event: 'refund.processed',
        data: {
          status: 'processed',
          transaction_reference: 'T2154954_412829_3be32076_6lcg3',
          refund_reference: '132013318360',
          amount: '5000',
          currency: 'NGN',
        },
      }),
    ).toEqual({ type: 'payment.refunded', reference: 'T2154954_412829_3be32076_6lcg3' });
    for (const name of [
      'charge.dispute.create',
      'charge.dispute.remind',
      'charge.dispute.resolve',
    ]) {
      expect(signed(dispute(name))).toEqual({
        type: 'payment.disputed',
        reference: 'v3mjfgbnc19v97x',
        disputeId: '358950',
      });
    }
    expect(signed(dispute('charge.dispute.create', '42'))).toMatchObject({ disputeId: '42' });
  });

  it('ignores what it does not act on, or cannot read', () => {
    for (const event of [
      { event: 'refund.pending', data: { status: 'pending', transaction_reference: 'T1' } },
      { event: 'refund.failed', data: { status: 'failed', transaction_reference: 'T1' } },
      { event: 'subscription.create', data: { subscription_code: 'SUB_1' } },
      { event: 'charge.success', data: { reference: 42 } },
      { event: 'charge.success' },
      dispute('charge.dispute.create', null),
      dispute('charge.dispute.create', '1; DROP'),
    ]) {
      expect(signed(event)).toEqual({ type: 'other' });
    }
    expect(signed('not json')).toEqual({ type: 'other' });
    expect(signed('[1,2]')).toEqual({ type: 'other' });
  });

  it('refuses an event not signed with the secret key', () => {
    const body = JSON.stringify({
      event: 'refund.processed',
      data: { transaction_reference: 'T1' },
    });
    for (const signature of [
      undefined,
      '',
      '0'.repeat(128),
      paystackSignature(body, 'sk_test_someone_else'),
      paystackSignature(`${body} `, SECRET),
    ]) {
      expect(() =>
        provider.constructEvent(Buffer.from(body), { 'x-paystack-signature': signature }),
      ).toThrow(InvalidWebhookSignature);
    }
  });
});
