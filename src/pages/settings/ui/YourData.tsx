import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button, notify } from '@/shared/ui';
import { DELETE_TEXT, DELETE_TITLE, EXPORT, EXPORT_DONE, EXPORT_FAILED, EXPORT_TEXT, EXPORT_TITLE, EXPORTING } from '../config/your-data-copy';
import { downloadExport } from '../model/export-data';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const row = css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'flex-start', sm: 'center' }, justifyContent: 'space-between', gap: '4' });
const title = css({ fontSize: 'md', fontWeight: 'semibold' });
const text = css({ fontSize: 'sm', color: 'fg.muted', lineHeight: 'relaxed', maxW: '36rem' });

/** Export a copy of everything held about the person, and delete the account: open to lapsed subscribers too. */
export function YourData() {
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      await downloadExport();
      notify.success(EXPORT_DONE);
    } catch {
      notify.error(EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={row}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <h3 className={title}>{EXPORT_TITLE}</h3>
          <p className={text}>{EXPORT_TEXT}</p>
        </div>
        <Button variant="outline" tone="neutral" aria-disabled={exporting || undefined} aria-busy={exporting || undefined} onClick={() => !exporting && void onExport()}>
          {exporting ? EXPORTING : EXPORT}
        </Button>
      </div>
      <div className={`${row} ${css({ pt: '6', borderTopWidth: '1px', borderColor: 'border.default' })}`}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <h3 className={title}>{DELETE_TITLE}</h3>
          <p className={text}>{DELETE_TEXT}</p>
        </div>
        <DeleteAccountDialog />
      </div>
    </div>
  );
}
