import { useCallback, useState } from 'react';
import { api, useApiMutate, useApiQuery, type AlertSettings } from '@/shared/api';
import { notify } from '@/shared/ui';
import { SAVE_FAILED, SAVED } from '../config/alert-settings-copy';

/** The person's alert settings, and saving them whole (then the stored ones are shown). */
export function useAlertSettings() {
  const { data, error, isLoading } = useApiQuery('/db_api/alert_settings');
  const mutate = useApiMutate();
  const [isSaving, setSaving] = useState(false);
  const save = useCallback(
    async (settings: AlertSettings) => {
      setSaving(true);
      try {
        await api.PUT('/api/alert_settings', { body: settings });
        notify.success(SAVED);
        await mutate(['/db_api/alert_settings']);
      } catch {
        notify.error(SAVE_FAILED);
      } finally {
        setSaving(false);
      }
    },
    [mutate],
  );
  return { settings: data, error, isLoading, save, isSaving };
}
