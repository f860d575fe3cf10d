import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
// eslint's JSON Schema validator (Ajv 6, draft-07, with OpenAPI 3.0's `nullable`): no schema
// validator is a direct dependency of the workspace.
import Ajv from 'ajv';
import {
  PaystackProvider,
  paystackSignature,
} from '../src/modules/billing/paystack/paystack-provider';
import {
  PAYSTACK_LIVE_MODE_RETRY_DELAYS_MS,
  PAYSTACK_TEST_MODE_RETRY_DELAYS_MS,
  startPaystackSandbox,
  type PaystackSandbox,
} from '../src/modules/billing/paystack/paystack-sandbox';

// The local Paystack sandbox speaks Paystack's protocol: its answers and events are validated
// against Paystack's published OpenAPI description (the vendored part in test/paystack-openapi/,
// provenance in its README), and the billing adapter reads them as it reads Paystack's.

type Answer = { $ref?: string; content?: { 'application/json'?: { schema?: { $ref?: string } } } };
type Doc = {
  info: { 'x-vendored-from': { commit: string } };
  paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
  components: { responses: Record<string, Answer> };
};

const doc = JSON.parse(
  readFileSync(join(__dirname, 'paystack-openapi', 'paystack-openapi.subset.json'), 'utf8'),
) as Doc;
const ajv = new Ajv({ nullable: true, allErrors: true, validateSchema: false });
ajv.addSchema(doc, 'paystack');

// The schema of an operation's answer with this status, as the description gives it (inline or
// one of its shared responses).
function answerSchema(path: string, method: string, status: number) {
  let answer = doc.paths[path]?.[method]?.responses[String(status)];
  const shared = /^#\/components\/responses\/(\w+)$/.exec(answer?.$ref ?? '')?.[1];
  if (shared !== undefined) answer = doc.components.responses[shared];
  const ref = answer?.content?.['application/json']?.schema?.$ref;
  const validate = ref === undefined ? undefined : ajv.getSchema(`paystack${ref}`);
  if (!validate) throw new Error(`no schema for ${method} ${path} ${status}`);
  return validate;
}

// A schema of the description by its pointer, e.g. #/components/schemas/VerifyResponse/properties/data.
function schema(pointer: string) {
  const validate = ajv.getSchema(`paystack${pointer}`);
  if (!validate) throw new Error(`no schema ${pointer}`);
  return validate;
}

