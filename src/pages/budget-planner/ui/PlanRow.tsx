import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { carrySource, clearPlanned, copyLastMonth, fillFromAverage, signedMoney, type PlanChange } from '@/entities/budget';
import type { BudgetRow, RolloverPolicy } from '@/shared/api';
import { categoryLabel, formatMoney } from '@/shared/lib';
import { Button, ChevronDownIcon, ChevronRightIcon, Menu, SelectField, mutedText } from '@/shared/ui';
import {
  actionsFor,
  ACTIONS,
  AVAILABLE,
  AVERAGE_3_MONTHS,
  CARRIED,
  CLEAR,
  COPY_LAST_MONTH,
  DETAILED_CATEGORY,
  detailsOf,
  FILL_FROM_AVERAGE,
  LAST_MONTH,
  NOTHING_CARRIED,
  PLANNED,
  plannedFor,
  ROLLOVER,
  ROLLOVER_OPTIONS,
  rolloverFor,
} from '../config/copy';
import { PlannedAmountField } from './PlannedAmountField';
import { cellCaption, figureCell, planCell, planRow, wideCell } from './plan-table-styles';

interface PlanRowProps {
  row: BudgetRow;
  save: (changes: PlanChange[]) => void;
}

/** One category's plan: its amount and rollover to change, its history and what carries in; its detailed categories on demand. */
export function PlanRow({ row, save }: PlanRowProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const label = categoryLabel(row.category);
  const hasDetails = row.details.length > 0;
  return (
    <>
      <tr role="row" className={planRow}>
        <th role="rowheader" scope="row" className={cx(planCell, wideCell, css({ textAlign: 'left', fontWeight: 'medium' }))}>
          {hasDetails ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpanded((open) => !open)}
              className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', textAlign: 'left', fontWeight: 'medium', borderRadius: 'control', cursor: 'pointer', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } })}
            >
              {expanded ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />}
              {label}
            </button>
          ) : (
            <span className={css({ pl: '5' })}>{label}</span>
          )}
        </th>
        <td role="cell" className={planCell}>
          <span aria-hidden className={cellCaption}>{PLANNED}</span>
          <PlannedAmountField label={plannedFor(label)} labelHidden amount={row.planned} onSave={(amount) => save([{ kind: 'planned', category: row.category, amount }])} />
        </td>
        <td role="cell" className={cx(planCell, figureCell)}>
          <span aria-hidden className={cellCaption}>{LAST_MONTH}</span>
          {formatMoney(row.last_month_actual)}
        </td>
        <td role="cell" className={cx(planCell, figureCell)}>
          <span aria-hidden className={cellCaption}>{AVERAGE_3_MONTHS}</span>
          {formatMoney(row.average_3_months)}
        </td>
        <td role="cell" className={planCell}>
          <span aria-hidden className={cellCaption}>{ROLLOVER}</span>
          <SelectField
            label={rolloverFor(label)}
            labelHidden
            options={ROLLOVER_OPTIONS}
            value={row.rollover}
            className={css({ maxW: { md: '48' } })}
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
        <td role="cell" className={cx(planCell, figureCell, css({ fontWeight: 'semibold' }))}>
          <span aria-hidden className={cellCaption}>{AVAILABLE}</span>
          {formatMoney(row.available)}
        </td>
        <td role="cell" className={cx(planCell, css({ textAlign: { md: 'right' } }))}>
          <Menu
            trigger={
              <Button variant="outline" tone="neutral" size="sm" aria-label={actionsFor(label)}>
                {ACTIONS}
                <ChevronDownIcon />
              </Button>
            }
            items={[
              { value: 'average', label: `${FILL_FROM_AVERAGE} (${formatMoney(row.average_3_months)})`, onSelect: () => save([fillFromAverage(row)]) },
              { value: 'last-month', label: `${COPY_LAST_MONTH} (${formatMoney(row.last_month_actual)})`, onSelect: () => save([copyLastMonth(row)]) },
              { value: 'clear', label: CLEAR, disabled: row.planned === null, onSelect: () => save([clearPlanned(row)]) },
            ]}
          />
        </td>
      </tr>
      {hasDetails && (
        <tr role="row" id={detailsId} hidden={!expanded} className={cx(planRow, css({ bg: 'bg.muted' }))}>
          <td role="cell" colSpan={8} className={cx(planCell, wideCell)}>
            <table aria-label={detailsOf(label)} className={css({ w: 'full', maxW: 'xl', fontSize: 'sm', '& th, & td': { py: '1', px: '2' } })}>
              <thead>
                <tr>
                  <th scope="col" className={css({ textAlign: 'left', fontWeight: 'medium', color: 'fg.muted' })}>{DETAILED_CATEGORY}</th>
                  <th scope="col" className={css({ textAlign: 'right', fontWeight: 'medium', color: 'fg.muted' })}>{LAST_MONTH}</th>
                  <th scope="col" className={css({ textAlign: 'right', fontWeight: 'medium', color: 'fg.muted' })}>{AVERAGE_3_MONTHS}</th>
                </tr>
              </thead>
              <tbody>
                {row.details.map((detail) => (
                  <tr key={detail.category}>
                    <th scope="row" className={css({ textAlign: 'left', fontWeight: 'normal' })}>{categoryLabel(detail.category, row.category)}</th>
                    <td className={css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' })}>{formatMoney(detail.last_month_actual)}</td>
                    <td className={css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' })}>{formatMoney(detail.average_3_months)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </td>
        </tr>
      )}
    </>
  );
}
