import { useId } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { ROUTES } from '@/shared/config';
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
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <Button size="lg" onClick={onContinue}>
          Link your bank
        </Button>
        {/* Beyond the spec (issue 23): start from a file, with no bank at all. */}
        <Button asChild size="lg" variant="outline" tone="neutral">
          <Link href={ROUTES.importFile}>Import a file instead</Link>
        </Button>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>No bank to link, or years of history in Mint, YNAB, Monarch, Actual or Copilot? Import their export, or your bank&apos;s CSV, OFX or QIF file.</p>
    </section>
  );
}
