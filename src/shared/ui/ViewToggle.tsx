import { SegmentGroup } from './SegmentGroup';

export type ChartView = 'chart' | 'table';

const OPTIONS = [
  { value: 'chart', label: 'Chart' },
  { value: 'table', label: 'Table' },
] as const;

export interface ViewToggleProps {
  /** Names the toggle for assistive technology, e.g. "Spending pace view". */
  label: string;
  value: ChartView;
  onValueChange: (view: ChartView) => void;
}

/** "Chart / Table": every chart has a table of the same figures, one Tab and an arrow key away. */
export function ViewToggle({ label, value, onValueChange }: ViewToggleProps) {
  return <SegmentGroup label={label} labelHidden options={OPTIONS} value={value} onValueChange={onValueChange} />;
}
