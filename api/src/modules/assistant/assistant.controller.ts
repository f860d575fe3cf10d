import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { AssistantService } from './assistant.service';
import {
  AiInsightsDto,
  ChatConversationDto,
  ChatHistoryQueryDto,
  ChatMessageDto,
  ChatRequestDto,
  ChatResponseDto,
} from './dto/chat.dto';

@ApiTags('ai')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'PRO_REQUIRED' })
@Controller('ai')
export class AssistantController {
  constructor(private readonly assistant: AssistantService) {}

  @Post('chat')
  @HttpCode(200)
  @ApiOkResponse({ type: ChatResponseDto, description: "The assistant's reply, from your data" })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'VALIDATION_FAILED' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'RATE_LIMITED' })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'CONVERSATION_NOT_FOUND: no conversation of yours has that id',
  })
  sendChatMessage(
    @CurrentAuth() auth: AuthContext,
    @Body() body: ChatRequestDto,
  ): Promise<ChatResponseDto> {
    return this.assistant.chat(auth, body.message, body.conversationId ?? null);
  }

  @Get('insights')
  @ApiOkResponse({
    type: AiInsightsDto,
    description: 'Forecast, recurring payments, unusual spending and fees, from your data',
  })
  getAiInsights(@CurrentAuth() auth: AuthContext): Promise<AiInsightsDto> {
    return this.assistant.insights(auth);
  }

  @Get('chat-history')
  @ApiOkResponse({
    type: [ChatMessageDto],
    description:
      'Your messages, oldest first: the latest 200 of one conversation (conversationId), or of all of them',
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'VALIDATION_FAILED' })
  getChatHistory(
    @CurrentAuth() auth: AuthContext,
    @Query() query: ChatHistoryQueryDto,
  ): Promise<ChatMessageDto[]> {
    return this.assistant.history(auth, query.conversationId ?? null);
  }

  @Get('conversations')
  @ApiOkResponse({
    type: [ChatConversationDto],
    description: 'Your conversations with the assistant, the latest first (at most 50)',
  })
  getChatConversations(@CurrentAuth() auth: AuthContext): Promise<ChatConversationDto[]> {
    return this.assistant.conversations(auth);
  }
}
