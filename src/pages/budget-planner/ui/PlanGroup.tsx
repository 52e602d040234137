import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import type { PlanChange } from '@/entities/budget';
import type { BudgetGroup, BudgetRow } from '@/shared/api';
import { formatMoney, lineLabel } from '@/shared/lib';
import { SelectField } from '@/shared/ui';
import { ADD_CATEGORY, addTo, ALL_CATEGORIES, AVAILABLE, AVERAGE_3_MONTHS, LAST_MONTH, PLANNED } from '../config/copy';
import { FigureCell } from './FigureCell';
import { PlanRow } from './PlanRow';
import { cellCaption, groupRow, planBody, planCell, wideCell } from './plan-table-styles';

interface PlanGroupProps {
  group: BudgetGroup;
  /** The group's lines that show, in order. */
  shown: BudgetRow[];
  /** Its other lines, offered to add. */
  hidden: BudgetRow[];
  /** The line just added, whose amount takes the focus. */
  added: string | null;
  onAdd: (category: string) => void;
  save: (changes: PlanChange[]) => void;
}

/** A group of the plan: its totals, then its lines, and the way to add one of its other categories. */
export function PlanGroup({ group, shown, hidden, added, onAdd, save }: PlanGroupProps) {
  const titleId = useId();
  const label = lineLabel(group.group);
  return (
    <tbody role="rowgroup" aria-labelledby={titleId} className={planBody}>
      <tr role="row" className={groupRow}>
        <th role="rowheader" scope="row" className={cx(planCell, wideCell, css({ textAlign: 'left' }))}>
          <span id={titleId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
            {label}
          </span>
          <span className={css({ srOnly: true })}>{ALL_CATEGORIES}</span>
        </th>
        <td role="cell" className={cx(planCell, css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }))}>
          <span aria-hidden className={cellCaption}>{PLANNED}</span>
          {formatMoney(group.planned)}
        </td>
        <FigureCell caption={LAST_MONTH}>{formatMoney(group.last_month_actual)}</FigureCell>
        <FigureCell caption={AVERAGE_3_MONTHS}>{formatMoney(group.average_3_months)}</FigureCell>
        <td role="cell" className={cx(planCell, css({ display: { base: 'none', md: 'table-cell' } }))} />
        <td role="cell" className={cx(planCell, css({ display: { base: 'none', md: 'table-cell' } }))} />
        <FigureCell caption={AVAILABLE} className={css({ fontWeight: 'semibold' })}>
          {formatMoney(group.available)}
        </FigureCell>
        <td role="cell" className={cx(planCell, css({ display: { base: 'none', md: 'table-cell' } }))} />
      </tr>
      {shown.map((row) => (
        <PlanRow key={row.category} row={row} save={save} autoFocus={row.category === added} />
      ))}
      {hidden.length > 0 && (
        <tr role="row" className={css({ display: { base: 'block', md: 'table-row' } })}>
          <td role="cell" colSpan={8} className={cx(planCell, css({ pl: { md: '6' } }))}>
            <SelectField
              label={addTo(label)}
              labelHidden
              value=""
              options={[{ value: '', label: ADD_CATEGORY }, ...hidden.map((row) => ({ value: row.category, label: lineLabel(row.category) }))]}
              onValueChange={(category) => category && onAdd(category)}
              className={css({ maxW: '64' })}
            />
          </td>
        </tr>
      )}
    </tbody>
  );
}
