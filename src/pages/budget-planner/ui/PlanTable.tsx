import type { PlanChange } from '@/entities/budget';
import type { Budget } from '@/shared/api';
import { ACTIONS, AVAILABLE, AVERAGE_3_MONTHS, CARRIED, CATEGORY, LAST_MONTH, PLANNED, ROLLOVER, TABLE_LABEL } from '../config/copy';
import { PlanRow } from './PlanRow';
import { planBody, planHead, planTable } from './plan-table-styles';

const COLUMNS = [CATEGORY, PLANNED, LAST_MONTH, AVERAGE_3_MONTHS, ROLLOVER, CARRIED, AVAILABLE, ACTIONS];
const FIGURES = new Set([LAST_MONTH, AVERAGE_3_MONTHS, AVAILABLE]);

/** Every spending category of the month, one row each. */
export function PlanTable({ budget, save }: { budget: Budget; save: (changes: PlanChange[]) => void }) {
  return (
    <table role="table" aria-label={TABLE_LABEL} className={planTable}>
      <thead role="rowgroup" className={planHead}>
        <tr role="row">
          {COLUMNS.map((column) => (
            <th key={column} role="columnheader" scope="col" style={FIGURES.has(column) ? { textAlign: 'right' } : undefined}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={planBody}>
        {budget.categories.map((row) => (
          <PlanRow key={row.category} row={row} save={save} />
        ))}
      </tbody>
    </table>
  );
}
