import { useAccounts } from '@/entities/account';
import { useManualAccounts } from '../api/import-calls';
import { useImportFlow, type ImportFlowState } from '../model/use-import-flow';
import { ChooseFile } from './ChooseFile';
import { ImportProgress } from './ImportProgress';
import { ImportResult } from './ImportResult';
import { PreviewPanel } from './PreviewPanel';

export interface ImportFlowViewProps {
  /** Where to begin (stories: a preview, a running import, a result). */
  initialState?: ImportFlowState;
}

/** The import's current step: choose a file, its preview, the running import, or its result. */
export function ImportFlowView({ initialState }: ImportFlowViewProps) {
  const flow = useImportFlow(initialState);
  const { data: manual } = useManualAccounts();
  const { accounts } = useAccounts();
  // The accounts list holds manual accounts too: those are offered once, with their kind and balance.
  const manualIds = new Set(manual?.accounts.map((a) => a.account_id));
  const linked = manual ? accounts?.filter((a) => !manualIds.has(a.account_id)) : undefined;
  const { state } = flow;

  switch (state.step) {
    case 'choose':
      return (
        <ChooseFile
          onFile={flow.choose}
          onMappingChange={(mapping) => flow.reread({ mapping })}
          onRetry={state.file ? () => flow.choose(state.file!) : undefined}
          reading={state.reading}
          failure={state.failure}
         
        />
      );
    case 'preview':
      return (
        <PreviewPanel
          preview={state.preview}
          manualAccounts={manual?.accounts}
          linkedAccounts={linked}
          onMappingChange={(mapping) => flow.reread({ mapping })}
          onTargetChange={(accountId) => flow.reread({ accountId })}
          onCommit={flow.commit}
          onCancel={flow.restart}
          reading={state.reading}
          committing={state.committing}
          commitFailed={state.commitFailed}
        />
      );
    case 'committing':
      return <ImportProgress fileName={state.preview.file_name} rows={state.preview.counts.rows} timedOut={flow.timedOut} />;
    case 'done':
      return <ImportResult record={state.record} preview={state.preview} onUndo={flow.undo} onRestart={flow.restart} undoing={state.undoing} undoneCount={state.undoneCount} />;
  }
}
