import { useState, type KeyboardEvent } from 'react';
import { budgetAmountText, parseBudgetAmount } from '@/entities/budget';

export interface AmountDraft {
  /** What the field shows: the typed text while editing, else the saved amount. */
  text: string;
  /** Why the typed text cannot be saved, shown beside the field. */
  error: string | undefined;
  onValueChange: (text: string) => void;
  /** Saves on leaving the field. */
  onBlur: () => void;
  /** Enter saves, Escape puts the saved amount back. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * An amount field that saves itself: typed text is checked as it is typed and saved when the
 * field is left or Enter is pressed — never while invalid, and not when nothing changed.
 */
export function useAmountDraft(saved: number | null, save: (amount: number | null) => void): AmountDraft {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? budgetAmountText(saved);
  const entry = parseBudgetAmount(text);
  const commit = () => {
    if (draft === null || entry.error !== undefined) return;
    if (entry.amount !== saved) save(entry.amount);
    setDraft(null);
  };
  return {
    text,
    error: draft === null ? undefined : entry.error,
    onValueChange: setDraft,
    onBlur: commit,
    onKeyDown: (event) => {
      if (event.key === 'Enter') commit();
      if (event.key === 'Escape' && draft !== null) {
        event.preventDefault();
        setDraft(null);
      }
    },
  };
}
