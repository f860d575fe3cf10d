import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYSTACK_SIGNATURE_HEADER, paystackSignature } from './paystack-provider';

// The local Paystack sandbox (issue 10): the HTTP protocol the Paystack adapter uses, so
// development, the e2e run and the integration tests take the production code path with only
// the base URL changed. `npm start` starts it when no PAYSTACK_SECRET_KEY is set outside
// production. It keeps transactions in memory and moves no money.
//   POST /transaction/initialize        → authorization_url on this server's checkout page
//   GET  /transaction/verify/:reference → the transaction, as Paystack reports it
//   GET  /checkout/:accessCode          → a hosted checkout: pay by card, decline, cancel, or
//                                         pay by mobile money, which stays `ongoing` for
//                                         momoDelayMs before it succeeds
// A successful payment POSTs a `charge.success` event, signed with HMAC-SHA512 of the raw body
// in `x-paystack-signature`, to the webhook URL, retrying a few times on failure.

export type SandboxTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string | null;
  channels: string[];
  metadata: string | null;
  // Paystack's own words: an initialized, unpaid transaction reads `abandoned`.
  status: 'abandoned' | 'ongoing' | 'success' | 'failed' | 'reversed';
  channel: string | null;
  gatewayResponse: string | null;
  paidAt: string | null;
  createdAt: string;
  momoNumber: string | null;
};

export type PaystackSandboxOptions = {
  secretKey: string;
  // Where events go; may be set later with setWebhookUrl (the API's port may not be known yet).
  webhookUrl?: string | null;
  port?: number;
  host?: string;
  // The URL browsers reach this server at (authorization_url); default http://localhost:<port>.
  publicUrl?: string;
  momoDelayMs?: number;
  // Waits between webhook attempts.
  webhookRetryDelaysMs?: number[];
  log?: (message: string) => void;
};

export type PaystackSandbox = {
  url: string;
  port: number;
  transaction(reference: string): SandboxTransaction | undefined;
  // For tests: what a tampered or misconfigured payment would look like at the provider.
  tamper(
    reference: string,
    patch: Partial<Pick<SandboxTransaction, 'amount' | 'currency' | 'status'>>,
  ): void;
  setWebhookUrl(url: string | null): void;
  // Deliveries attempted so far (for tests): reference and the answer's status (0: no answer).
  webhookDeliveries(): { reference: string; status: number }[];
  close(): Promise<void>;
};

const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;
const CURRENCIES = ['GHS', 'KES', 'NGN', 'ZAR', 'USD'];
const MAX_BODY = 64 * 1024;
const MOMO_TEST_NUMBER = '0551234987';

type Answer = { status: number; json?: unknown; html?: string; location?: string };

