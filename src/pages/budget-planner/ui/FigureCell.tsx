import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { cellCaption, figureCell, planCell } from './plan-table-styles';

/** A figure of the plan's table, right-aligned, with its column's name above it on the phone's cards. */
export function FigureCell({ caption, className, children }: { caption: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={cx(planCell, figureCell, className)}>
      <span aria-hidden className={cellCaption}>
        {caption}
      </span>
      {children}
    </td>
  );
}
