import { useId } from 'react';
import { css } from 'styled-system/css';
import type { CsvMapping } from '@/shared/api';
import { Button } from '@/shared/ui';
import type { PreviewFailure } from '../api/import-calls';
import { FAILED_TEXT, FAILED_TITLE, REJECTED_TITLE, TOO_LARGE_TEXT, TOO_LARGE_TITLE, TRY_AGAIN, UPLOAD_TITLE } from '../config/copy';
import { FileDrop } from './FileDrop';
import { MappingEditor } from './MappingEditor';
import { ProblemList } from './ProblemList';
import { section, sectionTitle } from './styles';

export interface ChooseFileProps {
  onFile: (file: File) => void;
  /** Reads the refused CSV again with an edited mapping. */
  onMappingChange: (mapping: CsvMapping) => void;
  /** Reads the same file again after a failure that was not the file's fault. */
  onRetry?: () => void;
  reading?: string;
  failure?: PreviewFailure;
}

const alertBox = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4', borderRadius: 'md', borderWidth: '1px', borderColor: 'danger.border', bg: 'danger.subtle' });

/** The first step: a file chosen or dropped; a file the server refused says why, by line. */
export function ChooseFile({ onFile, onMappingChange, onRetry, reading, failure }: ChooseFileProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={section}>
      <h2 id={titleId} className={sectionTitle}>
        {UPLOAD_TITLE}
      </h2>
      {failure?.kind === 'rejected' && (
        <div role="alert" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <div className={alertBox}>
            <h3 className={css({ fontWeight: 'semibold', color: 'danger.text' })}>{REJECTED_TITLE}</h3>
            <p className={css({ fontSize: 'sm' })}>{failure.rejection.message}</p>
          </div>
          {failure.rejection.problems && failure.rejection.problems.length > 0 && <ProblemList title="Where" problems={failure.rejection.problems} />}
        </div>
      )}
      {failure?.kind === 'rejected' && failure.rejection.csv && <MappingEditor csv={failure.rejection.csv} onApply={onMappingChange} reading={Boolean(reading)} />}
      {failure?.kind === 'tooLarge' && (
        <div role="alert" className={alertBox}>
          <h3 className={css({ fontWeight: 'semibold', color: 'danger.text' })}>{TOO_LARGE_TITLE}</h3>
          <p className={css({ fontSize: 'sm' })}>{failure.message || TOO_LARGE_TEXT}</p>
        </div>
      )}
      {failure?.kind === 'failed' && (
        <div role="alert" className={alertBox}>
          <h3 className={css({ fontWeight: 'semibold', color: 'danger.text' })}>{FAILED_TITLE}</h3>
          <p className={css({ fontSize: 'sm' })}>{FAILED_TEXT}</p>
          {onRetry && (
            <div>
              <Button variant="outline" tone="neutral" size="sm" onClick={onRetry}>
                {TRY_AGAIN}
              </Button>
            </div>
          )}
        </div>
      )}
      <FileDrop onFile={onFile} reading={reading} />
    </section>
  );
}
