// The Paystack sandbox's records and the JSON it answers with: the transaction, refund and dispute
// objects in the shapes Paystack's published OpenAPI description gives them (the contract test,
// api/test/paystack-sandbox-contract.int-spec.ts, validates them against its schemas). The same
// object is shaped a little differently by each endpoint (a customer's first name is null on verify
// and a string on a refund), as the description has it.

import { randomBytes } from 'node:crypto';

const SANDBOX_INTEGRATION = 100_001;
const REFUNDED_BY = 'sandbox@paystack.test';

export type SandboxCustomer = { id: number; code: string; email: string };

type SandboxLogEntry = { type: string; message: string; time: number };

export type SandboxTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  // What the payer is charged, in the lowest unit: the price, plus Paystack's fee when the
  // merchant passes it on (then `requestedAmount` is the price).
  amount: number;
  requestedAmount: number;
  currency: string;
  email: string;
  customer: SandboxCustomer;
  callbackUrl: string | null;
  channels: string[];
  // As the merchant sent it: an object, a string, or null when none was sent.
  metadata: unknown;
  // Paystack's own words: an initialized, unpaid transaction reads `abandoned`.
  status: 'abandoned' | 'ongoing' | 'success' | 'failed' | 'reversed';
  channel: string;
  gatewayResponse: string;
  // Paystack's fee, once paid.
  fees: number | null;
  paidAt: string | null;
  createdAt: string;
  ipAddress: string;
  momoNumber: string | null;
  authorization: Record<string, unknown>;
  // The checkout's history, from when the page was first opened.
  log: { startTime: number; attempts: number; errors: number; history: SandboxLogEntry[] } | null;
};

export type SandboxRefund = {
  id: number;
  transaction: SandboxTransaction;
  dispute: number | null;
  amount: number;
  currency: string;
  status: 'pending' | 'processing' | 'processed' | 'failed';
  customerNote: string;
  merchantNote: string;
  createdAt: string;
  updatedAt: string;
  refundedAt: string | null;
  expectedAt: string;
};

