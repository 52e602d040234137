import { css } from 'styled-system/css';
import type { Chart } from '@/shared/api';
import { numeric, table } from '@/shared/ui';
import { chartTableLabel, LABEL_COLUMN, NO_FIGURE } from '../config/chat-copy';
import { formatFigure, labelKind, labelText } from '../lib/figures';
import { ScrollRegion } from './ScrollRegion';

/** Every figure of a chart: a row per label, a column per dataset. */
export function ChartTable({ chart }: { chart: Chart }) {
  return (
    <ScrollRegion label={chartTableLabel(chart.title)}>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col" className={css({ textAlign: 'left' })}>
              {LABEL_COLUMN[labelKind(chart.labels[0])]}
            </th>
            {chart.datasets.map((dataset) => (
              <th key={dataset.label} scope="col" className={numeric}>
                {dataset.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.labels.map((label, at) => (
            <tr key={label}>
              <th scope="row" className={css({ textAlign: 'left', fontWeight: 'normal', whiteSpace: 'nowrap' })}>
                {labelText(label)}
              </th>
              {chart.datasets.map((dataset) => {
                const value = dataset.values[at];
                return (
                  <td key={dataset.label} className={numeric}>
                    {value === null || value === undefined ? NO_FIGURE : formatFigure(value, chart.unit)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
