import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { AlertSettings as Settings } from '@/shared/api';
import { Button, Spinner, Switch, TextField } from '@/shared/ui';
import * as copy from '../config/alert-settings-copy';
import { type AlertSettingsDraft, draftOf, parseDays, parseDollars, settingsOf } from '../lib/alert-settings-form';
import { useAlertSettings } from '../model/use-alert-settings';

const row = css({ display: 'flex', flexDirection: 'column', gap: '2', py: '3', _first: { pt: '0' }, '& + &': { borderTopWidth: '1px', borderColor: 'border.default' } });
const thresholdField = css({ maxWidth: '22rem', ps: { base: '0', md: '12' } });

type Rule = 'large_purchase' | 'low_balance' | 'bill_due' | 'new_recurring' | 'unusual_charge';
interface AlertRow {
  rule: Rule;
  label: string;
  threshold?: { field: 'large_purchase_amount' | 'low_balance_amount' | 'bill_due_days'; label: string; maxLength: number; isValid: (text: string) => boolean; invalid: string };
}

/** Each alert in the order the README lists them, with the amount or days it is told at. */
const ALERT_ROWS: readonly AlertRow[] = [
  { rule: 'large_purchase', label: copy.LARGE_PURCHASE, threshold: { field: 'large_purchase_amount', label: copy.LARGE_PURCHASE_AMOUNT, maxLength: 14, isValid: (t) => parseDollars(t, 1) !== undefined, invalid: copy.AMOUNT_INVALID } },
  { rule: 'low_balance', label: copy.LOW_BALANCE, threshold: { field: 'low_balance_amount', label: copy.LOW_BALANCE_AMOUNT, maxLength: 14, isValid: (t) => parseDollars(t, 0) !== undefined, invalid: copy.LOW_AMOUNT_INVALID } },
  { rule: 'bill_due', label: copy.BILL_DUE, threshold: { field: 'bill_due_days', label: copy.BILL_DUE_DAYS, maxLength: 2, isValid: (t) => parseDays(t) !== undefined, invalid: copy.DAYS_INVALID } },
  { rule: 'new_recurring', label: copy.NEW_RECURRING },
  { rule: 'unusual_charge', label: copy.UNUSUAL_CHARGE },
];

/**
 * Settings' "Alerts": each alert a sync sends, on or off, with its amount or days, saved together
 * with a confirmation. The content only: Settings gives it its section.
 */
export function AlertSettings() {
  const { settings, error, isLoading, save, isSaving } = useAlertSettings();
  if (isLoading) return <Spinner layout="inline" label={copy.LOADING} showLabel />;
  if (error || !settings) {
    return (
      <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
        {copy.LOAD_FAILED}
      </p>
    );
  }
  // Keyed by what is stored: a save that changed it starts the form over from it.
  return <AlertSettingsForm key={JSON.stringify(settings)} stored={settings} onSave={save} isSaving={isSaving} />;
}

function AlertSettingsForm({ stored, onSave, isSaving }: { stored: Settings; onSave: (settings: Settings) => Promise<void>; isSaving: boolean }) {
  const [draft, setDraft] = useState<AlertSettingsDraft>(() => draftOf(stored));
  const [tried, setTried] = useState(false);
  const set = <K extends keyof AlertSettingsDraft>(key: K) => (value: AlertSettingsDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const settings = settingsOf(draft);
    if (settings) void onSave(settings);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={copy.SECTION_TITLE} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <ul className={css({ display: 'flex', flexDirection: 'column' })}>
        {ALERT_ROWS.map(({ rule, label, threshold }) => (
          <li key={rule} className={row}>
            <Switch checked={draft[rule]} onCheckedChange={set(rule)}>
              {label}
            </Switch>
            {threshold && (
              <TextField
                className={thresholdField}
                label={threshold.label}
                inputMode="decimal"
                maxLength={threshold.maxLength}
                value={draft[threshold.field]}
                onValueChange={set(threshold.field)}
                disabled={!draft[rule]}
                invalid={tried && !threshold.isValid(draft[threshold.field])}
                errorText={threshold.invalid}
              />
            )}
          </li>
        ))}
      </ul>
      <div>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? copy.SAVING : copy.SAVE}
        </Button>
      </div>
    </form>
  );
}
