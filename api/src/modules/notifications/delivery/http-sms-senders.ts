import { SmsSender } from '../../../common/messaging/senders';

async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  // Never include the request body in errors: it holds the code.
  if (!res.ok) throw new Error(`SMS provider replied HTTP ${res.status}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// Hubtel: POST /v1/messages/send with Basic auth (client id and secret).
export class HubtelSmsSender extends SmsSender {
  readonly kind = 'real' as const;

  constructor(
    private readonly options: {
      clientId: string;
      clientSecret: string;
      senderId: string;
      baseUrl: string;
    },
  ) {
    super();
  }

  async send(message: { to: string; text: string }): Promise<void> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    await postJson(
      `${this.options.baseUrl}/v1/messages/send`,
      { Authorization: `Basic ${basic}` },
      { From: this.options.senderId, To: message.to, Content: message.text },
    );
  }
}

// Arkesel: POST /api/v2/sms/send with an api-key header; success is status "success".
export class ArkeselSmsSender extends SmsSender {
  readonly kind = 'real' as const;

  constructor(private readonly options: { apiKey: string; senderId: string; baseUrl: string }) {
    super();
  }

  async send(message: { to: string; text: string }): Promise<void> {
    const reply = await postJson(
      `${this.options.baseUrl}/api/v2/sms/send`,
      { 'api-key': this.options.apiKey },
      { sender: this.options.senderId, message: message.text, recipients: [message.to] },
    );
    const status = (reply as { status?: unknown } | null)?.status;
    if (status !== 'success') {
      throw new Error(`Arkesel did not accept the message (status ${String(status)})`);
    }
  }
}
