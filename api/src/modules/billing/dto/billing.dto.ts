import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { REVERSAL_REASONS, type ReversalReason } from '../payment.entity';

export class SubscriptionPlanDto {
  @ApiProperty({ example: 'pro-3-months', description: 'What POST /api/payments/initialize takes' })
  id!: string;

  @ApiProperty({ example: 'pro_3_months' })
  name!: string;

  @ApiProperty({ example: '3 Months Pro' })
  displayName!: string;

  @ApiProperty({ example: 'Most popular: three months of Pro, 20% off.' })
  description!: string;

  @ApiProperty({ example: '25.00', description: 'The one-month price, GHS' })
  monthlyPrice!: string;

  @ApiProperty({ example: '60.00', description: 'What the whole plan costs, GHS' })
  totalPrice!: string;

  @ApiProperty({ example: 3 })
  durationMonths!: number;

  @ApiProperty({ example: 'GHS' })
  currency!: string;
}

export class FreePlanUsageDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Statements a month; null for Pro' })
  statementsPerMonth!: number | null;

  @ApiProperty({ description: 'Statements counted this calendar month' })
  statementsThisMonth!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Months of history shown; null for Pro',
  })
  historyMonths!: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-02-01',
    description: 'The first day shown; older transactions are kept and show again on upgrade',
  })
  historyFrom!: string | null;

  @ApiProperty({ description: 'Transactions kept but not shown (before historyFrom)' })
  hiddenTransactions!: number;
}

export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'none'] as const;

export class SubscriptionDto {
  @ApiProperty({
    enum: SUBSCRIPTION_STATUSES,
    enumName: 'SubscriptionStatus',
    description: 'active until expiresAt; expired after it; none when never Pro',
  })
  status!: (typeof SUBSCRIPTION_STATUSES)[number];

  @ApiProperty({ description: 'Whether Pro is active now (as in GET /api/auth/me)' })
  isPro!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'pro-3-months',
    description: 'The plan of the latest successful payment; null when none',
  })
  planType!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '3 Months Pro' })
  planName!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When the current (or last) Pro run began',
  })
  startedAt!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When Pro ends (or ended); null when never Pro or granted without an end',
  })
  expiresAt!: string | null;

  @ApiProperty({ type: FreePlanUsageDto, description: "The free plan's limits and their use" })
  usage!: FreePlanUsageDto;
}

export class InitializePaymentDto {
  @ApiProperty({
    example: 'pro-3-months',
    description: 'A plan id from GET /api/subscription-plans',
  })
  @IsString({ message: 'Choose a plan.' })
  @MaxLength(40, { message: 'Choose one of the Pro plans.' })
  planType!: string;
}

export class PaymentInitializationDto {
  @ApiProperty({ example: 'pro-0b7e5a4e-…' })
  reference!: string;

  @ApiProperty({ description: "The provider's checkout page: send the browser there" })
  authorizationUrl!: string;
}

export class VerifyPaymentDto {
  @ApiProperty({ example: 'pro-0b7e5a4e-…', description: 'trxref or reference from the redirect' })
  @IsString({ message: 'A payment reference is required.' })
  @MaxLength(100, { message: 'Payment not found.' })
  @Matches(/^[A-Za-z0-9.=-]+$/, { message: 'Payment not found.' })
  reference!: string;
}

// A refund or chargeback of a paid payment (issue 27): its Pro time is taken back.
export class PaymentReversalDto {
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When the payment was first refunded or charged back; null if it never was',
  })
  reversedAt!: string | null;

  @ApiProperty({
    enum: REVERSAL_REASONS,
    enumName: 'PaymentReversalReason',
    nullable: true,
    description:
      'refunded; chargeback (the payer won a dispute); reversed (the provider reports it reversed without saying which). null if never',
  })
  reversalReason!: ReversalReason | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '60.00',
    description:
      'How much of the price came back to the payer, GHS (at most the price); the same share of the Pro time the payment bought is taken back, as far as it is not used yet',
  })
  refundedAmount!: string | null;
}

export class PaymentVerificationDto extends PaymentReversalDto {
  @ApiProperty({ description: 'True when the payment succeeded (now or before)' })
  success!: boolean;

  @ApiProperty({ enum: ['pending', 'success', 'failed'], enumName: 'PaymentStatus' })
  status!: 'pending' | 'success' | 'failed';

  @ApiProperty({ example: '60.00', description: 'GHS' })
  amount!: string;

  @ApiProperty({ example: 'GHS' })
  currency!: string;

  @ApiProperty()
  reference!: string;

  @ApiProperty({ example: '3 Months Pro' })
  planName!: string;

  @ApiProperty({ description: 'Payments this call settled as successful: 1 or 0' })
  updatedCount!: number;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Pro ends' })
  proUntil!: string | null;
}

export class PendingVerificationDto {
  @ApiProperty({ description: 'Pending payments this call found paid and granted' })
  updatedCount!: number;

  @ApiProperty({
    description:
      'Whether the caller is Pro now: a payment the webhook granted in the background shows here',
  })
  isPro!: boolean;
}

export class WebhookAckDto {
  @ApiProperty({ example: true })
  received!: boolean;
}

export class PaymentDto extends PaymentReversalDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['pending', 'success', 'failed'], enumName: 'PaymentStatus' })
  status!: 'pending' | 'success' | 'failed';

  @ApiProperty({ example: 'pro-3-months', description: 'The plan paid for' })
  planType!: string;

  @ApiProperty({ example: '3 Months Pro' })
  planName!: string;

  @ApiProperty({ example: '60.00' })
  amount!: string;

  @ApiProperty({ example: 'GHS' })
  currency!: string;

  @ApiProperty({ example: 'pro-0b7e…', description: 'The reference the provider knows it by' })
  reference!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  verifiedAt!: string | null;

  @ApiProperty({
    description:
      'True when the payer opened the checkout and did not complete it: the provider says it was abandoned (after an hour), was still unfinished a day after it began, or never heard of it. status is then failed; should the payer still complete it on the same checkout, verify grants Pro and status becomes success. A pending payment a day old is asked about again when this list is read (at most once an hour).',
  })
  notCompleted!: boolean;
}
