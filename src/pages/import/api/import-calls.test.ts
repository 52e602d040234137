import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { REJECTION } from '../testing/fixtures';
import { previewFailureOf } from './import-calls';

describe('what a refused preview means for the page', () => {
  it('shows a 400 with the file’s problems at their lines', () => {
    expect(previewFailureOf(new ApiError(400, 'Bad Request', REJECTION))).toEqual({ kind: 'rejected', rejection: REJECTION });
  });

  it('says a file is too large on a 413, in the server’s words', () => {
    const body = { error: { error_code: 'PAYLOAD_TOO_LARGE', error_message: 'file' }, message: 'The file is 24.3 MB; an import takes at most 20 MB.' };
    expect(previewFailureOf(new ApiError(413, 'Payload Too Large', body))).toEqual({ kind: 'tooLarge', message: body.message });
  });

  it('takes anything else (a 500, no network) for a failure to try again', () => {
    expect(previewFailureOf(new ApiError(500, 'Internal Server Error'))).toEqual({ kind: 'failed' });
    expect(previewFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });
});
