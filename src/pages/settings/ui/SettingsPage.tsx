import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

export function SettingsPage() {
  return (
    <>
      <title>{documentTitle('Settings')}</title>
      <PageHeader
        title="Settings"
        description="Manage your subscription and billing, export a copy of your data, or delete your account."
      />
    </>
  );
}
