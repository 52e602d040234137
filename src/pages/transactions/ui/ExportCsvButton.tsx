import { useState } from 'react';
import { css } from 'styled-system/css';
import { downloadTransactionsCsv, type TransactionFilters } from '@/entities/transaction';
import { Button, notify } from '@/shared/ui';

export interface ExportCsvButtonProps {
  filters: TransactionFilters;
  /** Nothing to export: the filtered set is empty. */
  disabled?: boolean;
}

/** Downloads every row of the filtered set (all pages) as CSV. */
export function ExportCsvButton({ filters, disabled }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadTransactionsCsv(filters);
    } catch {
      notify.error('The export failed. Try again in a moment.');
    } finally {
      setBusy(false);
    }
  };
  return (
    // Narrower padding on a phone, so it sits beside the page's title.
    <Button variant="outline" tone="neutral" onClick={() => void run()} disabled={disabled || busy} aria-busy={busy} className={css({ px: { base: '2', sm: '4' } })}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
