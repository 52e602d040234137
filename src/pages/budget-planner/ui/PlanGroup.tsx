import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import type { PlanChange } from '@/entities/budget';
import type { BudgetRow } from '@/shared/api';
import { formatMoney, lineLabel } from '@/shared/lib';
import { SelectField } from '@/shared/ui';
import { ADD_CATEGORY, addTo, ALL_CATEGORIES, AVAILABLE, AVERAGE_3_MONTHS, LAST_MONTH, PLANNED } from '../config/copy';
import type { PlanSection } from '../lib/plan-sections';
import { FigureCell } from './FigureCell';
import { PlanRow } from './PlanRow';
import { cellCaption, groupRow, planBody, planCell, wideCell } from './plan-table-styles';

interface PlanGroupProps {
  section: PlanSection;
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
export function PlanGroup({ section, shown, hidden, added, onAdd, save }: PlanGroupProps) {
  const titleId = useId();
  const { name, icon, totals } = section;
  return (
    <tbody role="rowgroup" aria-labelledby={titleId} className={planBody}>
      <tr role="row" className={groupRow}>
        <th role="rowheader" scope="row" className={cx(planCell, wideCell, css({ textAlign: 'left' }))}>
          {icon && (
            <span aria-hidden className={css({ fontSize: 'md', mr: '1.5' })}>
              {icon}
            </span>
          )}
          <span id={titleId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
            {name}
          </span>
          <span className={css({ srOnly: true })}>{ALL_CATEGORIES}</span>
        </th>
        <td role="cell" className={cx(planCell, css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }))}>
          <span aria-hidden className={cellCaption}>{PLANNED}</span>
          {formatMoney(totals.planned)}
        </td>
        <FigureCell caption={LAST_MONTH}>{formatMoney(totals.last_month_actual)}</FigureCell>
        <FigureCell caption={AVERAGE_3_MONTHS}>{formatMoney(totals.average_3_months)}</FigureCell>
        <td role="cell" className={cx(planCell, css({ display: { base: 'none', md: 'table-cell' } }))} />
        <td role="cell" className={cx(planCell, css({ display: { base: 'none', md: 'table-cell' } }))} />
        <FigureCell caption={AVAILABLE} className={css({ fontWeight: 'semibold' })}>
          {formatMoney(totals.available)}
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
              label={addTo(name)}
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
