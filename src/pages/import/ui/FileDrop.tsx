import { useId, useState, type DragEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Spinner } from '@/shared/ui';
import { CHOOSE_FILE, DROP_HINT, DROP_NOW, READING_FILE } from '../config/copy';

export interface FileDropProps {
  onFile: (file: File) => void;
  /** The name of the file being read, while it is. */
  reading?: string;
}

const ACCEPT = '.csv,.ofx,.qfx,.qif,.txt,text/csv,application/x-ofx,application/x-qfx,application/qif';

/**
 * Where a file is chosen: the system picker (a real file input, so the keyboard and screen readers
 * reach it as they do any input) or a file dropped anywhere on the zone.
 */
export function FileDrop({ onFile, reading }: FileDropProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !reading) onFile(file);
  };

  return (
    <div
      data-dragging={dragging || undefined}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '3',
        minH: '12rem',
        px: '6',
        py: '10',
        textAlign: 'center',
        borderWidth: '2px',
        borderStyle: 'dashed',
        borderColor: 'border.strong',
        borderRadius: 'surface',
        bg: 'bg.canvas',
        transition: 'background 120ms, border-color 120ms',
        '&[data-dragging]': { borderColor: 'brand.solid', bg: 'brand.subtle' },
      })}
    >
      {reading ? (
        <Spinner label={READING_FILE(reading)} showLabel />
      ) : dragging ? (
        <p className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'brand.text' })}>{DROP_NOW}</p>
      ) : (
        <>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-describedby={hintId}
            className={`peer ${css({ srOnly: true })}`}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) onFile(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={`${button({ size: 'lg' })} ${css({ cursor: 'pointer', '.peer:focus-visible + &': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } })}`}
          >
            {CHOOSE_FILE}
          </label>
          <p id={hintId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {DROP_HINT}
          </p>
        </>
      )}
    </div>
  );
}
