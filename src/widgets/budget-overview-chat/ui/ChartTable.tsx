import { css, cx } from 'styled-system/css';
import type { Chart } from '@/shared/api';
import { numeric, rowsOnPhone, table } from '@/shared/ui';
import { chartTableLabel, LABEL_COLUMN, NO_FIGURE } from '../config/chat-copy';
import { formatFigure, labelKind, labelText } from '../lib/figures';
import { ScrollRegion } from './ScrollRegion';

/** Every figure of a chart: a row per label, a column per dataset (on a phone, each label a block of labelled figures). */
export function ChartTable({ chart }: { chart: Chart }) {
  return (
    <ScrollRegion label={chartTableLabel(chart.title)}>
      <table role="table" className={cx(table, rowsOnPhone)}>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className={css({ textAlign: 'left' })}>
              {LABEL_COLUMN[labelKind(chart.labels[0])]}
            </th>
            {chart.datasets.map((dataset) => (
              <th key={dataset.label} scope="col" role="columnheader" className={numeric}>
                {dataset.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {chart.labels.map((label, at) => (
            <tr key={label} role="row">
              <th scope="row" role="rowheader" className={css({ textAlign: 'left', fontWeight: 'normal', whiteSpace: 'nowrap' })}>
                {labelText(label)}
              </th>
              {chart.datasets.map((dataset) => {
                const value = dataset.values[at];
                return (
                  <td key={dataset.label} role="cell" data-label={dataset.label} className={numeric}>
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
