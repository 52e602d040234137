import { useState } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { useUserCategories } from '@/entities/category';
import { categoryChoiceOf, categoryOptionGroups, recategorizeTransaction, useCategoryTaxonomy } from '@/entities/transaction';
import type { CategoryGroup, Transaction, UserCategoryGroup } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { formatPlainDate, transactionCategoryLabel } from '@/shared/lib';
import { actionLink, Amount, Button, Dialog, notify, SelectField, Switch } from '@/shared/ui';
import { MANAGE_CATEGORIES } from '../config/copy';
import { useRefreshMoney } from '../model/refresh-money';

export interface RecategorizeDialogProps {
  /** The transaction to recategorise; `null` keeps the dialog closed. */
  transaction: Transaction | null;
  onClose: () => void;
}

/** What the bank's (or the rule's) category becomes when the person's own choice is cleared. */
const RESET_VALUE = '';

const merchantOf = (t: Transaction) => t.merchant_name ?? t.name;
const inForce = (t: Transaction) => t.category_detailed ?? t.category_primary ?? RESET_VALUE;

/**
 * The choice the form opens on: the category in force, or "The bank's category" when that is a
 * bank's code the picker does not offer (Plaid's v2 codes, such as Salary: the picker offers the
 * product's categories).
 */
function openingChoice(t: Transaction, taxonomy: readonly CategoryGroup[] | undefined, groups: readonly UserCategoryGroup[]): string {
  const code = inForce(t);
  const offered = !taxonomy || code === RESET_VALUE || categoryChoiceOf(taxonomy, code, groups) !== undefined;
  return offered || t.category_source !== 'plaid' ? code : RESET_VALUE;
}

/** The saved category as the person named it (their own categories too, whether or not the names have reached every label). */
const savedLabel = (saved: Transaction, groups: readonly UserCategoryGroup[]) =>
  groups.flatMap((group) => group.categories).find((category) => category.code === saved.category_detailed)?.name ?? transactionCategoryLabel(saved);

/**
 * Moves a transaction to another category, or with "Always for this merchant" every transaction of
 * its merchant, past and future. The dashboard, budgets and the assistant follow at once. The
 * person's own categories are offered under their base's primary, by their names; the ones they
 * hid are not, unless the transaction is in one.
 */
export function RecategorizeDialog({ transaction, onClose }: RecategorizeDialogProps) {
  // Keyed by the transaction: each one opens with its own category in force.
  return transaction ? <RecategorizeForm key={transaction.transaction_id} transaction={transaction} onClose={onClose} /> : null;
}

function RecategorizeForm({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const taxonomy = useCategoryTaxonomy();
  const personCategories = useUserCategories();
  // Without the person's categories (a failed read), the taxonomy alone is offered, as before there were any.
  const groups = personCategories.data ?? [];
  const loaded = taxonomy !== undefined && (personCategories.data !== undefined || personCategories.failed);
  const refreshMoney = useRefreshMoney();
  // Undefined until the person picks: the opening choice waits for the taxonomy and their categories to know what is offered.
  const [picked, setPicked] = useState<string>();
  const code = picked ?? openingChoice(transaction, loaded ? taxonomy : undefined, groups);
  const [always, setAlways] = useState(transaction.category_source === 'rule');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const merchant = merchantOf(transaction);
  const choice = code === RESET_VALUE ? null : loaded ? categoryChoiceOf(taxonomy, code, groups) : undefined;
  const canSave = !saving && loaded && choice !== undefined;

  const save = async () => {
    if (choice === undefined) return;
    setSaving(true);
    setFailed(false);
    try {
      const saved = await recategorizeTransaction(transaction.transaction_id, { category: choice, alwaysForMerchant: always });
      await refreshMoney();
      const label = savedLabel(saved, groups);
      notify.success(always ? `Every ${merchant} transaction is now ${label}.` : `Moved to ${label}.`);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const options = [
    { label: 'Reset', options: [{ value: RESET_VALUE, label: transaction.category_source === 'plaid' ? "The bank's category" : "Back to the bank's category" }] },
    ...(loaded ? categoryOptionGroups(taxonomy, { groups, keep: inForce(transaction) }) : []),
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Change category"
      description={
        <>
          {transaction.name} · {formatPlainDate(transaction.date)} · <Amount amount={transaction.amount} direction={transaction.direction} currency={transaction.iso_currency_code} />
        </>
      }
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={!canSave} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          <SelectField label="Category" value={code} onValueChange={setPicked} options={options} disabled={!loaded} />
          <Link href={ROUTES.categories} className={`${actionLink} ${css({ alignSelf: 'flex-start' })}`}>
            {MANAGE_CATEGORIES}
          </Link>
        </div>
        <Switch checked={always} onCheckedChange={setAlways}>
          Always for {merchant}: past and future transactions
        </Switch>
        {failed && (
          <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
            The category could not be changed. Check your connection and try again.
          </p>
        )}
      </div>
    </Dialog>
  );
}
