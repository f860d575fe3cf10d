import { z } from 'zod';
import { ProviderUnavailable } from '../provider/payment-provider';

// A thin typed client for the two Paystack calls billing needs, on the platform's fetch, with a
// configurable base URL (the local sandbox in development, https://api.paystack.co otherwise).
// Every response is checked against a schema before it is used (ADR 0013).

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

const verifyData = z.object({
  status: z.string(),
  reference: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  paid_at: z.string().nullable().optional(),
  channel: z.string().nullable().optional(),
  gateway_response: z.string().nullable().optional(),
});

export type PaystackInitialize = {
  email: string;
  amount: number;
  currency: string;
  reference: string;
  callback_url: string;
  channels: string[];
  metadata: Record<string, string>;
};

export type PaystackTransaction = z.infer<typeof verifyData>;

export class PaystackClient {
  constructor(
    private readonly baseUrl: string,
    private readonly secretKey: string,
  ) {}

  async initialize(body: PaystackInitialize): Promise<z.infer<typeof initializeData>> {
    // Paystack documents metadata as a stringified JSON object.
    const payload = { ...body, metadata: JSON.stringify(body.metadata) };
    const { status, json } = await this.call('POST', '/transaction/initialize', payload);
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
    const parsed = envelope(verifyData).safeParse(json);
    if (status === 400 || status === 404) {
      // "Transaction reference not found"
      if (parsed.success && !parsed.data.status) return null;
    }
    if (!parsed.success || status !== 200 || !parsed.data.status || !parsed.data.data) {
      throw new ProviderUnavailable(`Paystack verify answered ${status}${describe(parsed)}`);
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
        `Paystack ${method} ${path.split('/').slice(0, 3).join('/')} failed: ${error instanceof Error ? error.message : String(error)}`,
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
