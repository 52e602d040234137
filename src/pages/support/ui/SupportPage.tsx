import { css } from 'styled-system/css';
import { ASKS_QUOTA_HINT } from '@/shared/config';
import { documentTitle } from '@/shared/lib';
import { PageHeader } from '@/shared/ui';

const ANSWERS = [
  {
    question: 'A bank connection stopped updating',
    answer:
      'Banks sometimes ask you to sign in again. Choose "Update Institution", pick the bank and continue: you will re-authenticate with your bank, and your accounts refresh.',
  },
  {
    question: 'I opened a new account at a bank I already linked',
    answer:
      'Choose "Update Institution" and pick that bank: you can add the new account to the connection instead of linking the bank twice.',
  },
  {
    question: 'How many questions can I ask the Budget AI Assistant?',
    answer: ASKS_QUOTA_HINT,
  },
  {
    question: 'Where do I manage my subscription or my data?',
    answer: 'In Settings: manage or cancel your subscription, export a copy of your data, or delete your account.',
  },
];

export function SupportPage() {
  return (
    <>
      <title>{documentTitle('Support')}</title>
      <PageHeader
        title="Support"
        description="Answers to the questions we hear most about bank connections, the assistant and your subscription."
      />
      <dl className={css({ display: 'grid', gap: '4', maxW: 'prose' })}>
        {ANSWERS.map(({ question, answer }) => (
          <div
            key={question}
            className={css({ p: '5', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'surface' })}
          >
            <dt className={css({ fontWeight: 'semibold', mb: '2' })}>{question}</dt>
            <dd className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>{answer}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