function problems(validate: Ajv.ValidateFunction, body: unknown): string[] {
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.dataPath} ${e.message}`);
}

describe('the Paystack sandbox against Paystack’s OpenAPI description', () => {
  let sandbox: PaystackSandbox;
  let receiver: Server;
  // What the webhook receiver got, and how it answers the next events about a reference (then 200).
  const received: { body: string; signature: string; at: number }[] = [];
  const answers = new Map<string, number[]>();
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;

  const call = async (method: string, path: string, body?: object | string, key = secretKey) => {
    const form = typeof body === 'string';
    const res = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  // Answered as Paystack's description says this operation answers with this status.
  const valid = async (
    method: string,
    template: string,
    path: string,
    body?: object | string,
    key?: string,
  ) => {
    const res = await call(method, path, body, key);
    expect(problems(answerSchema(template, method.toLowerCase(), res.status), res.json)).toEqual(
      [],
    );
    return res;
  };

  const initialize = async (fields: object = {}) => {
    const res = await valid('POST', '/transaction/initialize', '/transaction/initialize', {
      email: `payer${randomInt(1e6)}@example.com`,
      amount: 100 * randomInt(1, 2_000),
      ...fields,
    });
    expect(res.status).toBe(200);
    return res.json.data as { reference: string; authorization_url: string };
  };

  const verify = async (reference: string) => {
    const res = await valid(
      'GET',
      '/transaction/verify/{reference}',
      `/transaction/verify/${reference}`,
    );
    expect(res.status).toBe(200);
    return res.json.data as Record<string, unknown>;
  };

  const pay = async (authorizationUrl: string, outcome: string, momo = '0551234987') => {
    const res = await fetch(`${authorizationUrl}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ outcome, momo }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
  };

  type Event = { event: string; data: Record<string, unknown> };
  const referenceOf = ({ data }: Event) => {
    const inner = data.transaction as { reference?: unknown } | undefined;
    const reference = data.reference ?? data.transaction_reference ?? inner?.reference;
    return typeof reference === 'string' ? reference : null;
  };
  // The deliveries of one event (about one reference), in the order they came.
  const events = (name: string, reference?: string) =>
    received
      .map((delivery) => ({ ...delivery, event: JSON.parse(delivery.body) as Event }))
      .filter(
        (delivery) =>
          delivery.event.event === name &&
          (reference === undefined || referenceOf(delivery.event) === reference),
      );

  const waitFor = async (check: () => boolean, what: string) => {
    for (let i = 0; !check(); i += 1) {
      if (i > 200) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    receiver = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        received.push({
          body,
          signature: String(req.headers['x-paystack-signature']),
          at: Date.now(),
        });
        res.statusCode = answers.get(referenceOf(JSON.parse(body) as Event) ?? '')?.shift() ?? 200;
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    sandbox = await startPaystackSandbox({
      secretKey,
      momoDelayMs: 100,
      refundDelayMs: 50,
      webhookRetryDelaysMs: [100, 300],
      webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
    });
  });
  afterAll(async () => {
    await sandbox.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
    sandbox.setCustomerPaysFees(false);
  });

  it('vendors the description with its provenance', () => {
    const readme = readFileSync(join(__dirname, 'paystack-openapi', 'README.md'), 'utf8');
    expect(readme).toContain(doc.info['x-vendored-from'].commit);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/dispute/{id}',
      '/refund',
      '/refund/{id}',
      '/transaction/initialize',
      '/transaction/verify/{reference}',
    ]);
  });

  it('rejects what the description does not allow (the check can fail)', async () => {
    const { reference } = await initialize();
    const answer = (await call('GET', `/transaction/verify/${reference}`)).json as {
      data: Record<string, unknown>;
    };
    const verifyAnswer = answerSchema('/transaction/verify/{reference}', 'get', 200);
    expect(problems(verifyAnswer, answer)).toEqual([]);
    expect(problems(verifyAnswer, { ...answer, data: { ...answer.data, channel: null } })).toEqual([
      '.data.channel should be string',
    ]);
    const customer = { ...(answer.data.customer as Record<string, unknown>) };
    delete customer.customer_code;
    expect(problems(verifyAnswer, { ...answer, data: { ...answer.data, customer } })).toEqual([
      ".data.customer should have required property 'customer_code'",
    ]);
  });

  it('initializes with or without a reference, metadata as an object or a string, JSON or form', async () => {
    const generated = await initialize();
    expect(generated.reference).toMatch(/^[a-z0-9]{15}$/);
    expect(await verify(generated.reference)).toMatchObject({
      reference: generated.reference,
      status: 'abandoned',
      metadata: '',
    });

    const object = { plan: 'pro-3-months', n: randomInt(1e6), custom_fields: [] };
    const withObject = await initialize({ reference: `ref-${randomInt(1e9)}`, metadata: object });
    expect((await verify(withObject.reference)).metadata).toEqual(object);
    const text = JSON.stringify({ plan: 'pro-1-month' });
    const withText = await initialize({ metadata: text });
    expect((await verify(withText.reference)).metadata).toBe(text);

    const form = new URLSearchParams({
      email: 'form@example.com',
      amount: '2500',
      currency: 'GHS',
      'channels[]': 'mobile_money',
    });
    const viaForm = await valid(
      'POST',
      '/transaction/initialize',
      '/transaction/initialize',
      form.toString(),
    );
    const reference = (viaForm.json.data as { reference: string }).reference;
    expect(sandbox.transaction(reference)).toMatchObject({
      amount: 2500,
      channels: ['mobile_money'],
    });

    // Refused as Paystack refuses, in its error shapes.
    const refused = [
      { email: 'not-an-email', amount: 2500 },
      { email: 'a@example.com', amount: 0 },
      { email: 'a@example.com', amount: 2500, currency: 'EUR' },
      { email: 'a@example.com', amount: 2500, reference: withText.reference },
      { email: 'a@example.com', amount: 2500, channels: ['carrier_pigeon'] },
    ];
    for (const body of refused) {
      const res = await valid('POST', '/transaction/initialize', '/transaction/initialize', body);
      expect(res).toMatchObject({ status: 400, json: { status: false } });
    }
    const wrongKey = await valid(
      'POST',
      '/transaction/initialize',
      '/transaction/initialize',
      { email: 'a@example.com', amount: 2500 },
      'sk_test_wrong',
    );
    expect(wrongKey.status).toBe(401);
    const unknown = await valid(
      'GET',
      '/transaction/verify/{reference}',
      '/transaction/verify/nothing-here',
    );
    expect(unknown).toMatchObject({ status: 404, json: { status: false } });
  });

  it('reports the documented transaction object in every state, on verify and in charge.success', async () => {
    const card = await initialize({ amount: 6000 });
    await fetch(card.authorization_url);
    await pay(card.authorization_url, 'success');
    const paid = await verify(card.reference);
    expect(paid).toMatchObject({
      status: 'success',
      channel: 'card',
      gateway_response: 'Approved',
      amount: 6000,
      requested_amount: 6000,
      fees: 117,
      authorization: { channel: 'card', last4: '4081', reusable: true },
      customer: { email: expect.stringContaining('@example.com') as string },
    });
    expect(String((paid.authorization as Record<string, unknown>).authorization_code)).toMatch(
      /^AUTH_/,
    );
    expect(String((paid.customer as Record<string, unknown>).customer_code)).toMatch(/^CUS_/);
    expect(typeof paid.ip_address).toBe('string');
    expect((paid.log as { history: { message: string }[] }).history.map((h) => h.message)).toEqual([
      'Opened the checkout',
      'Attempted to pay with card',
      'Successfully paid with card',
    ]);

    // Its event: signed over the raw body, its data the transaction object.
    await waitFor(() => events('charge.success', card.reference).length === 1, 'charge.success');
    const [event] = events('charge.success', card.reference);
    expect(event!.signature).toBe(paystackSignature(event!.body, secretKey));
    expect(
      problems(schema('#/components/schemas/VerifyResponse/properties/data'), event!.event.data),
    ).toEqual([]);
    expect(event!.event.data).toEqual(paid);

    const declined = await initialize();
    await pay(declined.authorization_url, 'decline');
    expect(await verify(declined.reference)).toMatchObject({
      status: 'failed',
      channel: 'card',
      gateway_response: 'Declined',
    });

    const momo = await initialize({ channels: ['mobile_money'] });
    await pay(momo.authorization_url, 'momo');
    expect(await verify(momo.reference)).toMatchObject({
      status: 'ongoing',
      channel: 'mobile_money',
    });
    await waitFor(() => sandbox.transaction(momo.reference)?.status === 'success', 'mobile money');
    expect(await verify(momo.reference)).toMatchObject({
      status: 'success',
      authorization: { channel: 'mobile_money', last4: '4987' },
    });
  });

  it('charges the fee to the payer when the merchant passes it on: amount above requested_amount', async () => {
    sandbox.setCustomerPaysFees(true);
    const price = 100 * randomInt(1, 2_000);
    const { reference, authorization_url: url } = await initialize({ amount: price });
    await pay(url, 'success');
    const paid = await verify(reference);
    expect(paid.requested_amount).toBe(price);
    expect(paid.amount).toBe(price + Math.round(price * 0.0195));
    expect(paid.fees).toBe(Math.round(price * 0.0195));
  });

  it('refunds as Paystack documents: POST /refund, the list, the refund, its events, a reversed transaction', async () => {
    const { reference, authorization_url: url } = await initialize({ amount: 10_500 });
    await pay(url, 'success');
    const part = randomInt(1, 10_500);

    const created = await valid('POST', '/refund', '/refund', {
      transaction: reference,
      amount: part,
    });
    expect(created.json).toMatchObject({ status: true, data: { status: 'pending', amount: part } });
    const refundId = (created.json.data as { id: number }).id;
    await waitFor(() => events('refund.processed', reference).length === 1, 'refund.processed');
    expect(events('refund.pending', reference).length).toBe(1);
    expect(events('refund.processed', reference)[0]!.event.data).toMatchObject({
      status: 'processed',
      transaction_reference: reference,
      amount: String(part),
      currency: 'GHS',
    });
    // A partial refund leaves the transaction successful here; the rest of it reverses it.
    expect((await verify(reference)).status).toBe('success');
    const fetched = await valid('GET', '/refund/{id}', `/refund/${refundId}`);
    expect(fetched.json.data).toMatchObject({
      status: 'processed',
      transaction_reference: reference,
      refund_type: 'partial',
    });
    await valid('POST', '/refund', '/refund', { transaction: reference });
    await waitFor(() => events('refund.processed', reference).length === 2, 'the second refund');
    expect((await verify(reference)).status).toBe('reversed');

    const list = await valid(
      'GET',
      '/refund',
      `/refund?perPage=1&page=2&from=${new Date(Date.now() - 60_000).toISOString()}`,
    );
    expect(list.json).toMatchObject({ meta: { perPage: '1', page: 2, skipped: 1 } });
    expect((list.json.data as { amount: number }[]).map((r) => r.amount)).toEqual([part]);
    const future = await valid(
      'GET',
      '/refund',
      `/refund?from=${new Date(Date.now() + 60_000).toISOString()}`,
    );
    expect(future.json.data).toEqual([]);

    expect((await call('POST', '/refund', { transaction: reference })).status).toBe(400);
    expect((await call('POST', '/refund', { transaction: 'nothing-here' })).status).toBe(404);
    const missing = await valid('GET', '/refund/{id}', '/refund/999999');
    expect(missing.status).toBe(404);
  });

  it('opens and settles disputes (a dev-only trigger), fetched and sent as Paystack documents them', async () => {
    const { reference, authorization_url: url } = await initialize({
      amount: 2500,
      metadata: { plan: 'pro-1-month', custom_fields: [] },
    });
    await pay(url, 'success');
    const opened = await call('POST', '/_sandbox/disputes', { transaction: reference });
    const id = (opened.json.data as { id: number }).id;
    const open = await valid('GET', '/dispute/{id}', `/dispute/${id}`);
    expect(open.json.data).toMatchObject({
      status: 'awaiting-merchant-feedback',
      resolution: null,
      category: 'chargeback',
      transaction: { reference },
    });
    await call('POST', `/_sandbox/disputes/${id}/resolve`, { resolution: 'auto-accepted' });
    const resolved = await valid('GET', '/dispute/{id}', `/dispute/${id}`);
    expect(resolved.json.data).toMatchObject({ status: 'resolved', resolution: 'auto-accepted' });
    expect((await verify(reference)).status).toBe('reversed');

    await waitFor(() => events('charge.dispute.resolve', reference).length === 1, 'the events');
    const dispute = schema('#/components/schemas/DisputeFetchResponse/properties/data');
    for (const name of ['charge.dispute.create', 'charge.dispute.resolve']) {
      const [event] = events(name, reference);
      expect(problems(dispute, event!.event.data)).toEqual([]);
    }
    expect((await valid('GET', '/dispute/{id}', '/dispute/999999')).status).toBe(404);
  });

  it('is read by the billing adapter as it reads Paystack', async () => {
    const provider = new PaystackProvider({
      secretKey,
      baseUrl: sandbox.url,
      channels: ['card', 'mobile_money'],
      customerEmailDomain: 'customers.example.com',
      sandbox: null,
    });
    sandbox.setCustomerPaysFees(randomInt(2) === 1);
    const reference = `pro-${randomBytes(8).toString('hex')}`;
    const checkout = await provider.createCheckout({
      reference,
      amountMinor: 6000,
      currency: 'GHS',
      email: 'kofi@example.com',
      callbackUrl: 'http://localhost:3000/payment-success',
      metadata: { plan: 'pro-3-months', payment: reference },
    });
    await pay(checkout.url, 'success');
    const payment = await provider.retrieve(reference);
    expect(payment).toMatchObject({ reference, status: 'success', amountMinor: 6000 });
    expect(payment!.chargedMinor).toBe(sandbox.transaction(reference)!.amount);
    expect(await provider.listRefunds(payment!)).toEqual([]);

    await call('POST', '/refund', { transaction: reference, amount: 1000 });
    await waitFor(() => sandbox.refunds(reference)[0]?.status === 'processed', 'the refund');
    expect(await provider.listRefunds(payment!)).toEqual([{ amountMinor: 1000, currency: 'GHS' }]);

    const opened = await call('POST', '/_sandbox/disputes', { transaction: reference });
    const id = String((opened.json.data as { id: number }).id);
    // The app's own metadata (with custom_fields) fits the dispute's transaction schema.
    await valid('GET', '/dispute/{id}', `/dispute/${id}`);
    expect(await provider.retrieveDispute(id)).toEqual({
      id,
      reference,
      status: 'open',
      amountMinor: sandbox.transaction(reference)!.amount,
      currency: 'GHS',
    });
    await call('POST', `/_sandbox/disputes/${id}/resolve`, { resolution: 'declined' });
    expect(await provider.retrieveDispute(id)).toMatchObject({ status: 'won' });
    expect(await provider.retrieveDispute('999999')).toBeNull();
    expect(await provider.retrieve('nothing-here')).toBeNull();
  });

  it('retries a webhook on Paystack’s schedule until it is answered 200', async () => {
    // https://paystack.com/docs/payments/webhooks/: test mode hourly for 10 hours; live every 3
    // minutes for the first 4 tries, then hourly for 72 hours.
    expect(PAYSTACK_TEST_MODE_RETRY_DELAYS_MS).toEqual(Array(10).fill(3_600_000));
    expect(PAYSTACK_LIVE_MODE_RETRY_DELAYS_MS.slice(0, 3)).toEqual([180_000, 180_000, 180_000]);
    expect(PAYSTACK_LIVE_MODE_RETRY_DELAYS_MS.slice(3)).toEqual(Array(72).fill(3_600_000));

    // Shortened here to 100 ms, then 300 ms, then no more.
    const first = await initialize();
    answers.set(first.reference, [500, 503]);
    await pay(first.authorization_url, 'success');
    await waitFor(() => events('charge.success', first.reference).length === 3, 'three attempts');
    const [a, b, c] = events('charge.success', first.reference).map((delivery) => delivery.at);
    expect(b! - a!).toBeGreaterThanOrEqual(90);
    expect(c! - b!).toBeGreaterThanOrEqual(290);
    expect(new Set(events('charge.success', first.reference).map((d) => d.body)).size).toBe(1);

    const second = await initialize();
    answers.set(second.reference, [500, 500, 500, 500]);
    await pay(second.authorization_url, 'success');
    await waitFor(() => events('charge.success', second.reference).length === 3, 'three attempts');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(
      sandbox
        .webhookDeliveries()
        .filter((d) => d.reference === second.reference)
        .map((d) => d.status),
    ).toEqual([500, 500, 500]);
  });
});
