import { Link } from 'wouter';
import { ROUTES } from '@/shared/config';
import type { LegalSection } from '@/shared/ui';

export const TERMS_UPDATED = 'November 22, 2026';

export const TERMS_DESCRIPTION =
  'The terms for using Ledgerline: your account, linking banks through Plaid, the Ledgerline Premium subscription and free trial, the Budget AI Assistant, acceptable use, and the limits of our responsibility.';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'This agreement',
    body: (
      <p>
        These terms are an agreement between you and Ledgerline (“we”, “us”) about your use of the Ledgerline website and
        app (the “service”). By creating an account or using the service you accept them. If you do not agree, please do
        not use Ledgerline.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'What Ledgerline is, and is not',
    body: (
      <>
        <p>
          Ledgerline is a personal budgeting tool. It shows the accounts and transactions of the banks you link, turns them
          into dashboards, merchant insights and a budget you can plan and track, and lets you ask the Budget AI Assistant
          about your own finances.
        </p>
        <p>
          Ledgerline is <strong>not a bank, a payment service or a financial, tax or investment adviser</strong>. It only
          reads your data: it cannot move money or make payments. What it shows is for your information; decisions about
          your money remain yours.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>You sign in through our sign-in provider. Keep your sign-in details to yourself; you are responsible for what happens under your account.</li>
        <li>An account is for one person. You must be at least 18 years old, or the age of majority where you live.</li>
        <li>Give us accurate information, and tell us at the support address if you think someone else has used your account.</li>
      </ul>
    ),
  },
  {
    id: 'linking',
    title: 'Linking your banks',
    body: (
      <>
        <p>
          Banks are linked through Plaid, an account-aggregation provider. When you link a bank you sign in to it inside
          Plaid’s window, choose the accounts to share, and authorise Plaid and Ledgerline to retrieve their balances,
          transactions and credit card details on your behalf. Plaid’s own terms and privacy policy apply to Plaid.
        </p>
        <p>
          Only link accounts you are entitled to access. Your bank may ask you to sign in again from time to time; until
          you do, your data stops updating. We rely on what banks and Plaid provide and cannot guarantee that it is
          complete, correct or current.
        </p>
      </>
    ),
  },
  {
    id: 'billing',
    title: 'Subscription, free trial and billing',
    body: (
      <>
        <p>
          The main features of Ledgerline need a Ledgerline Premium subscription, at $7.99 a month plus any applicable tax
          unless a different price is shown when you subscribe. Payments are processed by Stripe.
        </p>
        <ul>
          <li>
            <strong>Free trial.</strong> Your first subscription starts with a 14-day free trial. If you cancel before it
            ends you are not charged; otherwise the first payment is taken when it ends.
          </li>
          <li>
            <strong>Renewal.</strong> The subscription renews every month until you cancel it.
          </li>
          <li>
            <strong>Cancelling.</strong> Cancel at any time from Settings. You keep access until the end of the period you
            have paid for; we do not refund part-used periods unless the law requires it.
          </li>
          <li>
            <strong>Failed payments.</strong> If a payment fails, Stripe tries it again and you keep access for a grace
            period. If it cannot be taken, the subscription ends and only Settings remains available.
          </li>
          <li>
            <strong>Price changes.</strong> We will tell you at least 30 days before a new price applies to you, and you can
            cancel before it does.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'assistant',
    title: 'The Budget AI Assistant and AI features',
    body: (
      <>
        <p>
          The Budget AI Assistant and the budget overview generate text with an AI language model from your own data. Their
          answers can be incomplete or wrong: check anything important against your transactions before you rely on it.
        </p>
        <p>
          Each user can ask the assistant 100 questions a month; the count resets at the start of each month. Do not
          enter other people’s personal information. We may limit use that looks automated or abusive.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>Do not use Ledgerline for anything unlawful, or to access data that is not yours.</li>
        <li>Do not try to break, overload, scrape or reverse-engineer the service, or get around its limits.</li>
        <li>Do not share your account, or resell or redistribute the service.</li>
      </ul>
    ),
  },
  {
    id: 'your-data',
    title: 'Your data',
    body: (
      <p>
        Your financial data stays yours. We use it to provide the service, as our <Link href={ROUTES.privacyPolicy}>Privacy
        Policy</Link> explains. You can export a copy of it, or delete your account and your data, at any time from Settings.
      </p>
    ),
  },
  {
    id: 'third-parties',
    title: 'Services we rely on',
    body: (
      <p>
        Ledgerline works with other providers: a sign-in provider, Plaid for bank linking, Stripe for payments, and an
        AI model provider. We choose them with care, but we are not responsible for their services, and their terms apply
        to your use of them.
      </p>
    ),
  },
  {
    id: 'changes-to-service',
    title: 'Changes and availability',
    body: (
      <p>
        We improve Ledgerline continually and may add, change or remove features. We aim to keep it available at all times,
        but maintenance, our providers or your bank can interrupt it. We will tell you ahead of changes that take away
        something you pay for.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers and liability',
    body: (
      <>
        <p>
          To the extent the law allows, Ledgerline is provided “as is”, without warranties of any kind, and we are not
          liable for indirect or consequential losses, or for decisions you make based on what the service shows.
        </p>
        <p>
          To the extent the law allows, our total liability to you is limited to what you paid us in the 12 months before
          the claim. Nothing in these terms limits rights you have under consumer law that cannot be limited.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Ending this agreement',
    body: (
      <p>
        You can stop using Ledgerline and delete your account at any time. We may suspend or close an account that breaks
        these terms, after telling you why where we can. When an account is closed, its data is deleted as the Privacy
        Policy describes.
      </p>
    ),
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to these terms',
    body: (
      <p>
        If we change these terms in a way that matters, we will tell you by email or with a notification in the app before
        the change applies. Using Ledgerline after that means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Write to <a href="mailto:support@ledgerline.app">support@ledgerline.app</a>.
      </p>
    ),
  },
];
