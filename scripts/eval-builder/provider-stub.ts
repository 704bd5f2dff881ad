import type { AssistantTurn, InterviewInput } from '@shared-schema';
import { createOpenAiAssistant } from '../../sync-server/src/adapters/assistant/openai-assistant';
import { startOpenAiStub } from '../../sync-server/src/adapters/assistant/openai-stub-server';

// The same conversations through the OpenAI-compatible adapter, answered by the local stub. The stub
// plays a model that reports back the facts and reply the prompt shows it, so the figures measure
// the adapter's path (JSON schema request, validation with the shared schema, merge, generation).

interface ChatBody {
  messages?: Array<{ role?: string; content?: string }>;
}

function isChatBody(body: unknown): body is ChatBody {
  return typeof body === 'object' && body !== null && 'messages' in body;
}

function jsonAfter(text: string, label: string): unknown {
  const line = text.split('\n').find((candidate) => candidate.startsWith(label));
  if (!line) return undefined;
  try {
    return JSON.parse(line.slice(label.length));
  } catch {
    return undefined;
  }
}

export async function stubProviderReply(): Promise<{
  reply: (input: InterviewInput) => Promise<AssistantTurn>;
  close: () => Promise<void>;
}> {
  const stub = await startOpenAiStub();
  stub.reply = (body) => {
    const system = isChatBody(body) ? (body.messages?.[0]?.content ?? '') : '';
    return {
      message: jsonAfter(system, 'Suggested reply: ') ?? 'Could you tell me more?',
      contractType: jsonAfter(system, 'Contract type id: ') ?? null,
      facts: jsonAfter(system, 'Facts recognised so far: ') ?? {},
    };
  };
  const assistant = createOpenAiAssistant({ apiKey: 'stub', baseUrl: stub.baseUrl, model: 'stub-model' });
  return { reply: (input) => assistant.reply(input), close: () => stub.close() };
}