export const DISPUTE_RESOLUTIONS = ['merchant-accepted', 'auto-accepted', 'declined'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

export type SandboxDispute = {
  id: number;
  transaction: SandboxTransaction;
  refundAmount: number;
  currency: string;
  status: 'awaiting-merchant-feedback' | 'resolved';
  resolution: DisputeResolution | null;
  category: string;
  note: string;
  createdAt: string;
  updatedAt: string;
  dueAt: string;
  resolvedAt: string | null;
  history: { status: string; by: string; createdAt: string }[];
};

// A paid transaction's authorization: Paystack's test card, or the mobile money number paid from.
export function cardAuthorization(): Record<string, unknown> {
  const code = randomBytes(5).toString('hex');
  return {
    authorization_code: `AUTH_${code}`,
    bin: '408408',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    channel: 'card',
    card_type: 'visa ',
    bank: 'TEST BANK',
    country_code: 'GH',
    brand: 'visa',
    reusable: true,
    signature: `SIG_${code}`,
    account_name: null,
    receiver_bank_account_number: null,
    receiver_bank: null,
  };
}

export function momoAuthorization(number: string): Record<string, unknown> {
  return {
    authorization_code: `AUTH_${randomBytes(5).toString('hex')}`,
    bin: number.slice(0, 3),
    last4: number.slice(-4),
    exp_month: '12',
    exp_year: '9999',
    channel: 'mobile_money',
    card_type: '',
    bank: 'MTN',
    country_code: 'GH',
    brand: 'Mtn',
    reusable: false,
    signature: '',
    account_name: null,
    receiver_bank_account_number: null,
    receiver_bank: null,
  };
}

const metadataOf = (tx: SandboxTransaction) => tx.metadata ?? '';

function logOf(tx: SandboxTransaction) {
  if (tx.log === null) return null;
  const history = tx.log.history;
  return {
    start_time: tx.log.startTime,
    time_spent: history.at(-1)?.time ?? 0,
    attempts: tx.log.attempts,
    errors: tx.log.errors,
    success: tx.status === 'success' || tx.status === 'reversed',
    mobile: false,
    input: [],
    history: history.map((entry) => ({ ...entry })),
  };
}

// GET /transaction/verify/:reference and the charge.success event's `data`.
export function transactionData(tx: SandboxTransaction) {
  return {
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    receipt_number: null,
    amount: tx.amount,
    message: null,
    gateway_response: tx.gatewayResponse,
    paid_at: tx.paidAt,
    created_at: tx.createdAt,
    channel: tx.channel,
    currency: tx.currency,
    ip_address: tx.ipAddress,
    metadata: metadataOf(tx),
    log: logOf(tx),
    fees: tx.fees,
    fees_split: null,
    authorization: { ...tx.authorization },
    customer: {
      id: tx.customer.id,
      first_name: null,
      last_name: null,
      email: tx.customer.email,
      customer_code: tx.customer.code,
      phone: null,
      metadata: null,
      risk_action: 'default',
      international_format_phone: null,
    },
    plan: null,
    split: {},
    order_id: null,
    paidAt: tx.paidAt,
    createdAt: tx.createdAt,
    requested_amount: tx.requestedAmount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: tx.createdAt,
    plan_object: {},
    subaccount: {},
  };
}

// The transaction inside a refund or a dispute.
function embeddedTransaction(tx: SandboxTransaction) {
  return {
    ...transactionData(tx),
    fees: tx.fees ?? 0,
    authorization: {
      exp_month: null,
      exp_year: null,
      account_name: null,
      receiver_bank_account_number: null,
      receiver_bank: null,
      ...tx.authorization,
    },
    customer: { international_format_phone: null },
    plan: {},
    subaccount: { currency: null },
  };
}

const refundCustomer = (tx: SandboxTransaction) => ({
  id: tx.customer.id,
  first_name: '',
  last_name: '',
  email: tx.customer.email,
  customer_code: tx.customer.code,
  phone: '',
  metadata: '',
  risk_action: 'default',
  international_format_phone: '',
});

// POST /refund's `data`.
export function refundCreatedData(refund: SandboxRefund) {
  return {
    transaction: embeddedTransaction(refund.transaction),
    integration: SANDBOX_INTEGRATION,
    deducted_amount: 0,
    channel: null,
    merchant_note: refund.merchantNote,
    customer_note: refund.customerNote,
    status: refund.status,
    refunded_by: REFUNDED_BY,
    expected_at: refund.expectedAt,
    currency: refund.currency,
    domain: 'test',
    amount: refund.amount,
    fully_deducted: false,
    id: refund.id,
    createdAt: refund.createdAt,
    updatedAt: refund.updatedAt,
  };
}

// GET /refund's items and GET /refund/:id's `data`.
export function refundData(refund: SandboxRefund) {
  const processed = refund.status === 'processed';
  return {
    integration: SANDBOX_INTEGRATION,
    transaction: refund.transaction.id,
    dispute: refund.dispute,
    settlement: null,
    id: refund.id,
    domain: 'test',
    currency: refund.currency,
    amount: refund.amount,
    status: refund.status,
    refunded_at: refund.refundedAt,
    refunded_by: REFUNDED_BY,
    customer_note: refund.customerNote,
    merchant_note: refund.merchantNote,
    deducted_amount: processed ? refund.amount : 0,
    fully_deducted: processed ? 1 : 0,
    createdAt: refund.createdAt,
    bank_reference: null,
    transaction_reference: refund.transaction.reference,
    reason: refund.status.toUpperCase(),
    customer: refundCustomer(refund.transaction),
    refund_type: refund.amount >= refund.transaction.amount ? 'full' : 'partial',
    transaction_amount: refund.transaction.amount,
    initiated_by: REFUNDED_BY,
    refund_channel: refund.transaction.channel,
    session_id: null,
    collect_account_number: false,
  };
}

// A refund.* event's `data`, as Paystack's samples show it (the amount as a string; no id).
export function refundEventData(refund: SandboxRefund) {
  return {
    status: refund.status,
    transaction_reference: refund.transaction.reference,
    refund_reference: refund.status === 'processed' ? `RF${refund.id}` : null,
    amount: String(refund.amount),
    currency: refund.currency,
    processor: 'sandbox',
    customer: { first_name: null, last_name: null, email: refund.transaction.email },
    integration: SANDBOX_INTEGRATION,
    domain: 'test',
  };
}

// GET /dispute/:id's `data` and the charge.dispute.* events' `data`.
export function disputeData(dispute: SandboxDispute) {
  const tx = dispute.transaction;
  const last4 = typeof tx.authorization.last4 === 'string' ? tx.authorization.last4 : '0000';
  const bin = typeof tx.authorization.bin === 'string' ? tx.authorization.bin : '000000';
  return {
    id: dispute.id,
    refund_amount: dispute.refundAmount,
    currency: dispute.currency,
    status: dispute.status,
    resolution: dispute.resolution,
    domain: 'test',
    transaction: embeddedTransaction(tx),
    transaction_reference: null,
    category: dispute.category,
    customer: {
      ...refundCustomer(tx),
      metadata: {},
    },
    bin,
    last4,
    dueAt: dispute.dueAt,
    resolvedAt: dispute.resolvedAt,
    evidence: null,
    attachments: null,
    note: null,
    history: dispute.history.map((entry) => ({ ...entry })),
    messages: [{ sender: tx.email, body: dispute.note, createdAt: dispute.createdAt }],
    createdAt: dispute.createdAt,
    updatedAt: dispute.updatedAt,
  };
}
