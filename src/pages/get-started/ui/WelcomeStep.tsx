import { useId } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/shared/ui';

const steps = [
  'Link your bank through Plaid, our secure linking provider. Your bank login goes to Plaid, never to us.',
  'We bring in your accounts and transactions. This takes a few seconds.',
  'Your accounts, budgets and dashboard are ready.',
];

/** The wizard's first step: what is about to happen. */
export function WelcomeStep({ onContinue }: { onContinue: () => void }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <h2 id={titleId} className={css({ fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'tight' })}>
        Welcome to Ledgerline
      </h2>
      <ol className={css({ display: 'grid', gap: '3', listStyleType: 'decimal', pl: '5', color: 'fg.muted', lineHeight: 'relaxed' })}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div>
        <Button size="lg" onClick={onContinue}>
          Link your bank
        </Button>
      </div>
    </section>
  );
}
