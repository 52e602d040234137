import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { documentTitle } from '@/shared/lib';
import { hasActiveSubscription, useSubscriptionStatus } from '@/entities/subscription';
import { ROUTES } from '@/shared/config';
import { actionLink, PageHeader } from '@/shared/ui';
import { MANAGE_CATEGORIES, MANAGE_RULES, RULES_DESCRIPTION, SECTION_DESCRIPTION as CATEGORIES_DESCRIPTION, SECTION_TITLE as CATEGORIES_TITLE } from '../config/categories-copy';
import { SECTION_DESCRIPTION as AI_CLIENTS_DESCRIPTION, SECTION_TITLE as AI_CLIENTS_TITLE } from '../config/ai-clients-copy';
import { AiClients } from './AiClients';
import { SECTION_DESCRIPTION as ALERTS_DESCRIPTION, SECTION_TITLE as ALERTS_TITLE } from '../config/alert-settings-copy';
import { AlertSettings } from './AlertSettings';
import { SECTION_DESCRIPTION as LINKED_INSTITUTIONS_DESCRIPTION, SECTION_TITLE as LINKED_INSTITUTIONS_TITLE } from '../config/linked-institutions-copy';
import { LinkedInstitutions } from './LinkedInstitutions';
import { ProfileDetails } from './ProfileDetails';
import { SettingsSection } from './SettingsSection';
import { SubscriptionSettings } from './SubscriptionSettings';
import { SECTION_DESCRIPTION as YOUR_DATA_DESCRIPTION, SECTION_TITLE as YOUR_DATA_TITLE } from '../config/your-data-copy';
import { YourData } from './YourData';

/**
 * /settings: open to inactive accounts too (so they can manage or renew their subscription), and
 * needs no linked bank. One `SettingsSection` per concern, stacked in this order.
 */
export function SettingsPage() {
  const isSubscribed = hasActiveSubscription(useSubscriptionStatus().level);
  return (
    <>
      <title>{documentTitle('Settings')}</title>
      <PageHeader title="Settings" description="Your profile, your subscription and billing, and your data." />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '10' })}>
        <SettingsSection title="Profile" description="From your sign-in account.">
          <ProfileDetails />
        </SettingsSection>
        <SettingsSection title="Subscription" description="Your plan, payment card and invoices.">
          <SubscriptionSettings />
        </SettingsSection>
        {/* Institutions need an active subscription on the server; ended subscriptions see billing only. */}
        {isSubscribed && (
          <SettingsSection title={LINKED_INSTITUTIONS_TITLE} description={LINKED_INSTITUTIONS_DESCRIPTION}>
            <LinkedInstitutions />
          </SettingsSection>
        )}
        {/* The categories page needs an active subscription, as the server's categories do. */}
        {isSubscribed && (
          <SettingsSection title={CATEGORIES_TITLE} description={CATEGORIES_DESCRIPTION}>
            <Link href={ROUTES.categories} className={`${actionLink} ${css({ alignSelf: 'flex-start' })}`}>
              {MANAGE_CATEGORIES}
            </Link>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{RULES_DESCRIPTION}</p>
            <Link href={ROUTES.rules} className={`${actionLink} ${css({ alignSelf: 'flex-start' })}`}>
              {MANAGE_RULES}
            </Link>
          </SettingsSection>
        )}
        <SettingsSection title={ALERTS_TITLE} description={ALERTS_DESCRIPTION}>
          <AlertSettings />
        </SettingsSection>
        {/* Open to every signed-in person: a lapsed subscriber can still revoke a client that read their data. */}
        <SettingsSection title={AI_CLIENTS_TITLE} description={AI_CLIENTS_DESCRIPTION}>
          <AiClients />
        </SettingsSection>
        {/* Open to every signed-in person: a lapsed subscriber can still take their data or leave. */}
        <SettingsSection title={YOUR_DATA_TITLE} description={YOUR_DATA_DESCRIPTION}>
          <YourData />
        </SettingsSection>
      </div>
    </>
  );
}
