import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYSTACK_SIGNATURE_HEADER, paystackSignature } from './paystack-provider';
import {
  clientIp,
  fail,
  now,
  ok,
  readBody,
  readFields,
  token,
  wholeAmount,
  type Answer,
} from './paystack-sandbox-http';
import {
  cardAuthorization,
  disputeData,
  momoAuthorization,
  refundData,
  transactionData,
  type SandboxCustomer,
  type SandboxRefund,
  type SandboxTransaction,
} from './paystack-sandbox-objects';
import { checkoutPage, page, withReference } from './paystack-sandbox-pages';
import { createRefundDesk } from './paystack-sandbox-refunds';

// The local Paystack sandbox (issues 10 and 27): Paystack's HTTP protocol as its published
// OpenAPI description and documentation give it, so development, the e2e run and the integration
// tests take the production code path with only the base URL changed, and code written against it
// works against Paystack. `npm start` starts it when no PAYSTACK_SECRET_KEY is set outside
// production. It keeps everything in memory and moves no money.
//   POST /transaction/initialize        → authorization_url on this server's checkout page
//                                         (reference optional: generated when absent)
//   GET  /transaction/verify/:reference → the transaction object, as Paystack reports it
//   POST /refund, GET /refund, GET /refund/:id
//                                       → a refund goes pending, then processed after
//                                         refundDelayMs; a fully refunded transaction reads
//                                         `reversed`
//   GET  /dispute/:id                   → a dispute (chargeback)
//   GET  /checkout/:accessCode          → a hosted checkout: pay by card, decline, cancel, or pay
//                                         by mobile money, which stays `ongoing` for momoDelayMs
// Not Paystack's (a customer's bank opens a dispute, not the merchant):
//   POST /_sandbox/disputes {transaction, refund_amount?}      → opens a dispute
//   POST /_sandbox/disputes/:id/resolve {resolution}           → merchant-accepted, auto-accepted
//                                                                (the transaction is reversed and
//                                                                refunded) or declined
// Events (charge.success, refund.pending/processing/processed, charge.dispute.create/resolve) are
// POSTed to the webhook URL, signed with HMAC-SHA512 of the raw body in `x-paystack-signature`,
// and retried on Paystack's schedule until answered 200. Its objects and their JSON:
// paystack-sandbox-objects.ts; refunds and disputes: paystack-sandbox-refunds.ts; the checkout
// page: paystack-sandbox-pages.ts.

// Paystack's webhook retries (https://paystack.com/docs/payments/webhooks/): in test mode hourly
// for 10 hours; live, every 3 minutes for the first 4 tries, then hourly for 72 hours.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const PAYSTACK_TEST_MODE_RETRY_DELAYS_MS: readonly number[] = Array(10).fill(HOUR);
export const PAYSTACK_LIVE_MODE_RETRY_DELAYS_MS: readonly number[] = [
  ...Array<number>(3).fill(3 * MINUTE),
  ...Array<number>(72).fill(HOUR),
];
// Paystack's fee on a local Ghanaian payment.
const FEE_RATE = 0.0195;
const WEBHOOK_TIMEOUT_MS = 30_000;

export type PaystackSandboxOptions = {
  secretKey: string;
  // Where events go; may be set later with setWebhookUrl (the API's port may not be known yet).
  webhookUrl?: string | null;
  port?: number;
  host?: string;
  // The URL browsers reach this server at (authorization_url); default http://localhost:<port>.
  publicUrl?: string;
  momoDelayMs?: number;
  // Waits between a webhook's attempts; default Paystack's test-mode schedule. Tests shorten it.
  webhookRetryDelaysMs?: readonly number[];
  // How long a refund stays pending before it is processed.
  refundDelayMs?: number;
  // The merchant passes Paystack's fee on: the payer is charged the price plus the fee
  // (`amount`), and `requested_amount` is the price.
  customerPaysFees?: boolean;
  log?: (message: string) => void;
};

type WebhookDelivery = { event: string; reference: string; status: number };

