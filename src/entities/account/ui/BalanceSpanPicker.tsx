import { css } from 'styled-system/css';
import { SegmentGroup } from '@/shared/ui';
import { BALANCE_SPANS } from '../config/balance-spans';
import type { BalanceSpan } from '../lib/balance-span';

/** "1M" on screen, "Last month" to a screen reader. */
function SpanLabel({ short, long }: { short: string; long: string }) {
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className={css({ srOnly: true })}>{long}</span>
    </>
  );
}

export interface BalanceSpanPickerProps {
  /** Names the choice for assistive technology, e.g. "Net worth period". */
  label: string;
  value: BalanceSpan;
  onValueChange: (span: BalanceSpan) => void;
}

/** 1M · 3M · 1Y · All: how far back a chart of balances looks. */
export function BalanceSpanPicker({ label, value, onValueChange }: BalanceSpanPickerProps) {
  const options = BALANCE_SPANS.map((span) => ({ value: span.value, label: <SpanLabel short={span.short} long={span.long} /> }));
  return <SegmentGroup label={label} labelHidden options={options} value={value} onValueChange={onValueChange} />;
}
