import { ApiProperty } from '@nestjs/swagger';

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
    format: 'date-time',
    description: 'When Pro ends (or ended); null when never Pro or granted without an end',
  })
  expiresAt!: string | null;
}

export class PaymentDto {
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
}
