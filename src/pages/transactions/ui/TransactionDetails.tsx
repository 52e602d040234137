import { useRef, useState, type KeyboardEvent } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { HiddenBadge, markTransaction, merchantKeyOf, merchantShown, PendingBadge, renameMerchant, TagInput, transactionRowKey, transactionsHref, useMerchantTransactions, useUserTags } from '@/entities/transaction';
import { useApiQuery, type Transaction, type TransactionChange, type TransactionMarksRequest } from '@/shared/api';
import { merchantInsightsHref } from '@/shared/config';
import { formatMoment, formatPlainDate, transactionCategoryLabel } from '@/shared/lib';
import { Amount, Button, CloseIcon, Switch } from '@/shared/ui';
import { useTransactionRows } from '../api/split-transaction';
import { EDIT_SPLIT, LOADING_PARTS, SPLIT_CATEGORIES_HINT, SPLIT_SECTION, SPLIT_TRANSACTION, splitInto } from '../config/copy';
import { MAX_NOTE_LENGTH } from '../config/limits';
import { wholeTransaction, type WholeTransaction } from '../lib/split-parts';
import { useRefreshMoney } from '../model/refresh-money';
import { SplitDialog } from './SplitDialog';
import { SplitMarker } from './SplitMarker';

export interface TransactionDetailsProps {
  /** The transaction shown; `null` keeps the panel closed. */
  transaction: Transaction | null;
  onClose: () => void;
  /** "Change category": the page closes the panel and opens the change of category. */
  onRecategorize: (transaction: Transaction) => void;
  /** Where focus goes back when the panel closes (the row's details button). */
  returnFocusTo?: () => HTMLElement | null;
}

/** Who set the category in force: the person for this row, their rule for its merchant, or the bank. */
const categorySource = (t: Transaction): string =>
  t.category_source === 'user' ? 'You chose it for this transaction.' : t.category_source === 'rule' ? `Set by your rule for ${merchantShown(t)}: every transaction there, past and future.` : "The bank's category (Plaid's).";

/** The contract's longest merchant name (`MerchantRename`). */
const MAX_MERCHANT_NAME_LENGTH = 80;
/** Other transactions of the merchant listed under the details. */
const OTHERS_SHOWN = 5;

type SaveState = { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'failed'; what: string };

