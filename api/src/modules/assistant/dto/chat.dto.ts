import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { FreeText } from '../../../common/validation/free-text';

const MAX_QUESTION_LENGTH = 1000;

export class ChatRequestDto {
  @ApiProperty({
    maxLength: MAX_QUESTION_LENGTH,
    example: 'How much did I spend on food this month?',
  })
  @IsString({ message: 'message must be text' })
  @IsNotEmpty({ message: 'Type a question first.' })
  @MaxLength(MAX_QUESTION_LENGTH, {
    message: `Questions can be at most ${MAX_QUESTION_LENGTH} characters.`,
  })
  @FreeText({ field: 'message' })
  message!: string;
}

export class ChatResponseDto {
  @ApiProperty({
    example: 'You spent ₵412.50 on Food & Dining in November 2026, 23.1% of your spending.\n• …',
    description: 'Paragraphs separated by new lines; list lines start with "• "',
  })
  response!: string;
}

export const CHAT_ROLES = ['user', 'assistant'] as const;

export class ChatMessageDto {
  @ApiProperty({ enum: CHAT_ROLES, enumName: 'ChatRole' })
  role!: (typeof CHAT_ROLES)[number];

  @ApiProperty()
  content!: string;

  @ApiProperty({ format: 'date-time' })
  timestamp!: string;
}

const AI_INSIGHT_KINDS = ['forecast', 'recurring', 'unusual', 'fees'] as const;
export type AiInsightKind = (typeof AI_INSIGHT_KINDS)[number];

export class AiInsightDto {
  @ApiProperty({ enum: AI_INSIGHT_KINDS, enumName: 'AiInsightKind' })
  kind!: AiInsightKind;

  @ApiProperty({ example: 'Spend forecast' })
  title!: string;

  @ApiProperty({
    example: 'You are on course to spend about ₵2,140.00 in November 2026 (₵1,320.50 so far).',
  })
  text!: string;
}

export class AiInsightsDto {
  @ApiProperty({ type: [AiInsightDto], description: 'Empty when there is nothing to say yet' })
  items!: AiInsightDto[];
}
