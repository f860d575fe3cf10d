import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Length, Matches } from 'class-validator';
import { FreeText } from '../../../common/validation/free-text';
import {
  SUPPORT_TOPIC_KEYS,
  TICKET_STATUSES,
  type SupportTopic,
  type TicketStatus,
} from '../support-topics';

const MESSAGE_MIN = 10;
const MESSAGE_MAX = 4000;

// The contact form (multipart, with the statement in the field `statement`, or JSON without one).
export class CreateTicketDto {
  @ApiProperty({ enum: SUPPORT_TOPIC_KEYS, enumName: 'SupportTopic' })
  @IsIn(SUPPORT_TOPIC_KEYS, { message: 'Choose what your message is about.' })
  topic!: SupportTopic;

  @ApiProperty({ minLength: MESSAGE_MIN, maxLength: MESSAGE_MAX })
  @IsString({ message: 'Tell us what happened.' })
  @IsNotEmpty({ message: 'Tell us what happened.' })
  @FreeText({ field: 'Message', multiline: true })
  @Length(MESSAGE_MIN, MESSAGE_MAX, {
    message: `Your message must be ${MESSAGE_MIN} to ${MESSAGE_MAX} characters.`,
  })
  message!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The upload the message is about' })
  @IsOptional()
  @IsUUID('4', { message: 'uploadId must be one of your uploads.' })
  uploadId?: string;

  @ApiPropertyOptional({ example: 'PARSE_FAILED', description: 'The error code the user saw' })
  @IsOptional()
  @IsString({ message: 'errorCode must be an error code such as PARSE_FAILED.' })
  @Matches(/^[A-Z][A-Z0-9_]{1,63}$/, {
    message: 'errorCode must be an error code such as PARSE_FAILED.',
  })
  errorCode?: string;

  @ApiPropertyOptional({
    type: String,
    enum: ['true', 'false'],
    description:
      'Must be "true" to attach a statement (the user ticked "Share this statement with support")',
  })
  @IsOptional()
  @IsIn(['true', 'false', true, false], { message: 'shareStatement must be true or false.' })
  shareStatement?: string | boolean;
}

export const CREATE_TICKET_BODY = {
  schema: {
    type: 'object',
    required: ['topic', 'message'],
    properties: {
      topic: { type: 'string', enum: SUPPORT_TOPIC_KEYS },
      message: { type: 'string', minLength: MESSAGE_MIN, maxLength: MESSAGE_MAX },
      uploadId: { type: 'string', format: 'uuid' },
      errorCode: { type: 'string' },
      shareStatement: { type: 'string', enum: ['true', 'false'] },
      statement: {
        type: 'string',
        format: 'binary',
        description: 'The statement PDF (at most 10 MB), only with shareStatement "true"',
      },
    },
  },
};

export class SupportTicketDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 1042, description: 'The number people quote ("#1042")' })
  number!: number;

  @ApiProperty({ enum: SUPPORT_TOPIC_KEYS, enumName: 'SupportTopic' })
  topic!: SupportTopic;

  @ApiProperty({ example: 'A statement did not import' })
  topicLabel!: string;

  @ApiProperty()
  message!: string;

  @ApiProperty({ enum: TICKET_STATUSES, enumName: 'TicketStatus' })
  status!: TicketStatus;

  @ApiProperty({ description: 'Sent by a Pro subscriber: answered first' })
  priority!: boolean;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  uploadId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  errorCode!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The name of the statement shared with it, if any',
  })
  statementName!: string | null;

  @ApiProperty({ example: '2026-11-29T17:40:00.000Z' })
  createdAt!: string;

  @ApiProperty({ type: String, nullable: true })
  closedAt!: string | null;
}
