import { css } from 'styled-system/css';
import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';
import { PAGE_DESCRIPTION, PAGE_TITLE } from '../config/copy';
import type { ImportFlowState } from '../model/use-import-flow';
import { ImportFlowView } from './ImportFlowView';
import { ManualAccounts } from './ManualAccounts';
import { PastImports } from './PastImports';

export interface ImportPageProps {
  /** Stories only: the step the import begins at. */
  initialState?: ImportFlowState;
}

/**
 * /import: bring in a bank file (CSV, OFX/QFX, QIF) — preview it, fix how a CSV is read, choose the
 * account, import, undo — and manage the manual accounts imports land in. Needs no linked bank.
 */
export function ImportPage({ initialState }: ImportPageProps) {
  return (
    <>
      <title>{documentTitle(PAGE_TITLE)}</title>
      <PageHeader title={PAGE_TITLE} description={PAGE_DESCRIPTION} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <ImportFlowView initialState={initialState} />
        <PastImports />
        <ManualAccounts />
      </div>
    </>
  );
}
