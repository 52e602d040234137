import { useState } from 'react';
import type { PlanChange } from '@/entities/budget';
import type { Budget } from '@/shared/api';
import { ACTIONS, AVAILABLE, AVERAGE_3_MONTHS, CARRIED, CATEGORY, LAST_MONTH, PLANNED, ROLLOVER, TABLE_LABEL } from '../config/copy';
import { planSections } from '../lib/plan-sections';
import { isActiveLine } from '../lib/shown-lines';
import { PlanGroup } from './PlanGroup';
import { planHead, planTable } from './plan-table-styles';

const COLUMNS = [CATEGORY, PLANNED, LAST_MONTH, AVERAGE_3_MONTHS, ROLLOVER, CARRIED, AVAILABLE, ACTIONS];
const FIGURES = new Set([LAST_MONTH, AVERAGE_3_MONTHS, AVAILABLE]);

/** The month's plan by the person's category groups, in their order, each line a detailed category (or one of their own). */
export function PlanTable({ budget, save }: { budget: Budget; save: (changes: PlanChange[]) => void }) {
  // Lines added in this visit show even before they hold a plan.
  const [added, setAdded] = useState<string[]>([]);
  const isShown = (category: string) => added.includes(category) || isActiveLine(budget.categories.find((row) => row.category === category)!);
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
      {planSections(budget).map((section) => (
        <PlanGroup
          key={section.key}
          section={section}
          shown={section.rows.filter((row) => isShown(row.category))}
          hidden={section.rows.filter((row) => !isShown(row.category))}
          added={added.at(-1) ?? null}
          onAdd={(category) => setAdded((list) => [...list, category])}
          save={save}
        />
      ))}
    </table>
  );
}