const term = css({ fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide', fontWeight: 'semibold' });
const definition = css({ fontSize: 'sm', color: 'fg.default', overflowWrap: 'anywhere' });
const sectionTitle = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' });

/**
 * A transaction's details, on the right on a wide screen and full screen on a phone: its date,
 * amount, account, the bank's own text, merchant and category, and what the person keeps on it —
 * a note (saved when the field is left, or on Enter; Shift+Enter for a new line), tags, hidden
 * (out of every total) and reviewed — each saved at once, with "Saving…", "Saved" or what failed
 * said beside them; then the merchant's other newest transactions. A part of a split transaction
 * shows the whole: its amount and its parts, each with its category and note; "Split transaction"
 * or "Edit split" opens the split over the panel. Escape or Close closes it and
 * focus goes back to the row.
 */
export function TransactionDetails({ transaction, onClose, onRecategorize, returnFocusTo }: TransactionDetailsProps) {
  return (
    <ArkDialog.Root
      open={transaction !== null}
      onOpenChange={(details) => !details.open && onClose()}
      finalFocusEl={returnFocusTo}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={css({ position: 'fixed', inset: '0', zIndex: 'overlay', bg: 'black/40' })} />
        <ArkDialog.Positioner className={css({ position: 'fixed', inset: '0', zIndex: 'modal', display: 'flex', justifyContent: 'flex-end' })}>
          <ArkDialog.Content
            className={css({
              display: 'flex',
              flexDirection: 'column',
              w: { base: 'full', md: '480px' },
              h: 'full',
              bg: 'bg.surface',
              color: 'fg.default',
              borderLeftWidth: { base: '0', md: '1px' },
              borderColor: 'border.default',
              boxShadow: 'overlay',
              pt: 'env(safe-area-inset-top)',
              pb: 'env(safe-area-inset-bottom)',
              outline: 'none',
            })}
          >
            {/* Keyed by the transaction: each one opens with its own note and marks. */}
            {transaction && <DetailsBody key={transactionRowKey(transaction)} transaction={transaction} onRecategorize={onRecategorize} />}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

function DetailsBody({ transaction: opened, onRecategorize }: { transaction: Transaction; onRecategorize: (transaction: Transaction) => void }) {
  const [transaction, setTransaction] = useState(opened);
  const [note, setNote] = useState(opened.note ?? '');
  const [save, setSave] = useState<SaveState>({ state: 'idle' });
  // The switches as shown: moved at once, put back when the change fails. A switch's own checkbox keeps what it was
  // clicked to while its value stays the same, so putting it back sets that checkbox too (focus stays on it).
  const [flags, setFlags] = useState({ hidden: opened.hidden, reviewed: opened.reviewed });
  const switches = useRef<HTMLDivElement>(null);
  const refreshMoney = useRefreshMoney();
  const tags = useUserTags();
  const merchant = merchantShown(transaction);
  const [merchantName, setMerchantName] = useState(opened.merchant_renamed ? (opened.merchant_name ?? '') : '');
  // The transaction as a whole, from its rows as listed now: a split saved here, or made whole, shows at once.
  const rows = useTransactionRows(opened.transaction_id);
  const whole = wholeTransaction(transaction, rows.data);
  const split = whole.parts.length > 0;
  const [splitting, setSplitting] = useState(false);

  const change = async (marks: TransactionMarksRequest, what: string) => {
    setSave({ state: 'saving' });
    try {
      const saved = await markTransaction(transaction.transaction_id, marks);
      setTransaction(saved);
      setFlags({ hidden: saved.hidden, reviewed: saved.reviewed });
      setSave({ state: 'saved' });
      await refreshMoney();
    } catch {
      setFlags({ hidden: transaction.hidden, reviewed: transaction.reviewed });
      for (const flag of ['hidden', 'reviewed'] as const) {
        const checkbox = switches.current?.querySelector<HTMLInputElement>(`[data-flag="${flag}"] input`);
        if (checkbox) checkbox.checked = transaction[flag];
      }
      setSave({ state: 'failed', what });
    }
  };

  const toggle = (flag: 'hidden' | 'reviewed', value: boolean, what: string) => {
    setFlags((shown) => ({ ...shown, [flag]: value }));
    void change({ [flag]: value }, what);
  };

  const saveNote = () => {
    const trimmed = note.trim();
    if (trimmed === (transaction.note ?? '')) return;
    void change({ note: trimmed === '' ? null : trimmed }, 'The note');
  };

  /** The person's name for the merchant, on every row of it; emptied, the bank's name again. */
  const saveMerchantName = async () => {
    const trimmed = merchantName.trim();
    if (trimmed === (transaction.merchant_renamed ? (transaction.merchant_name ?? '') : '')) return;
    setSave({ state: 'saving' });
    try {
      const saved = await renameMerchant(transaction.transaction_id, trimmed === '' ? null : trimmed);
      setTransaction(saved);
      setMerchantName(saved.merchant_renamed ? (saved.merchant_name ?? '') : '');
      setSave({ state: 'saved' });
      await refreshMoney();
    } catch {
      setSave({ state: 'failed', what: 'The merchant’s name' });
    }
  };

  const noteKeys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      saveNote();
    }
  };

  const noteField = field();
  const merchantField = field();
  return (
    <>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', pl: '4', pr: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' })}>
        <ArkDialog.Title className={css({ fontSize: 'md', fontWeight: 'semibold', mr: 'auto', overflowWrap: 'anywhere' })}>{merchant}</ArkDialog.Title>
        <SaveStatus save={save} />
        <ArkDialog.CloseTrigger asChild>
          <Button variant="ghost" tone="neutral" size="icon" aria-label="Close">
            <CloseIcon />
          </Button>
        </ArkDialog.CloseTrigger>
      </div>
      <div className={css({ flex: '1', overflowY: 'auto', px: '4', py: '4', display: 'flex', flexDirection: 'column', gap: '5' })}>
        <ArkDialog.Description className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', fontSize: 'xl', fontWeight: 'semibold' })}>
          <Amount amount={whole.cents / 100} direction={whole.direction} currency={transaction.iso_currency_code} />
          <span className={css({ fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' })}>{formatPlainDate(transaction.date)}</span>
          {transaction.pending && <PendingBadge />}
          {transaction.hidden && <HiddenBadge />}
        </ArkDialog.Description>

        <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' }, columnGap: '4', rowGap: { base: '1', sm: '3' }, alignItems: 'baseline' })}>
          <dt className={term}>Account</dt>
          <dd className={definition}>
            {transaction.account_name} · {transaction.institution_name}
          </dd>
          <dt className={term}>Bank&apos;s text</dt>
          <dd className={definition}>{transaction.name}</dd>
          <dt className={term}>Merchant</dt>
          <dd className={definition}>
            <Link href={merchantInsightsHref(transaction.transaction_id)} className={css({ color: 'brand.text', textDecoration: 'underline', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } })}>
              {merchant}
            </Link>
          </dd>
          {transaction.merchant_renamed && (
            <>
              <dt className={term}>Bank&apos;s merchant</dt>
              <dd className={definition}>{transaction.bank_merchant_name || transaction.name}</dd>
            </>
          )}
          <dt className={term}>Category</dt>
          <dd className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', fontSize: 'sm' })}>
            {split ? splitInto(whole.parts.length) : transactionCategoryLabel(whole.row)}
            {!split && (
              <Button variant="outline" tone="neutral" size="sm" onClick={() => onRecategorize(whole.row)}>
                Change category
              </Button>
            )}
            {/* One button either way, so focus comes back to it when the split closes, whatever it did. */}
            <Button variant="outline" tone="neutral" size="sm" onClick={() => setSplitting(true)} disabled={rows.data === undefined}>
              {split ? EDIT_SPLIT : SPLIT_TRANSACTION}
            </Button>
            <span className={css({ flexBasis: 'full', fontSize: 'xs', color: 'fg.muted' })}>{split ? SPLIT_CATEGORIES_HINT : categorySource(whole.row)}</span>
          </dd>
        </dl>

        {split && <SplitParts whole={whole} loaded={rows.data !== undefined} />}
        {splitting && <SplitDialog whole={whole} onClose={() => setSplitting(false)} />}

        <div className={merchantField.root}>
          <label htmlFor={`merchant-${transaction.transaction_id}`} className={merchantField.label}>
            Your name for this merchant
          </label>
          <input
            id={`merchant-${transaction.transaction_id}`}
            value={merchantName}
            maxLength={MAX_MERCHANT_NAME_LENGTH}
            placeholder={merchantKeyOf(transaction)}
            onChange={(event) => setMerchantName(event.currentTarget.value)}
            onBlur={() => void saveMerchantName()}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void saveMerchantName();
              }
            }}
            className={merchantField.input}
          />
          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>Every transaction of this merchant, past and future, shows it; empty, the bank&apos;s name again.</span>
        </div>

        <div className={noteField.root}>
          <label htmlFor={`note-${transaction.transaction_id}`} className={noteField.label}>
            Note
          </label>
          <textarea
            id={`note-${transaction.transaction_id}`}
            value={note}
            rows={3}
            maxLength={MAX_NOTE_LENGTH}
            placeholder="What was this for?"
            onChange={(event) => setNote(event.currentTarget.value)}
            onBlur={saveNote}
            onKeyDown={noteKeys}
            className={`${noteField.input} ${css({ h: 'auto', py: '2', resize: 'vertical' })}`}
          />
          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>Saved when you leave the field or press Enter; Shift+Enter for a new line.</span>
        </div>

        <TagInput tags={transaction.tags} suggestions={tags.data?.map((t) => t.name)} onChange={(next) => void change({ tags: next }, 'The tags')} />

        <div ref={switches} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <div data-flag="hidden">
            <Switch checked={flags.hidden} onCheckedChange={(hidden) => toggle('hidden', hidden, hidden ? 'Hiding' : 'Showing')}>
              Hidden: left out of every total
            </Switch>
          </div>
          <div data-flag="reviewed">
            <Switch checked={flags.reviewed} onCheckedChange={(reviewed) => toggle('reviewed', reviewed, 'Reviewed')}>
              Reviewed
            </Switch>
          </div>
        </div>

        <MerchantTransactions merchant={merchant} merchantKey={merchantKeyOf(transaction)} current={transaction.transaction_id} />
        <ChangeHistory transactionId={transaction.transaction_id} />
      </div>
    </>
  );
}

