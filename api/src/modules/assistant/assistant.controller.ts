import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { AssistantService } from './assistant.service';
import { AiInsightsDto, ChatMessageDto, ChatRequestDto, ChatResponseDto } from './dto/chat.dto';

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
  sendChatMessage(
    @CurrentAuth() auth: AuthContext,
    @Body() body: ChatRequestDto,
  ): Promise<ChatResponseDto> {
    return this.assistant.chat(auth, body.message);
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
  @ApiOkResponse({ type: [ChatMessageDto], description: 'Your conversation, oldest first' })
  getChatHistory(@CurrentAuth() auth: AuthContext): Promise<ChatMessageDto[]> {
    return this.assistant.history(auth);
  }
}
