import { useCallback, useRef, useState } from 'react';
import { rememberHasItem } from '@/entities/session';
import { useApiMutate, type CsvMapping, type Import, type ImportCommitRequest, type ImportPreview } from '@/shared/api';
import { usePolling } from '@/shared/lib';
import { notify } from '@/shared/ui';
import { UNDO_FAILED } from '../config/copy';
import { useRefreshAfterImport } from './use-refresh-after-import';
import { commitImport, fetchImport, previewFailureOf, previewImport, undoImport, type PreviewFailure } from '../api/import-calls';

/** How often a running import is asked after, and for how long before the page stops waiting. */
export const IMPORT_POLL_INTERVAL_MS = 1_000;
export const IMPORT_POLL_TIMEOUT_MS = 10 * 60_000;

/** Where the import stands, one screen each. */
export type ImportFlowState =
  | { step: 'choose'; reading?: string; failure?: PreviewFailure; file?: File }
  | { step: 'preview'; file: File; preview: ImportPreview; reading?: boolean; committing?: boolean; commitFailed?: boolean }
  | { step: 'committing'; file: File; preview: ImportPreview; record: Import }
  | { step: 'done'; preview: ImportPreview; record: Import; undoing?: boolean; undoneCount?: number };

export interface ImportFlow {
  state: ImportFlowState;
  /** Reads a chosen or dropped file into a preview. */
  choose: (file: File) => void;
  /** Reads the same file again, with an edited mapping or against another account. */
  reread: (options: { mapping?: CsvMapping; accountId?: string }) => void;
  commit: (target: ImportCommitRequest) => void;
  undo: () => void;
  /** Back to choosing a file. */
  restart: () => void;
  /** The running import is no longer waited for (the page stops asking after a while). */
  timedOut: boolean;
}

/**
 * The import page's steps: choose a file, preview it (editing the CSV mapping, choosing the target
 * account), commit (polling a large import until it is stored), see the result and undo it.
 */
export function useImportFlow(initial: ImportFlowState = { step: 'choose' }): ImportFlow {
  const [state, setState] = useState<ImportFlowState>(initial);
  // The answer of the latest read wins; one the person has moved past is dropped.
  const readNumber = useRef(0);
  const lastOptions = useRef<{ mapping?: CsvMapping; accountId?: string }>({});
  const mutate = useApiMutate();
  const refreshAfterChange = useRefreshAfterImport();

  const read = useCallback((file: File, options: { mapping?: CsvMapping; accountId?: string }, fresh: boolean) => {
    const number = ++readNumber.current;
    lastOptions.current = options;
    setState((current) => (fresh || current.step !== 'preview' ? { step: 'choose', reading: file.name, file } : { ...current, reading: true, commitFailed: false }));
    previewImport(file, options).then(
      (preview) => number === readNumber.current && setState({ step: 'preview', file, preview }),
      (error: unknown) => number === readNumber.current && setState({ step: 'choose', failure: previewFailureOf(error), file }),
    );
  }, []);

  const choose = useCallback((file: File) => read(file, {}, true), [read]);

  const reread = useCallback(
    (options: { mapping?: CsvMapping; accountId?: string }) => {
      if (state.step !== 'preview' && !(state.step === 'choose' && state.file)) return;
      const file = state.file!;
      read(file, { ...lastOptions.current, ...options }, false);
    },
    [read, state],
  );

  const finish = useCallback(
    (file: File, preview: ImportPreview, record: Import) => {
      if (record.status === 'committed') {
        setState({ step: 'done', preview, record });
        // Imported rows are bank data: the guarded pages open now, before the next sign-in says so.
        if (record.added > 0) rememberHasItem(true);
        void refreshAfterChange();
      } else if (record.status === 'failed') {
        setState({ step: 'preview', file, preview, commitFailed: true });
        void mutate(['/db_api/imports']);
      }
    },
    [mutate, refreshAfterChange],
  );

  const commit = useCallback(
    (target: ImportCommitRequest) => {
      if (state.step !== 'preview') return;
      const { preview, file } = state;
      setState({ ...state, reading: false, commitFailed: false, committing: true });
      commitImport(preview.import_id, target).then(
        (record) => {
          if (record.status === 'running') {
            setState({ step: 'committing', file, preview, record });
            void mutate(['/db_api/imports']);
          } else finish(file, preview, record);
        },
        () => setState({ step: 'preview', file, preview, commitFailed: true }),
      );
    },
    [finish, mutate, state],
  );

  const running = state.step === 'committing' ? state : undefined;
  const { timedOut } = usePolling({
    active: running !== undefined,
    intervalMs: IMPORT_POLL_INTERVAL_MS,
    timeoutMs: IMPORT_POLL_TIMEOUT_MS,
    poll: async () => {
      if (!running) return;
      const record = await fetchImport(running.record.import_id);
      if (record.status !== 'running') finish(running.file, running.preview, record);
    },
  });

  const undo = useCallback(() => {
    if (state.step !== 'done' || state.undoing) return;
    setState({ ...state, undoing: true });
    undoImport(state.record.import_id).then(
      (answer) => {
        setState({ ...state, undoing: false, undoneCount: answer.removed });
        void refreshAfterChange();
      },
      () => {
        setState({ ...state, undoing: false });
        notify.error(UNDO_FAILED);
      },
    );
  }, [refreshAfterChange, state]);

  const restart = useCallback(() => {
    readNumber.current++;
    lastOptions.current = {};
    setState({ step: 'choose' });
  }, []);

  return { state, choose, reread, commit, undo, restart, timedOut };
}
