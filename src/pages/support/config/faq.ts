import { ASKS_QUOTA_HINT, REAUTHENTICATE_BANK } from '@/shared/config';

export const SUPPORT_EMAIL = 'support@ledgerline.app';

export const SUPPORT_DESCRIPTION =
  'Help with Ledgerline: linking a bank, reconnecting one that asks you to sign in again, billing and the free trial, the Budget AI Assistant’s 100 monthly asks, and exporting or deleting your data.';

export interface FaqEntry {
  question: string;
  /** Paragraphs of the answer. */
  answer: readonly string[];
}

export interface FaqTopic {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

export const FAQ: readonly FaqTopic[] = [
  {
    id: 'linking',
    title: 'Linking your bank',
    entries: [
      {
        question: 'How do I link a bank?',
        answer: [
          'After you subscribe, Get Started walks you through it: choose "Link Accounts", find your bank, sign in to it, and pick the accounts to share. Later, "Add institution" in the top bar links another bank the same way.',
          'Your transactions start arriving within moments. The dashboard and insights fill in as your history loads.',
        ],
      },
      {
        question: 'Does Ledgerline see my bank password?',
        answer: [
          'No. You sign in to your bank inside Plaid’s secure window. Plaid gives Ledgerline a key that can only read your balances and transactions; it cannot move money. We store that key encrypted, and it never leaves our servers.',
        ],
      },
      {
        question: 'I tried to link a bank and was told it already exists',
        answer: [
          'That bank is already linked. To share another account from it, choose "Update Institution", pick the bank and continue: you can add the new account to the existing connection instead of linking the bank twice.',
        ],
      },
    ],
  },
  {
    id: 're-authentication',
    title: 'Reconnecting a bank',
    entries: [
      {
        question: 'A bank stopped updating, or Ledgerline asks me to re-authenticate',
        answer: [
          `Banks ask you to sign in again from time to time, for example after you change your password. Until you do, Ledgerline cannot fetch new transactions and tells you: "${REAUTHENTICATE_BANK}"`,
          'Choose "Update Institution" in the top bar, pick the bank, then "Continue", and sign in to your bank in the window that opens. Your accounts refresh as soon as you finish.',
        ],
      },
      {
        question: 'I opened a new account, or closed one',
        answer: [
          'To add a new account at a bank you have linked, use "Update Institution" and select it. When a bank closes an account or you stop sharing it, Ledgerline removes it from your accounts and tells you so.',
        ],
      },
    ],
  },
  {
    id: 'billing',
    title: 'Subscription and billing',
    entries: [
      {
        question: 'What does Ledgerline cost?',
        answer: [
          'Ledgerline Premium is $7.99 a month, after a 14-day free trial on your first subscription. You are not charged if you cancel before the trial ends.',
        ],
      },
      {
        question: 'How do I cancel, or change my card?',
        answer: [
          'Open Settings and choose to manage your billing. Our payment provider, Stripe, lets you cancel, resume a cancelled subscription, update your card and see your invoices. After cancelling you keep full access until the end of the period you paid for.',
        ],
      },
      {
        question: 'My payment failed',
        answer: [
          'You will see a "Payment failed" notification. Stripe tries the payment again over the following days and you keep full access meanwhile. Update your card from Settings to settle it. If the payment still cannot be taken, the subscription is eventually cancelled, and only Settings stays open until you subscribe again.',
        ],
      },
    ],
  },
  {
    id: 'assistant',
    title: 'The Budget AI Assistant',
    entries: [
      {
        question: 'How many questions can I ask?',
        answer: [
          ASKS_QUOTA_HINT,
          'The counter at the top of the assistant shows how many asks you have used this month. Reaching the limit does not affect the rest of Ledgerline.',
        ],
      },
      {
        question: 'How do I get good answers?',
        answer: [
          'Be specific and give a date range: the last three months, a particular date, a month or a year. For example: "Give me a spending summary for last month", "What was my last transaction?" or "How much did I spend at the grocery store last month?"',
          'The assistant only looks at your own accounts and transactions. It can be wrong, so check anything important against your transactions.',
        ],
      },
    ],
  },
  {
    id: 'data',
    title: 'Your data',
    entries: [
      {
        question: 'Can I get a copy of my data?',
        answer: [
          'Yes. In Settings, export your data: you get one file with your profile, subscription, linked institutions, accounts, transactions, budgets, notifications, assistant conversations and saved analyses.',
        ],
      },
      {
        question: 'How do I delete my account?',
        answer: [
          'In Settings, choose to delete your account. Ledgerline cancels your subscription, disconnects your banks from Plaid and erases your data, then signs you out. This cannot be undone, so export your data first if you want to keep it.',
        ],
      },
    ],
  },
];
