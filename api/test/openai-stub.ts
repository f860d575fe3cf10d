import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local server that speaks the OpenAI chat-completions protocol (non-streaming, with tool
// calls), for testing the assistant's model path without a model: each request is answered by
// the next scripted handler, and every request is kept for the test to read.

export type ChatRequest = {
  model: string;
  messages: { role: string; content: unknown; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string; parameters: unknown } }[];
  tool_choice?: unknown;
  stream?: boolean;
};

type StubReply =
  | { toolCalls: { name: string; arguments: unknown }[] }
  | { text: string }
  | { status: number; body: string }
  | { delayMs: number; then: StubReply };

type Handler = (request: ChatRequest) => StubReply;

export type OpenAiStub = {
  url: string; // the base URL, ending in /v1
  requests: ChatRequest[];
  script: (...handlers: (Handler | StubReply)[]) => void;
  // Answer every request with this (after the script runs out).
  always: (handler: Handler | StubReply) => void;
  close: () => Promise<void>;
};

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** The last tool result the model was sent, parsed. */
export function lastToolResult<T>(request: ChatRequest): T {
  const tool = [...request.messages].reverse().find((m) => m.role === 'tool');
  if (tool === undefined) throw new Error('no tool result in the request');
  const content = typeof tool.content === 'string' ? tool.content : JSON.stringify(tool.content);
  return JSON.parse(content) as T;
}

/** The tool calls of the request's last assistant turn, with arguments and results, parsed. */
export function toolResults(
  request: ChatRequest,
): { name: string; args: Record<string, unknown>; result: Record<string, unknown> }[] {
  const at = request.messages.findLastIndex((m) => m.role === 'assistant');
  const calls = (request.messages[at]?.tool_calls ?? []) as {
    id: string;
    function: { name: string; arguments: string };
  }[];
  return calls.map((call) => {
    const tool = request.messages.find((m) => m.role === 'tool' && m.tool_call_id === call.id);
    if (tool === undefined) throw new Error(`no result for ${call.function.name}`);
    const content = typeof tool.content === 'string' ? tool.content : JSON.stringify(tool.content);
    return {
      name: call.function.name,
      args: JSON.parse(call.function.arguments) as Record<string, unknown>,
      result: JSON.parse(content) as Record<string, unknown>,
    };
  });
}

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const queue: (Handler | StubReply)[] = [];
  let fallback: Handler | StubReply = { text: 'No more scripted replies.' };
  const requests: ChatRequest[] = [];
  let calls = 0;

  const respond = async (reply: StubReply, res: import('node:http').ServerResponse) => {
    if ('delayMs' in reply) {
      // unref: a late reply nobody waits for any more does not hold the test run open.
      await new Promise((done) => setTimeout(done, reply.delayMs).unref());
      return respond(reply.then, res);
    }
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
      return;
    }
    calls += 1;
    const message =
      'toolCalls' in reply
        ? {
            role: 'assistant',
            content: null,
            tool_calls: reply.toolCalls.map((call, i) => ({
              id: `call_${calls}_${i}`,
              type: 'function',
              function: { name: call.name, arguments: JSON.stringify(call.arguments) },
            })),
          }
        : { role: 'assistant', content: reply.text };
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `chatcmpl-${calls}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'stub',
        choices: [
          { index: 0, message, finish_reason: 'toolCalls' in reply ? 'tool_calls' : 'stop' },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request = JSON.parse(await read(req)) as ChatRequest;
      requests.push(request);
      if (request.stream) {
        res.writeHead(400).end('{"error":{"message":"the stub does not stream"}}');
        return;
      }
      const next = queue.shift() ?? fallback;
      await respond(typeof next === 'function' ? next(request) : next, res);
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...handlers) => {
      queue.length = 0;
      queue.push(...handlers);
      requests.length = 0;
    },
    always: (handler) => {
      fallback = handler;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
