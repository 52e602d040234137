import { css } from 'styled-system/css';
import { Button, ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui';
import { MERCHANT_PAGES, merchantsShown, NEXT_MERCHANTS, PREVIOUS_MERCHANTS } from '../config/copy';

export interface MerchantPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Previous and next page of a merchant list, and which of them are shown. */
export function MerchantPager({ page, pageSize, total, onPageChange }: MerchantPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={MERCHANT_PAGES} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', pt: '3' })}>
      <span aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
        {merchantsShown(first, last, total)}
      </span>
      <span className={css({ display: 'flex', gap: '2' })}>
        <Button variant="outline" tone="neutral" size="icon" aria-label={PREVIOUS_MERCHANTS} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon />
        </Button>
        <Button variant="outline" tone="neutral" size="icon" aria-label={NEXT_MERCHANTS} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          <ChevronRightIcon />
        </Button>
      </span>
    </nav>
  );
}
