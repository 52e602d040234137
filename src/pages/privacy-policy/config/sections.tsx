import { Link } from 'wouter';
import { ROUTES } from '@/shared/config';
import type { LegalSection } from '@/shared/ui';

export const PRIVACY_UPDATED = 'November 27, 2026';

export const PRIVACY_DESCRIPTION =
  'How Ledgerline handles your data: what we collect, how bank data reaches us through Plaid, what the AI model provider sees, how long we keep it, and how to export or delete it.';

const PLAID_PRIVACY_URL = 'https://plaid.com/legal/#end-user-privacy-policy';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'summary',
    title: 'In short',
    body: (
      <ul>
        <li>We collect what it takes to show you your finances: your sign-in profile, the bank data you choose to share, and what you create in Ledgerline.</li>
        <li>We do not sell your data, show advertising, or share your data for anyone else’s marketing.</li>
        <li>You can export everything we hold about you, or delete it, at any time from Settings.</li>
      </ul>
    ),
  },
  {
    id: 'collected',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Your profile</strong>, from our sign-in provider when you sign in: email address and whether it is
          verified, name, nickname, profile picture address, and an account identifier.
        </li>
        <li>
          <strong>Bank data</strong>, through Plaid, for the accounts you choose to share: institution and account names,
          account types and the last digits of account numbers, balances and credit limits, credit card details such as
          interest rates and payment dates, and transactions (date, amount, merchant and category).
        </li>
        <li>
          <strong>What you create</strong>: budgets, your questions to the Budget AI Assistant and its answers (with your
          bookmarks and feedback), budget overview analyses, and your notifications.
        </li>
        <li>
          <strong>Subscription details</strong> from Stripe: your customer reference, your plan, its status and billing
          dates. You enter your card on Stripe’s pages; we never receive the full card number.
        </li>
        <li>
          <strong>Technical records</strong>: our servers log requests (address, time, outcome) to keep the service secure
          and to find faults. Stripe and Plaid send our servers messages about your subscription and your bank
          connections, which can include your email address.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <>
        <p>
          To run Ledgerline for you: show your accounts and transactions, calculate your dashboards, insights and budgets,
          answer your questions, send you notifications, take your subscription payments, keep the service secure, and help
          you when you contact us.
        </p>
        <p>We do not use your financial data for advertising and we do not sell it.</p>
      </>
    ),
  },
  {
    id: 'plaid',
    title: 'Bank linking with Plaid',
    body: (
      <>
        <p>
          Ledgerline connects to your bank through Plaid. You give your bank sign-in details to Plaid, in Plaid’s window,
          never to us. Plaid then gives us a key that lets Ledgerline read the accounts you shared. We keep that key
          encrypted (AES-256-GCM); it never leaves our servers and is not part of your data export.
        </p>
        <p>
          Plaid handles your data under its own{' '}
          <a href={PLAID_PRIVACY_URL} rel="noopener noreferrer" target="_blank">
            End User Privacy Policy (opens in a new tab)
          </a>
          . When you delete your Ledgerline account, we also remove your bank connections at Plaid.
        </p>
      </>
    ),
  },
  {
    id: 'ai',
    title: 'The AI model provider',
    body: (
      <>
        <p>
          The Budget AI Assistant and the budget overview use an OpenAI-compatible AI language model, run by a model
          provider. When you ask a question or start an analysis, we send the provider your question and the parts of your
          Ledgerline data needed to answer it, such as transactions from the period you asked about or your account
          balances.
        </p>
        <p>
          We never send your bank sign-in details, the key from Plaid or your payment details. We use the provider only
          through its business programming interface, under terms that do not allow it to train its models on what we send.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else handles your data',
    body: (
      <>
        <p>Only the providers that run parts of Ledgerline for us, each for its own part:</p>
        <ul>
          <li>our sign-in provider, for your account and sign-in;</li>
          <li>Plaid, for bank linking and bank data;</li>
          <li>Stripe, for payments;</li>
          <li>the AI model provider, for the assistant and the budget overview;</li>
          <li>our hosting and database providers, which store the data on our behalf.</li>
        </ul>
        <p>We disclose data to others only when the law requires it, and we tell you when we are allowed to.</p>
      </>
    ),
  },
  {
    id: 'browser-storage',
    title: 'What we keep in your browser',
    body: (
      <>
        <p>
          Ledgerline keeps your sign-in session in your browser’s local storage so you stay signed in, together with two
          small settings: whether you have a linked bank, and the budget month you last chose (removed when you log out).
          Right after you subscribe, a note in the browser’s session storage lets you see the confirmation page.
        </p>
        <p>We use no advertising or tracking cookies.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your profile, bank data and what you create: for as long as you have an account.</li>
        <li>Server logs: 30 days.</li>
        <li>
          Messages from Stripe and Plaid: 30 days, in case one needs looking into. After that we keep only each
          message’s reference number, so that a repeated or replayed message is recognised and ignored.
        </li>
        <li>After you delete your account: your data is erased from our live systems at once, and from backups within 30 days.</li>
        <li>Stripe keeps billing records for as long as tax and accounting law requires.</li>
      </ul>
    ),
  },
  {
    id: 'after-deletion',
    title: 'What we keep after you delete your account',
    body: (
      <>
        <p>
          Deleting your account erases your profile, bank data, everything you created and the messages Stripe and Plaid
          sent us about you (we keep only their reference numbers). We keep one small record that contains no name, email
          address or financial data:
        </p>
        <ul>
          <li>
            a code computed from your sign-in account’s identifier with a secret key of ours, which cannot be turned back
            into the identifier;
          </li>
          <li>your Stripe customer reference, so that Stripe’s later messages about your cancelled subscription are not stored;</li>
          <li>whether you have had a subscription, which includes its free trial;</li>
          <li>
            how many Budget AI Assistant questions and budget overview analyses you used in the month you deleted your
            account.
          </li>
        </ul>
        <p>
          Why: the free trial is for a first subscription and the monthly limits are per person. If you sign in again
          with the same sign-in account, you get no second free trial, and that month’s limits continue where they were
          (from the next month they start again as usual). The record is removed when you sign in again, its details
          moving to your new account; otherwise we keep it, as it says nothing about who you are.
        </p>
      </>
    ),
  },
  {
    id: 'choices',
    title: 'Export, deletion and your rights',
    body: (
      <>
        <ul>
          <li>
            <strong>Export.</strong> In Settings, export your data: one JSON file with your profile, subscription, linked
            institutions, accounts, credit cards, transactions, budgets, notifications, assistant conversations and saved
            analyses.
          </li>
          <li>
            <strong>Deletion.</strong> In Settings, delete your account: we cancel your subscription, remove your bank
            connections at Plaid, erase your data and sign you out. What we keep afterwards is listed above.
          </li>
          <li>
            <strong>Other requests.</strong> To correct your profile, change it with the sign-in provider. For any other
            request about your data, write to us.
          </li>
        </ul>
        <p>
          See the <Link href={ROUTES.support}>Support page</Link> for step-by-step help.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data travels encrypted between your browser, our servers and our providers. Bank keys are encrypted at rest. Every
        record is tied to its owner’s account, and the server refuses requests for anyone else’s data. Access by our staff
        is limited to what running and supporting the service needs.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Ledgerline is not meant for anyone under 18, and we do not knowingly collect their data.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy in a way that matters, we will tell you by email or with a notification in the app
        before the change applies.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions or requests about your data? Write to <a href="mailto:support@ledgerline.app">support@ledgerline.app</a>.
      </p>
    ),
  },
];