const ok = (message: string, data: unknown): Answer => ({
  status: 200,
  json: { status: true, message, data },
});
const fail = (status: number, message: string): Answer => ({
  status,
  json: { status: false, message },
});

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (minor: number, currency: string) =>
  `${currency} ${(minor / 100).toLocaleString('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function withReference(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.href;
}

function page(title: string, body: string, refreshSeconds?: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${refreshSeconds}">`}
<title>${escapeHtml(title)} · Paystack sandbox</title>
<style>
 body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111827}
 main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem}
 .card{background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px #0002}
 .banner{background:#fef3c7;color:#78350f;border-radius:8px;padding:.5rem .75rem;font-size:.875rem;margin-bottom:1rem}
 h1{font-size:1.25rem;margin:0 0 .25rem} .amount{font-size:1.75rem;font-weight:700;margin:.25rem 0 1rem}
 form{margin:.75rem 0} label{display:block;font-size:.875rem;margin-bottom:.25rem}
 input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #9ca3af;border-radius:8px;font:inherit}
 button{width:100%;padding:.75rem;border:0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;margin-top:.5rem}
 .primary{background:#0b6b37;color:#fff} .secondary{background:#e5e7eb;color:#111827} .danger{background:#b91c1c;color:#fff}
 .muted{color:#4b5563;font-size:.875rem} a{color:#0b6b37}
</style></head>
<body><main><div class="banner">Paystack sandbox: no real money moves.</div><div class="card">${body}</div></main></body></html>`;
}

export async function startPaystackSandbox(
  options: PaystackSandboxOptions,
): Promise<PaystackSandbox> {
  const transactions = new Map<string, SandboxTransaction>();
  const byAccessCode = new Map<string, SandboxTransaction>();
  const timers = new Set<NodeJS.Timeout>();
  const deliveries: { reference: string; status: number }[] = [];
  let webhookUrl = options.webhookUrl ?? null;
  let nextId = 1;
  const momoDelayMs = options.momoDelayMs ?? 20_000;
  const retryDelays = options.webhookRetryDelaysMs ?? [1_000, 5_000, 30_000];
  const log = options.log ?? (() => undefined);
  let publicUrl = options.publicUrl ?? '';

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const asData = (tx: SandboxTransaction) => ({
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.amount,
    currency: tx.currency,
    channel: tx.channel,
    gateway_response: tx.gatewayResponse,
    paid_at: tx.paidAt,
    created_at: tx.createdAt,
    metadata: tx.metadata,
    customer: { email: tx.email },
  });

  const deliver = (tx: SandboxTransaction, attempt = 0) => {
    if (webhookUrl === null) return;
    const body = JSON.stringify({ event: 'charge.success', data: asData(tx) });
    fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [PAYSTACK_SIGNATURE_HEADER]: paystackSignature(body, options.secretKey),
      },
      body,
      signal: AbortSignal.timeout(30_000),
    }).then(
      (response) => {
        deliveries.push({ reference: tx.reference, status: response.status });
        if (response.status !== 200) retry(tx, attempt);
      },
      () => {
        deliveries.push({ reference: tx.reference, status: 0 });
        retry(tx, attempt);
      },
    );
  };
  const retry = (tx: SandboxTransaction, attempt: number) => {
    const wait = retryDelays[attempt];
    if (wait !== undefined) later(wait, () => deliver(tx, attempt + 1));
  };

  const succeed = (tx: SandboxTransaction, channel: string) => {
    tx.status = 'success';
    tx.channel = channel;
    tx.gatewayResponse = 'Approved';
    tx.paidAt = new Date().toISOString();
    log(`sandbox: ${tx.reference} paid by ${channel}`);
    deliver(tx);
  };

  const authorised = (req: IncomingMessage) =>
    req.headers.authorization === `Bearer ${options.secretKey}`;

  async function initialize(req: IncomingMessage): Promise<Answer> {
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(await readBody(req));
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return fail(400, 'Invalid JSON body');
    }
    const { email, amount, reference, callback_url: callbackUrl, channels, metadata } = body;
    const currency = body.currency ?? 'GHS';
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      return fail(400, 'Invalid Email Address Passed');
    }
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      return fail(400, 'Invalid Amount Sent');
    }
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
    const tx: SandboxTransaction = {
      id: nextId++,
      reference,
      accessCode: randomBytes(8).toString('hex'),
      amount,
      currency,
      email,
      callbackUrl: typeof callbackUrl === 'string' ? callbackUrl : null,
      channels: Array.isArray(channels) ? channels.map(String) : ['card', 'mobile_money'],
      metadata: typeof metadata === 'string' ? metadata : null,
      status: 'abandoned',
      channel: null,
      gatewayResponse: null,
      paidAt: null,
      createdAt: new Date().toISOString(),
      momoNumber: null,
    };
    transactions.set(reference, tx);
    byAccessCode.set(tx.accessCode, tx);
    return ok('Authorization URL created', {
      authorization_url: `${publicUrl}/checkout/${tx.accessCode}`,
      access_code: tx.accessCode,
      reference,
    });
  }

  function checkoutPage(tx: SandboxTransaction): Answer {
    const back = tx.callbackUrl === null ? null : withReference(tx.callbackUrl, tx.reference);
    const heading = `<h1>SikaLens</h1><p class="muted">${escapeHtml(tx.email)}</p><p class="amount">${money(tx.amount, tx.currency)}</p>`;
    if (tx.status === 'success') {
      if (back !== null) return { status: 303, location: back };
      return { status: 200, html: page('Paid', `${heading}<p>Payment successful.</p>`) };
    }
    if (tx.status === 'ongoing') {
      return {
        status: 200,
        html: page(
          'Approve on your phone',
          `${heading}<p role="status">Approve the prompt on ${escapeHtml(tx.momoNumber ?? 'your phone')} to pay. This page moves on by itself once the payment is confirmed.</p>
           ${back === null ? '' : `<p><a href="${escapeHtml(back)}">Return to SikaLens now</a></p><p class="muted">You can go back: the payment confirms on its own.</p>`}`,
          2,
        ),
      };
    }
    if (tx.status !== 'abandoned') {
      return {
        status: 200,
        html: page(
          'Payment closed',
          `${heading}<p>This payment is ${escapeHtml(tx.status)}.</p>${back === null ? '' : `<p><a href="${escapeHtml(back)}">Return to SikaLens</a></p>`}`,
        ),
      };
    }
    const action = `/checkout/${tx.accessCode}/pay`;
    const card = tx.channels.includes('card')
      ? `<form method="post" action="${action}"><input type="hidden" name="outcome" value="success">
           <label for="card">Card number</label><input id="card" name="card" value="4084 0840 8408 4081" inputmode="numeric">
           <button class="primary" type="submit">Pay ${money(tx.amount, tx.currency)}</button></form>
         <form method="post" action="${action}"><input type="hidden" name="outcome" value="decline">
           <button class="danger" type="submit">Decline the card</button></form>`
      : '';
    const momo = tx.channels.includes('mobile_money')
      ? `<form method="post" action="${action}"><input type="hidden" name="outcome" value="momo">
           <label for="momo">MTN MoMo number</label><input id="momo" name="momo" value="${MOMO_TEST_NUMBER}" inputmode="tel">
           <button class="secondary" type="submit">Pay with mobile money</button></form>`
      : '';
    return {
      status: 200,
      html: page(
        'Checkout',
        `${heading}${card}${momo}
         <form method="post" action="${action}"><input type="hidden" name="outcome" value="cancel">
           <button class="secondary" type="submit">Cancel payment</button></form>`,
      ),
    };
  }

  async function pay(req: IncomingMessage, tx: SandboxTransaction): Promise<Answer> {
    const form = new URLSearchParams(await readBody(req));
    const outcome = form.get('outcome');
    const back = tx.callbackUrl === null ? null : withReference(tx.callbackUrl, tx.reference);
    const here = `/checkout/${tx.accessCode}`;
    if (tx.status !== 'abandoned') return { status: 303, location: here };
    switch (outcome) {
      case 'success':
        succeed(tx, 'card');
        return { status: 303, location: back ?? here };
      case 'decline':
        tx.status = 'failed';
        tx.channel = 'card';
        tx.gatewayResponse = 'Declined';
        return { status: 303, location: back ?? here };
      case 'momo': {
        const number = (form.get('momo') ?? '').replace(/\s/g, '');
        if (!/^0\d{9}$/.test(number)) return { status: 303, location: here };
        tx.status = 'ongoing';
        tx.channel = 'mobile_money';
        tx.momoNumber = number;
        later(momoDelayMs, () => {
          if (tx.status === 'ongoing') succeed(tx, 'mobile_money');
        });
        return { status: 303, location: here };
      }
      case 'cancel':
        return { status: 303, location: back ?? here };
      case null:
      default:
        return { status: 303, location: here };
    }
  }

  async function route(req: IncomingMessage): Promise<Answer> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    if (req.method === 'POST' && path === '/transaction/initialize') {
      if (!authorised(req)) return fail(401, 'Invalid key');
      return initialize(req);
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      if (!authorised(req)) return fail(401, 'Invalid key');
      const tx = transactions.get(decodeURIComponent(verify[1] ?? ''));
      if (!tx) return fail(400, 'Transaction reference not found');
      return ok('Verification successful', asData(tx));
    }
    const checkout = /^\/checkout\/([0-9a-f]+)(\/pay)?$/.exec(path);
    const tx = checkout ? byAccessCode.get(checkout[1] ?? '') : undefined;
    if (checkout && tx) {
      if (req.method === 'GET' && !checkout[2]) return checkoutPage(tx);
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
    tamper: (reference, patch) => {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`no sandbox transaction ${reference}`);
      Object.assign(tx, patch);
      if (patch.status === 'success') tx.paidAt ??= new Date().toISOString();
    },
    setWebhookUrl: (url) => {
      webhookUrl = url;
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
