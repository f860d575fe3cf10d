import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
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

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'The conversation the question follows on from (a follow-up such as "and in August?" changes only what it names). Without it, the question starts a new conversation.',
  })
  @IsOptional()
  @IsUUID('all', { message: 'conversationId must be a conversation id' })
  conversationId?: string;
}

export class ChatResponseDto {
  @ApiProperty({
    example:
      'Counting transactions in July 2024, both directions: 110.\n• Sent: 61 (₵4,422.18); received: 49 (₵3,701.00)',
    description: 'Paragraphs separated by new lines; list lines start with "• "',
  })
  response!: string;

  @ApiProperty({
    format: 'uuid',
    description:
      'The conversation the question and reply belong to: send it with the next question',
  })
  conversationId!: string;
}

export class ChatHistoryQueryDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Only this conversation; without it, the latest messages of all of them',
  })
  @IsOptional()
  @IsUUID('all', { message: 'conversationId must be a conversation id' })
  conversationId?: string;
}

export const CHAT_ROLES = ['user', 'assistant'] as const;

export class ChatMessageDto {
  @ApiProperty({ enum: CHAT_ROLES, enumName: 'ChatRole' })
  role!: (typeof CHAT_ROLES)[number];

  @ApiProperty()
  content!: string;

  @ApiProperty({ format: 'date-time' })
  timestamp!: string;

  @ApiProperty({ format: 'uuid', description: 'The conversation the message belongs to' })
  conversationId!: string;
}

export class ChatConversationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    example: 'How many transactions did I have in July 2024?',
    description: 'Its first question (at most 80 characters)',
  })
  title!: string;

  @ApiProperty({ format: 'date-time' })
  startedAt!: string;

  @ApiProperty({ format: 'date-time', description: 'When its latest message was written' })
  lastAt!: string;

  @ApiProperty({ description: 'Questions and replies together' })
  messageCount!: number;
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