export type PaystackSandbox = {
  url: string;
  port: number;
  transaction(reference: string): SandboxTransaction | undefined;
  refunds(reference: string): SandboxRefund[];
  // For tests: what a tampered or misconfigured payment would look like at the provider.
  tamper(
    reference: string,
    patch: Partial<Pick<SandboxTransaction, 'amount' | 'requestedAmount' | 'currency' | 'status'>>,
  ): void;
  setWebhookUrl(url: string | null): void;
  // For transactions initialized from now on.
  setCustomerPaysFees(on: boolean): void;
  // Deliveries attempted so far (for tests): the event, its reference and the answer's status
  // (0: no answer).
  webhookDeliveries(): WebhookDelivery[];
  close(): Promise<void>;
};

const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;
const CURRENCIES = ['GHS', 'KES', 'NGN', 'ZAR', 'USD'];
const CHANNELS = ['card', 'bank', 'ussd', 'qr', 'eft', 'mobile_money', 'bank_transfer'];

export async function startPaystackSandbox(
  options: PaystackSandboxOptions,
): Promise<PaystackSandbox> {
  const transactions = new Map<string, SandboxTransaction>();
  const byAccessCode = new Map<string, SandboxTransaction>();
  const customers = new Map<string, SandboxCustomer>();
  const timers = new Set<NodeJS.Timeout>();
  const deliveries: WebhookDelivery[] = [];
  let webhookUrl = options.webhookUrl ?? null;
  let customerPaysFees = options.customerPaysFees ?? false;
  let nextId = 1;
  const momoDelayMs = options.momoDelayMs ?? 20_000;
  const refundDelayMs = options.refundDelayMs ?? 10_000;
  const retryDelays = options.webhookRetryDelaysMs ?? PAYSTACK_TEST_MODE_RETRY_DELAYS_MS;
  const log = options.log ?? (() => undefined);
  let publicUrl = options.publicUrl ?? '';

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  // One event, retried on the schedule until answered 200. The body is fixed at the first attempt.
  const send = (event: string, reference: string, data: unknown) => {
    const body = JSON.stringify({ event, data });
    const attempt = (index: number) => {
      if (webhookUrl === null) return;
      const retry = () => {
        const wait = retryDelays[index];
        if (wait !== undefined) later(wait, () => attempt(index + 1));
      };
      fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [PAYSTACK_SIGNATURE_HEADER]: paystackSignature(body, options.secretKey),
        },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      }).then(
        (response) => {
          deliveries.push({ event, reference, status: response.status });
          if (response.status !== 200) retry();
        },
        () => {
          deliveries.push({ event, reference, status: 0 });
          retry();
        },
      );
    };
    attempt(0);
  };

  const logStep = (tx: SandboxTransaction, type: string, message: string) => {
    tx.log ??= { startTime: Math.floor(Date.now() / 1000), attempts: 0, errors: 0, history: [] };
    tx.log.history.push({
      type,
      message,
      time: Math.max(0, Math.floor(Date.now() / 1000) - tx.log.startTime),
    });
  };

  const succeed = (tx: SandboxTransaction, channel: 'card' | 'mobile_money') => {
    tx.status = 'success';
    tx.channel = channel;
    tx.gatewayResponse = 'Approved';
    tx.paidAt = now();
    tx.fees = Math.round(tx.requestedAmount * FEE_RATE);
    tx.authorization =
      channel === 'card' ? cardAuthorization() : momoAuthorization(tx.momoNumber ?? '0550000000');
    logStep(
      tx,
      'success',
      `Successfully paid with ${channel === 'card' ? 'card' : 'mobile money'}`,
    );
    log(`sandbox: ${tx.reference} paid by ${channel}`);
    send('charge.success', tx.reference, transactionData(tx));
  };

  const authorised = (req: IncomingMessage) =>
    req.headers.authorization === `Bearer ${options.secretKey}`;

  const customerFor = (email: string): SandboxCustomer => {
    let customer = customers.get(email.toLowerCase());
    if (customer === undefined) {
      customer = { id: 1_000 + customers.size, code: `CUS_${token(15)}`, email };
      customers.set(email.toLowerCase(), customer);
    }
    return customer;
  };

  // By reference, or by the numeric id Paystack also accepts.
  const findTransaction = (key: unknown): SandboxTransaction | undefined => {
    const text = typeof key === 'number' ? String(key) : key;
    if (typeof text !== 'string') return undefined;
    const found = transactions.get(text);
    if (found !== undefined || !/^\d+$/.test(text)) return found;
    return [...transactions.values()].find((tx) => tx.id === Number(text));
  };

  const desk = createRefundDesk({ findTransaction, send, later, log, refundDelayMs });

  async function initialize(req: IncomingMessage): Promise<Answer> {
    const body = await readFields(req);
    if (body === null) return fail(400, 'Invalid JSON body');
    const { email, callback_url: callbackUrl, channels, metadata } = body;
    const amount = wholeAmount(body.amount);
    const currency = body.currency ?? 'GHS';
    const reference = body.reference ?? token(15);
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      return fail(400, 'Invalid Email Address Passed');
    }
    if (amount === null) return fail(400, 'Invalid Amount Sent');
    if (typeof currency !== 'string' || !CURRENCIES.includes(currency)) {
      return fail(400, 'Currency not supported by merchant');
    }
    if (typeof reference !== 'string' || !REFERENCE.test(reference)) {
      return fail(400, 'Invalid transaction reference');
    }
    if (transactions.has(reference)) return fail(400, 'Duplicate Transaction Reference');
    if (
      callbackUrl !== undefined &&
      (typeof callbackUrl !== 'string' || !URL.canParse(callbackUrl))
    ) {
      return fail(400, 'Invalid callback url');
    }
    if (
      channels !== undefined &&
      (!Array.isArray(channels) || !channels.every((c) => CHANNELS.includes(String(c))))
    ) {
      return fail(400, 'Invalid channels');
    }
    // An object (the current description) or a JSON string (older references); returned as sent.
    const metadataOk =
      metadata === undefined ||
      metadata === null ||
      typeof metadata === 'string' ||
      (typeof metadata === 'object' && !Array.isArray(metadata));
    if (!metadataOk) return fail(400, 'Invalid metadata');
    const fee = Math.round(amount * FEE_RATE);
    const tx: SandboxTransaction = {
      id: nextId++,
      reference,
      accessCode: randomBytes(8).toString('hex'),
      amount: customerPaysFees ? amount + fee : amount,
      requestedAmount: amount,
      currency,
      email,
      customer: customerFor(email),
      callbackUrl: typeof callbackUrl === 'string' ? callbackUrl : null,
      channels:
        Array.isArray(channels) && channels.length > 0
          ? channels.map(String)
          : ['card', 'mobile_money'],
      metadata: metadata ?? null,
      status: 'abandoned',
      channel: 'card',
      gatewayResponse: 'The transaction was not completed',
      fees: null,
      paidAt: null,
      createdAt: now(),
      ipAddress: clientIp(req),
      momoNumber: null,
      authorization: {},
      log: null,
    };
    transactions.set(reference, tx);
    byAccessCode.set(tx.accessCode, tx);
    return ok('Authorization URL created', {
      authorization_url: `${publicUrl}/checkout/${tx.accessCode}`,
      access_code: tx.accessCode,
      reference,
    });
  }

  async function pay(req: IncomingMessage, tx: SandboxTransaction): Promise<Answer> {
    const form = new URLSearchParams(await readBody(req));
    const outcome = form.get('outcome');
    const back = tx.callbackUrl === null ? null : withReference(tx.callbackUrl, tx.reference);
    const here = `/checkout/${tx.accessCode}`;
    if (tx.status !== 'abandoned') return { status: 303, location: here };
    tx.ipAddress = clientIp(req);
    switch (outcome) {
      case 'success':
        logStep(tx, 'action', 'Attempted to pay with card');
        tx.log!.attempts += 1;
        succeed(tx, 'card');
        return { status: 303, location: back ?? here };
      case 'decline':
        logStep(tx, 'action', 'Attempted to pay with card');
        logStep(tx, 'error', 'Error: Declined');
        tx.log!.attempts += 1;
        tx.log!.errors += 1;
        tx.status = 'failed';
        tx.channel = 'card';
        tx.gatewayResponse = 'Declined';
        return { status: 303, location: back ?? here };
      case 'momo': {
        const number = (form.get('momo') ?? '').replace(/\s/g, '');
        if (!/^0\d{9}$/.test(number)) return { status: 303, location: here };
        logStep(tx, 'action', 'Attempted to pay with mobile money');
        tx.log!.attempts += 1;
        tx.status = 'ongoing';
        tx.channel = 'mobile_money';
        tx.gatewayResponse = 'Transaction ongoing';
        tx.momoNumber = number;
        later(momoDelayMs, () => {
          if (tx.status === 'ongoing') succeed(tx, 'mobile_money');
        });
        return { status: 303, location: here };
      }
      case 'cancel':
        logStep(tx, 'action', 'Cancelled the payment');
        return { status: 303, location: back ?? here };
      case null:
      default:
        return { status: 303, location: here };
    }
  }

  async function route(req: IncomingMessage): Promise<Answer> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    const api =
      path.startsWith('/transaction/') ||
      path === '/refund' ||
      path.startsWith('/refund/') ||
      path.startsWith('/dispute/') ||
      path.startsWith('/_sandbox/');
    if (api && !authorised(req)) return fail(401, 'Invalid key');
    if (req.method === 'POST' && path === '/transaction/initialize') return initialize(req);
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      const tx = transactions.get(decodeURIComponent(verify[1] ?? ''));
      if (!tx) return fail(404, 'Transaction reference not found');
      return ok('Verification successful', transactionData(tx));
    }
    if (req.method === 'POST' && (path === '/refund' || path.startsWith('/_sandbox/'))) {
      const body = await readFields(req);
      if (body === null) return fail(400, 'Invalid JSON body');
      if (path === '/refund') return desk.createRefund(body);
      if (path === '/_sandbox/disputes') return desk.openDispute(body);
      const resolve = /^\/_sandbox\/disputes\/(\d{1,12})\/resolve$/.exec(path);
      const dispute = resolve ? desk.dispute(Number(resolve[1])) : undefined;
      if (dispute) return desk.resolveDispute(body, dispute);
    }
    if (path === '/refund' && req.method === 'GET') return desk.listRefunds(url);
    const refundId = /^\/refund\/(\d{1,12})$/.exec(path);
    if (refundId && req.method === 'GET') {
      const refund = desk.refund(Number(refundId[1]));
      return refund ? ok('Refund retrieved', refundData(refund)) : fail(404, 'Refund not found');
    }
    const disputeId = /^\/dispute\/(\d{1,12})$/.exec(path);
    if (disputeId && req.method === 'GET') {
      const dispute = desk.dispute(Number(disputeId[1]));
      return dispute
        ? ok('Dispute retrieved', disputeData(dispute))
        : fail(404, 'Dispute not found');
    }
    if (api) return fail(404, 'Not found');
    const checkout = /^\/checkout\/([0-9a-f]+)(\/pay)?$/.exec(path);
    const tx = checkout ? byAccessCode.get(checkout[1] ?? '') : undefined;
    if (checkout && tx) {
      if (req.method === 'GET' && !checkout[2]) {
        if (tx.status === 'abandoned' && tx.log === null) {
          tx.ipAddress = clientIp(req);
          logStep(tx, 'action', 'Opened the checkout');
        }
        return checkoutPage(tx);
      }
      if (req.method === 'POST' && checkout[2]) return pay(req, tx);
    }
    return { status: 404, html: page('Not found', '<p>This checkout does not exist.</p>') };
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    route(req).then(
      (answer) => {
        res.statusCode = answer.status;
        res.setHeader('Cache-Control', 'no-store');
        if (answer.location !== undefined) res.setHeader('Location', answer.location);
        if (answer.json !== undefined) {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(answer.json));
        } else {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(answer.html ?? '');
        }
      },
      () => {
        res.statusCode = 400;
        res.end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  if (publicUrl === '') publicUrl = `http://localhost:${port}`;

  return {
    url: publicUrl,
    port,
    transaction: (reference) => transactions.get(reference),
    refunds: (reference) => desk.refundsOf(reference),
    tamper: (reference, patch) => {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`no sandbox transaction ${reference}`);
      Object.assign(tx, patch);
      if (patch.status === 'success') {
        tx.paidAt ??= now();
        tx.gatewayResponse = 'Approved';
      }
    },
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    setCustomerPaysFees: (on) => {
      customerPaysFees = on;
    },
    webhookDeliveries: () => [...deliveries],
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
