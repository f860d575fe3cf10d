import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, isStepCount, tool, type ToolSet } from 'ai';
import type { AssistantConfig } from '../../../common/config/config.types';
import type { AssistantFunctions, CallerData } from '../functions/assistant-functions';
import { callsFor } from '../functions/compile';
import { checkFrame, type Frame } from '../functions/frame';
import {
  checkedCall,
  FUNCTION_NAMES,
  FUNCTION_SCHEMAS,
  type FunctionCall,
} from '../functions/registry';
import type { Pseudonyms } from './pseudonyms';

// The optional language model (AI_BASE_URL, AI_API_KEY, AI_MODEL): an OpenAI-compatible chat
// model understands the question and words the reply through tool calls restricted to the
// assistant's functions (Vercel's AI SDK checks every call's arguments with the functions' zod
// schemas, refuses tools it was not given and caps the loop). It is sent the question, the
// functions' schemas and their results: never statements or transactions, and never a payee's
// name, a phone number or a wallet's label, which it sees as placeholders ("Payee 1",
// pseudonyms.ts). Sure's lesson: the model is a writer over figures computed in advance, not a
// reasoner.

// Tool rounds: at most 3 with tools, then one that must answer in words.
const MAX_STEPS = 4;

const SYSTEM = `You are SikaLens, an assistant for a mobile-money user in Ghana. Answer questions about the user's own money only, using the tools: every figure you give must come from a tool result, written as it is (cedis as ₵1,234.50). Never estimate or calculate figures yourself. Today is {today}; the user's statements cover {coverage}. If the data does not cover the period asked, say so and offer the period it covers. Dates are in Ghana time. Reply briefly: one or two short paragraphs, and list lines starting with "• ". If a question is not about the user's money, say what you can answer. People, businesses, phone numbers and wallets are written as placeholders such as "Payee 1", "Phone 1" and "Wallet 1": use them exactly as written, in tool arguments and in your reply; they are names, not figures. For a question about the user's transactions, fill the query frame (query_transactions): leave the period null when the question names none (that means everything the statements cover), and say in your reply which period, direction and transactions you answered.`;

// A follow-up ("and in August?") is read against the conversation's last frame.
const FOLLOW_UP = `The conversation's last question was answered with this query frame: {frame}. A follow-up question changes only the slots it names and keeps the others.`;

// What the model sees of a result: the figures and names, without database ids, colours and
// icons (which say nothing about money and would add digits the number check must not accept),
// nor a transaction's free text (its reference or description, where people write names and
// numbers; no function returns one today).
const HIDDEN = new Set([
  // A frame's result repeats the frame the model gave, and who a name was read as.
  'frame',
  'person',
  'id',
  'walletId',
  'categoryId',
  'color',
  'icon',
  'reference',
  'description',
  'note',
]);
function forModel(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forModel);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !HIDDEN.has(key))
      .map(([key, item]) => [key, forModel(item)]),
  );
}

// What the model saw and wrote (placeholders and all), and the calls it made with the
// placeholders put back.
export type ModelAnswer = {
  text: string;
  question: string;
  calls: FunctionCall[];
  results: unknown[];
};

class ModelFailed extends Error {}

// A frame's person or number as a placeholder, as every name and number the model sees.
function hiddenSubject(frame: Frame, pseudonyms: Pseudonyms): unknown {
  const { subject } = frame;
  if (subject.kind === 'person') {
    return { ...subject, name: pseudonyms.hideResult(subject.name, 'payee') };
  }
  if (subject.kind === 'number') {
    return {
      kind: 'number',
      number: pseudonyms.hideResult(subject.number, 'number'),
      ...(subject.name ? { name: pseudonyms.hideResult(subject.name, 'payee') } : {}),
    };
  }
  return subject;
}

export async function askModel(
  model: NonNullable<AssistantConfig['model']>,
  functions: AssistantFunctions,
  data: CallerData,
  question: string,
  today: string,
  pseudonyms: Pseudonyms,
  previous: Frame | null = null,
): Promise<ModelAnswer> {
  const provider = createOpenAICompatible({
    name: 'sikalens',
    baseURL: model.baseUrl,
    apiKey: model.apiKey,
  });
  const calls: FunctionCall[] = [];
  const results: unknown[] = [];
  const tools: ToolSet = Object.fromEntries(
    FUNCTION_NAMES.map((name) => [
      name,
      tool({
        description: FUNCTION_SCHEMAS[name].description,
        inputSchema: FUNCTION_SCHEMAS[name].input,
        execute: async (input: unknown) => {
          // "Payee 3" means the payee it stands for; the result goes back with placeholders.
          const call = checkedCall(name, pseudonyms.revealArgs(input));
          // The frame is checked and run as the rules' frames are: by the dashboard's own
          // functions where one answers it exactly (callsFor).
          const run =
            call.name === 'query_transactions' ? callsFor(checkFrame(call.args).frame) : [call];
          const ran = await Promise.all(run.map((each) => functions.run(data, each)));
          const result = pseudonyms.hideResult(forModel(ran.length === 1 ? ran[0] : ran));
          calls.push(...run);
          results.push(result);
          return result;
        },
      }),
    ]),
  );
  const coverage = data.span ? `${data.span.first} to ${data.span.last}` : 'nothing yet';
  const prompt = pseudonyms.hideQuestion(question);
  const result = await generateText({
    model: provider.chatModel(model.model),
    instructions: [
      SYSTEM.replace('{today}', today).replace('{coverage}', coverage),
      ...(previous === null
        ? []
        : [
            FOLLOW_UP.replace(
              '{frame}',
              JSON.stringify(
                pseudonyms.hideResult({
                  ...previous,
                  subject: hiddenSubject(previous, pseudonyms),
                }),
              ),
            ),
          ]),
    ].join('\n'),
    prompt,
    tools,
    stopWhen: isStepCount(MAX_STEPS),
    prepareStep: ({ stepNumber }) =>
      stepNumber >= MAX_STEPS - 1 ? { toolChoice: 'none' as const } : {},
    timeout: { totalMs: model.timeoutMs, stepMs: model.timeoutMs },
    maxRetries: 0,
    temperature: 0,
  });
  // A call of a tool it was not given, or with arguments the schema refuses, is never run: it
  // shows as a tool error, and the deterministic assistant answers instead.
  const failed = result.steps.some((step) =>
    step.content.some((part) => part.type === 'tool-error'),
  );
  if (failed) throw new ModelFailed('the model made a tool call that was refused');
  const text = result.text.trim();
  if (text === '') throw new ModelFailed('the model gave no answer');
  return { text, question: prompt, calls, results };
}
