import { z } from 'zod';
import { ProviderUnavailable } from '../provider/payment-provider';

// A thin typed client for the Paystack calls billing needs, on the platform's fetch, with a
// configurable base URL (the local sandbox in development, https://api.paystack.co otherwise).
// Every response is checked against a schema before it is used (ADR 0013). The schemas take only
// what billing reads, and accept what Paystack's samples and its OpenAPI description disagree on
// (a null channel, a string or object metadata).

const TIMEOUT_MS = 15_000;

// Paystack wraps every answer in { status, message, data }; `status: true` only means the call
// worked, not that a payment succeeded.
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string(), data: data.optional().nullable() });

const initializeData = z.object({
  authorization_url: z.url({ protocol: /^https?$/ }),
  access_code: z.string(),
  reference: z.string(),
});

// Paystack's ids are 64-bit integers; kept as strings.
const id = z.union([z.number().int(), z.string().regex(/^\d{1,20}$/)]).transform(String);
const minor = z.number().int().nonnegative();

const verifyData = z.object({
  id: id.optional(),
  status: z.string(),
  reference: z.string(),
  amount: minor,
  // The price asked, when the payer was also charged Paystack's fee (then `amount` is more).
  requested_amount: minor.nullable().optional(),
  currency: z.string(),
  paid_at: z.string().nullable().optional(),
  channel: z.string().nullable().optional(),
  gateway_response: z.string().nullable().optional(),
});

const refundItem = z.object({
  transaction: id.nullable().optional(),
  transaction_reference: z.string().nullable().optional(),
  amount: minor,
  currency: z.string(),
  status: z.string(),
});
const refundList = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.array(refundItem),
  meta: z.object({ pageCount: z.number().int().nonnegative() }).loose().optional(),
});

const disputeData = z.object({
  id,
  refund_amount: minor.nullable().optional(),
  currency: z.string(),
  status: z.string(),
  resolution: z.string().nullable().optional(),
  transaction: z.object({ id: id.optional(), reference: z.string() }).loose(),
});

export type PaystackInitialize = {
  email: string;
  amount: number;
  currency: string;
  reference: string;
  callback_url: string;
  channels: string[];
  metadata: Record<string, unknown>;
};

export type PaystackTransaction = z.infer<typeof verifyData>;
type PaystackRefund = z.infer<typeof refundItem>;
export type PaystackDispute = z.infer<typeof disputeData>;
export type PaystackRefundPage = { refunds: PaystackRefund[]; pageCount: number };

export class PaystackClient {
  constructor(
    private readonly baseUrl: string,
    private readonly secretKey: string,
  ) {}

  async initialize(body: PaystackInitialize): Promise<z.infer<typeof initializeData>> {
    // An object, as the current OpenAPI description types it (older references: a JSON string).
    const { status, json } = await this.call('POST', '/transaction/initialize', body);
    const parsed = envelope(initializeData).safeParse(json);
    if (!parsed.success || status !== 200 || !parsed.data.status || !parsed.data.data) {
      throw new ProviderUnavailable(`Paystack initialize answered ${status}${describe(parsed)}`);
    }
    return parsed.data.data;
  }

  // null when Paystack does not know the reference.
  async verify(reference: string): Promise<PaystackTransaction | null> {
    const { status, json } = await this.call(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    return this.found('verify', status, envelope(verifyData).safeParse(json));
  }

  // One page of the integration's refunds created since `from`, newest first.
  async listRefunds(from: Date, page: number, perPage: number): Promise<PaystackRefundPage> {
    const query = new URLSearchParams({
      from: from.toISOString(),
      page: String(page),
      perPage: String(perPage),
    });
    const { status, json } = await this.call('GET', `/refund?${query.toString()}`);
    const parsed = refundList.safeParse(json);
    if (!parsed.success || status !== 200 || !parsed.data.status) {
      throw new ProviderUnavailable(`Paystack list refunds answered ${status}${describe(parsed)}`);
    }
    return { refunds: parsed.data.data, pageCount: parsed.data.meta?.pageCount ?? 1 };
  }

  // null when Paystack does not know the dispute.
  async fetchDispute(disputeId: string): Promise<PaystackDispute | null> {
    const { status, json } = await this.call('GET', `/dispute/${encodeURIComponent(disputeId)}`);
    return this.found('fetch dispute', status, envelope(disputeData).safeParse(json));
  }

  // The data of a 200, null for "not found" (Paystack: 404 in its description, 400 in practice
  // for an unknown reference), and anything else is the provider failing.
  private found<T>(
    what: string,
    status: number,
    parsed: z.ZodSafeParseResult<{ status: boolean; message: string; data?: T | null }>,
  ): T | null {
    if ((status === 400 || status === 404) && parsed.success && !parsed.data.status) return null;
    if (!parsed.success || status !== 200 || !parsed.data.status || !parsed.data.data) {
      throw new ProviderUnavailable(`Paystack ${what} answered ${status}${describe(parsed)}`);
    }
    return parsed.data.data;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.secretKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw new ProviderUnavailable(
        `Paystack ${method} ${(path.split('?')[0] ?? '').split('/').slice(0, 3).join('/')} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      // Not JSON: the schema check below reports it.
    }
    return { status: response.status, json };
  }
}

function describe(parsed: { success: boolean; data?: { message: string } }): string {
  if (!parsed.success) return ' (unexpected response shape)';
  return parsed.data ? `: ${parsed.data.message.slice(0, 200)}` : '';
}
