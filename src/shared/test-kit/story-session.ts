import { accessToken } from '@/shared/api';

/**
 * A story's `beforeEach` for a page that calls the API as a signed-in person: a token is set for
 * the story and taken away after it, with `after` (a toaster emptied …) run then too.
 */
export function signedInStory(after?: () => void): () => () => void {
  return () => {
    accessToken.value = 'story-token';
    return () => {
      accessToken.value = null;
      after?.();
    };
  };
}
