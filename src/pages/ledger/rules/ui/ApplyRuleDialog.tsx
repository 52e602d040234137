import { useCallback, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { RuleSentence, useRuleChanges, type RulePreview, type TransactionRule } from '@/entities/rule';
import { TRY_AGAIN } from '@/shared/config';
import { Button, Dialog } from '@/shared/ui';
import { APPLY_CONFIRM, APPLY_FAILED, applyCounts, APPLYING, applyTitle, CANCEL, COUNTING, PREVIEW_FAILED } from '../config/copy';
import { useRefreshAfterApply } from '../model/refresh-after-apply';
import { useRuleWords } from '../model/rule-words';
import { PreviewExamples } from './PreviewExamples';

export interface ApplyRuleDialogProps {
  rule: TransactionRule;
  /** Its place in the order, from 1. */
  number: number;
  onClose: () => void;
  /** Applied: how many past transactions it changed. */
  onApplied: (applied: number) => void;
}

type Count = { kind: 'counting' } | { kind: 'failed' } | { kind: 'counted'; preview: RulePreview };

const bodyText = css({ fontSize: 'sm', lineHeight: 'relaxed' });

/**
 * Runs a rule on the transactions already there, once the person has seen what it would do: how
 * many it matches and changes (the preview, asked as the dialog opens) and the newest of them.
 */
export function ApplyRuleDialog({ rule, number, onClose, onApplied }: ApplyRuleDialogProps) {
  const changes = useRuleChanges(useRefreshAfterApply());
  const words = useRuleWords();
  const [count, setCount] = useState<Count>({ kind: 'counting' });
  const [applying, setApplying] = useState(false);
  const [failed, setFailed] = useState(false);
  const { previewRule, applyRule } = changes;

  const countNow = useCallback(() => {
    let current = true;
    previewRule({ conditions: rule.conditions, actions: rule.actions }).then(
      (preview) => current && setCount({ kind: 'counted', preview }),
      () => current && setCount({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [previewRule, rule]);
  useEffect(countNow, [countNow]);

  const apply = async () => {
    setApplying(true);
    setFailed(false);
    try {
      onApplied((await applyRule(rule.id)).applied);
    } catch {
      setFailed(true);
      setApplying(false);
    }
  };

  const changing = count.kind === 'counted' ? count.preview.changing : 0;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !applying && onClose()}
      title={applyTitle(number)}
      description={<RuleSentence rule={rule} words={words} />}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={onClose} disabled={applying}>
            {CANCEL}
          </Button>
          <Button onClick={() => void apply()} disabled={applying || changing === 0} aria-busy={applying || undefined}>
            {applying ? APPLYING : APPLY_CONFIRM}
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <p role="status" className={bodyText}>
          {count.kind === 'counting' ? COUNTING : count.kind === 'counted' ? applyCounts(count.preview.matching, count.preview.changing) : ''}
        </p>
        {count.kind === 'failed' && (
          <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
            <p className={css({ fontSize: 'sm', color: 'danger.text' })}>{PREVIEW_FAILED}</p>
            <Button
              variant="outline"
              tone="neutral"
              size="sm"
              onClick={() => {
                setCount({ kind: 'counting' });
                countNow();
              }}
            >
              {TRY_AGAIN}
            </Button>
          </div>
        )}
        {count.kind === 'counted' && <PreviewExamples examples={count.preview.examples} />}
        {failed && (
          <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
            {APPLY_FAILED}
          </p>
        )}
      </div>
    </Dialog>
  );
}