function SaveStatus({ save }: { save: SaveState }) {
  if (save.state === 'failed') {
    return (
      <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
        {save.what} could not be saved. Try again.
      </p>
    );
  }
  return (
    <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
      {save.state === 'saving' ? 'Saving…' : save.state === 'saved' ? 'Saved' : ''}
    </p>
  );
}

/** The merchant's newest other transactions, each a link to it on the transactions page. */
function MerchantTransactions({ merchant, merchantKey, current }: { merchant: string; merchantKey: string; current: string }) {
  const read = useMerchantTransactions(merchantKey, OTHERS_SHOWN + 1);
  const others = read.data?.filter((t) => t.transaction_id !== current).slice(0, OTHERS_SHOWN);
  return (
    <section aria-labelledby={`others-${current}`} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h3 id={`others-${current}`} className={sectionTitle}>
        Other transactions at {merchant}
      </h3>
      {read.failed ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>They could not be loaded.</p>
      ) : !others ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Loading…</p>
      ) : others.length === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>None yet.</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          {others.map((t) => (
            <li key={transactionRowKey(t)} className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm' })}>
              <Link href={transactionsHref({ transaction_id: t.transaction_id })} className={css({ color: 'brand.text', textDecoration: 'underline', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } })}>
                {formatPlainDate(t.date)}
              </Link>
              <Amount amount={t.amount} direction={t.direction} currency={t.iso_currency_code} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The parts of a split transaction: each one's category by the person's name, its note, its amount; the bank's remainder marked. */
function SplitParts({ whole, loaded }: { whole: WholeTransaction; loaded: boolean }) {
  const id = `split-${whole.row.transaction_id}`;
  return (
    <section aria-labelledby={id} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h3 id={id} className={sectionTitle}>
        {SPLIT_SECTION}
      </h3>
      {!loaded ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{LOADING_PARTS}</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {whole.parts.map((part) => (
            <li key={transactionRowKey(part)} className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3', fontSize: 'sm' })}>
              <span className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', minW: '0' })}>
                {transactionCategoryLabel(part)}
                {part.split && <SplitMarker split={part.split} numbered={false} />}
              </span>
              <Amount amount={part.amount} direction={part.direction} currency={part.iso_currency_code} className={css({ flexShrink: 0 })} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What each field of a change is called in the history. */
const FIELD_NAMES: Record<TransactionChange['field'], string> = { category: 'Category', merchant: 'Merchant’s name', note: 'Note', tags: 'Tags', hidden: 'Hidden', reviewed: 'Reviewed', split: 'Split' };

/** What the person changed on the transaction, newest first, each with what it was and became. */
function ChangeHistory({ transactionId }: { transactionId: string }) {
  const read = useApiQuery('/db_api/transactions/{transaction_id}/history', { params: { path: { transaction_id: transactionId } } });
  const changes = read.data?.changes;
  return (
    <section aria-labelledby={`history-${transactionId}`} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h3 id={`history-${transactionId}`} className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        Your changes
      </h3>
      {read.error ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>They could not be loaded.</p>
      ) : !changes ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Loading…</p>
      ) : changes.length === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>None yet: it is as the bank sent it.</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          {changes.map((change) => (
            <li key={`${change.changed_at}-${change.field}`} className={css({ fontSize: 'sm' })}>
              {/* One text, so a field's name never stands alone beside the panel's own "Hidden" or "Reviewed". */}
              <span>{`${FIELD_NAMES[change.field]}: ${change.from ?? 'none'} → ${change.to ?? 'none'}`}</span>
              <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{formatMoment(change.changed_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
