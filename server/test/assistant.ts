import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestUser } from './users.ts';

/** Asks the assistant one question through POST /api/chat/response as `user`, at `askedAt` (epoch ms); the answer must be a success. */
export async function askAssistant(user: TestUser, question: string, askedAt: number): Promise<string> {
  const response = await user.request('POST', '/api/chat/response', {
    id: `user-${randomUUID().replaceAll('-', '')}`,
    submitted_user_query: question,
    is_user_input: true,
    created_date: new Date(askedAt).toISOString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().status).toBe('success');
  return response.json().message as string;
}
