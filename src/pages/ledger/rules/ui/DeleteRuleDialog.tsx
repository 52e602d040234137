import { useState } from 'react';
import { css } from 'styled-system/css';
import { RuleSentence, useRuleChanges, type TransactionRule } from '@/entities/rule';
import { Button, Dialog } from '@/shared/ui';
import { CANCEL, DELETE_CONFIRM, DELETE_FAILED, DELETE_TEXT, deleteTitle, DELETING } from '../config/copy';
import { useRuleWords } from '../model/rule-words';

export interface DeleteRuleDialogProps {
  rule: TransactionRule;
  /** Its place in the order, from 1. */
  number: number;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deletes a rule once confirmed, saying which (its sentence) and what deleting does and does not undo. */
export function DeleteRuleDialog({ rule, number, onClose, onDeleted }: DeleteRuleDialogProps) {
  const { deleteRule } = useRuleChanges();
  const words = useRuleWords();
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    setFailed(false);
    try {
      await deleteRule(rule.id);
      onDeleted();
    } catch {
      setFailed(true);
      setDeleting(false);
    }
  };

  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => !open && !deleting && onClose()}
      title={deleteTitle(number)}
      description={<RuleSentence rule={rule} words={words} />}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={onClose} disabled={deleting}>
            {CANCEL}
          </Button>
          <Button tone="danger" onClick={() => void confirm()} disabled={deleting} aria-busy={deleting || undefined}>
            {deleting ? DELETING : DELETE_CONFIRM}
          </Button>
        </>
      }
    >
      <p className={css({ fontSize: 'sm', lineHeight: 'relaxed' })}>{DELETE_TEXT}</p>
      {failed && (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
          {DELETE_FAILED}
        </p>
      )}
    </Dialog>
  );
}
