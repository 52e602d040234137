import { css } from 'styled-system/css';
import { PAGE_SIZES, type PageSize } from '@/entities/transaction';
import { Button, ChevronLeftIcon, ChevronRightIcon, SelectField } from '@/shared/ui';

export interface PaginationProps {
  page: number;
  pageSize: PageSize;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

/** Previous and next page, where this page is, and how many rows a page holds. */
export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pages of transactions" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '3' })}>
      <SelectField
        label="Rows per page"
        value={String(pageSize)}
        onValueChange={(value) => onPageSizeChange(Number(value) as PageSize)}
        options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        className={css({ flexDirection: 'row', alignItems: 'center', gap: '2' })}
      />
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <span aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
          {first.toLocaleString()}–{last.toLocaleString()} of {total.toLocaleString()} · page {page} of {pages}
        </span>
        <Button variant="outline" tone="neutral" size="icon" aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon />
        </Button>
        <Button variant="outline" tone="neutral" size="icon" aria-label="Next page" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          <ChevronRightIcon />
        </Button>
      </div>
    </nav>
  );
}
