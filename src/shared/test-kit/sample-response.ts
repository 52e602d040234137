import { delay, HttpResponse } from 'msw';

/** How a story's call answers: the sample, an answer with nothing in it, never, or a server error. */
export type SampleAnswer = 'sample' | 'empty' | 'loading' | 'failed';

/** Stories and tests only: the contract's error body with a 500. */
export const serverError = () =>
  HttpResponse.json({ error: { error_code: 'INTERNAL_SERVER_ERROR', error_message: 'Something went wrong' }, message: 'Something went wrong' }, { status: 500 });

/** Answers a call as a story asks: `body(isEmpty)` gives the sample or the empty answer. */
export async function sampleResponse(choice: SampleAnswer, body: (isEmpty: boolean) => object): Promise<Response> {
  if (choice === 'loading') await delay('infinite');
  if (choice === 'failed') return serverError();
  return HttpResponse.json(body(choice === 'empty'));
}
