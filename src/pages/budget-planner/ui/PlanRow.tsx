import { useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { carrySource, clearPlanned, copyLastMonth, fillFromAverage, fillFromBills, signedMoney, type PlanChange } from '@/entities/budget';
import type { BudgetRow, RolloverPolicy } from '@/shared/api';
import { formatMoney, lineLabel } from '@/shared/lib';
import { Button, ChevronDownIcon, Menu, SelectField, mutedText, type MenuAction } from '@/shared/ui';
import {
  actionsFor,
  ACTIONS,
  AVAILABLE,
  AVERAGE_3_MONTHS,
  billText,
  CARD_PAYDOWN_NOTE,
  CARRIED,
  CLEAR,
  COPY_LAST_MONTH,
  FILL_FROM_AVERAGE,
  LAST_MONTH,
  NOTHING_CARRIED,
  PLANNED,
  plannedFor,
  planItsBills,
  ROLLOVER,
  ROLLOVER_OPTIONS,
  rolloverFor,
} from '../config/copy';
import { FigureCell } from './FigureCell';
import { PlannedAmountField } from './PlannedAmountField';
import { cellCaption, planCell, planRow, wideCell } from './plan-table-styles';

interface PlanRowProps {
  row: BudgetRow;
  save: (changes: PlanChange[]) => void;
  /** Focus the amount when the row appears (it was just added to its group). */
  autoFocus?: boolean;
}

/** One line of the plan (a detailed category): its amount and rollover to change, its bills, its history and what carries in. */
export function PlanRow({ row, save, autoFocus }: PlanRowProps) {
  const label = lineLabel(row.category);
  const rowRef = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    // The row's first field is its amount.
    if (autoFocus) rowRef.current?.querySelector('input')?.focus();
  }, [autoFocus]);
  const actions: MenuAction[] = [
    ...(row.bills_monthly > 0 ? [{ value: 'bills', label: planItsBills(formatMoney(row.bills_monthly)), onSelect: () => save([fillFromBills(row)]) }] : []),
    { value: 'average', label: `${FILL_FROM_AVERAGE} (${formatMoney(row.average_3_months)})`, onSelect: () => save([fillFromAverage(row)]) },
    { value: 'last-month', label: `${COPY_LAST_MONTH} (${formatMoney(row.last_month_actual)})`, onSelect: () => save([copyLastMonth(row)]) },
    { value: 'clear', label: CLEAR, disabled: row.planned === null, onSelect: () => save([clearPlanned(row)]) },
  ];
  return (
    <tr ref={rowRef} role="row" className={planRow}>
      <th role="rowheader" scope="row" className={cx(planCell, wideCell, css({ textAlign: 'left', fontWeight: 'medium', pl: { md: '6' }, minW: { md: '52' } }))}>
        {label}
        {row.kind === 'card_paydown' && <p className={cx(mutedText, css({ fontSize: 'xs', fontWeight: 'normal', mt: '0.5', maxW: 'xs' }))}>{CARD_PAYDOWN_NOTE}</p>}
        {row.bills.length > 0 && (
          <ul className={cx(mutedText, css({ fontSize: 'xs', fontWeight: 'normal', mt: '0.5' }))}>
            {row.bills.map((bill, i) => (
              // Two streams can share a description (one biller, two accounts).
              <li key={`${i}-${bill.description}`}>{billText(bill.merchant_name ?? bill.description, formatMoney(bill.amount), bill.frequency, formatMoney(bill.monthly))}</li>
            ))}
          </ul>
        )}
      </th>
      <td role="cell" className={planCell}>
        <span aria-hidden className={cellCaption}>{PLANNED}</span>
        <PlannedAmountField label={plannedFor(label)} labelHidden amount={row.planned} onSave={(amount) => save([{ kind: 'planned', category: row.category, amount }])} />
      </td>
      <FigureCell caption={LAST_MONTH}>{formatMoney(row.last_month_actual)}</FigureCell>
      <FigureCell caption={AVERAGE_3_MONTHS}>{formatMoney(row.average_3_months)}</FigureCell>
      <td role="cell" className={planCell}>
        <span aria-hidden className={cellCaption}>{ROLLOVER}</span>
        <SelectField
          label={rolloverFor(label)}
          labelHidden
          options={ROLLOVER_OPTIONS}
          value={row.rollover}
          className={css({ maxW: { md: '44' } })}
          onValueChange={(rollover) => save([{ kind: 'rollover', category: row.category, rollover: rollover as RolloverPolicy }])}
        />
      </td>
      <td role="cell" className={cx(planCell, css({ maxW: { md: '56' } }))}>
        <span aria-hidden className={cellCaption}>{CARRIED}</span>
        {row.carry && row.carried !== 0 ? (
          <>
            <span className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'medium', color: row.carried < 0 ? 'danger.text' : undefined })}>{signedMoney(row.carried)}</span>{' '}
            <span className={cx(mutedText, css({ fontSize: 'xs' }))}>{carrySource(row.carry)}</span>
          </>
        ) : (
          <span className={mutedText}>{NOTHING_CARRIED}</span>
        )}
      </td>
      <FigureCell caption={AVAILABLE} className={css({ fontWeight: 'semibold' })}>
        {formatMoney(row.available)}
      </FigureCell>
      <td role="cell" className={cx(planCell, css({ textAlign: { md: 'right' } }))}>
        <Menu
          trigger={
            <Button variant="outline" tone="neutral" size="sm" aria-label={actionsFor(label)}>
              {ACTIONS}
              <ChevronDownIcon />
            </Button>
          }
          items={actions}
        />
      </td>
    </tr>
  );
}
