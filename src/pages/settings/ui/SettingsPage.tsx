import { css } from 'styled-system/css';
import { documentTitle } from '@/shared/lib';
import { isSubscribed } from '@/entities/subscription';
import { PageHeader } from '@/shared/ui';
import { SECTION_DESCRIPTION as LINKED_INSTITUTIONS_DESCRIPTION, SECTION_TITLE as LINKED_INSTITUTIONS_TITLE } from '../config/linked-institutions-copy';
import { LinkedInstitutions } from './LinkedInstitutions';
import { ProfileDetails } from './ProfileDetails';
import { SettingsSection } from './SettingsSection';
import { SubscriptionSettings } from './SubscriptionSettings';

/**
 * /settings: open to inactive accounts too (so they can manage or renew their subscription), and
 * needs no linked bank. One `SettingsSection` per concern, stacked in this order.
 */
export function SettingsPage() {
  return (
    <>
      <title>{documentTitle('Settings')}</title>
      <PageHeader title="Settings" description="Your profile, your subscription and billing." />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '10' })}>
        <SettingsSection title="Profile" description="From your sign-in account.">
          <ProfileDetails />
        </SettingsSection>
        <SettingsSection title="Subscription" description="Your plan, payment card and invoices.">
          <SubscriptionSettings />
        </SettingsSection>
        {/* Institutions need an active subscription on the server; ended subscriptions see billing only. */}
        {isSubscribed.value && (
          <SettingsSection title={LINKED_INSTITUTIONS_TITLE} description={LINKED_INSTITUTIONS_DESCRIPTION}>
            <LinkedInstitutions />
          </SettingsSection>
        )}
        {/*
          SECTIONS TO COME (later issues) — add each as one more <SettingsSection> here, in this order:
            <SettingsSection title="Your data" description="…">
              export a copy of your data, delete your account (features of their own)
            </SettingsSection>
        */}
      </div>
    </>
  );
}
