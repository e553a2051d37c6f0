import type { ChatAnswer } from '../schemas';
import { PUBLIC_API_BASE_URL } from '@/lib/config/public';

/*
 * The browser's call to the assistant: POST /api/v2/search/answer. Type-only schema import keeps
 * zod out of the client bundle; the response is checked by shape.
 */

export const ANSWER_ENDPOINT = `${PUBLIC_API_BASE_URL}/v2/search/answer`;

function isAnswer(value: unknown): value is ChatAnswer {
  const answer = value as ChatAnswer | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof answer.text === 'string' &&
    Array.isArray(answer.sources) &&
    typeof answer.fallback?.pqrs === 'string'
  );
}

export async function askAssistant(question: string, locale: string, signal?: AbortSignal): Promise<ChatAnswer> {
  const response = await fetch(ANSWER_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify({ question, locale }),
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isAnswer(body)) throw new Error(`Assistant failed with status ${response.status}`);
  return body;
}
