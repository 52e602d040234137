import { css } from 'styled-system/css';
import { Button } from '@/shared/ui';

export interface SignInProblemProps {
  title: string;
  /** What went wrong, in words a person can act on. */
  message: string;
  onRetry: () => void;
}

/** A sign-in that could not go on: what happened and a way to try again. */
export function SignInProblem({ title, message, onRetry }: SignInProblemProps) {
  return (
    <section
      aria-labelledby="sign-in-problem-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '4',
        maxW: 'md',
        mx: 'auto',
        py: '16',
        px: 'gutter',
        textAlign: 'center',
      })}
    >
      <h1 id="sign-in-problem-title" className={css({ fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'tight' })}>
        {title}
      </h1>
      <p role="alert" className={css({ color: 'fg.muted', lineHeight: 'relaxed' })}>
        {message}
      </p>
      <Button onClick={onRetry}>Try again</Button>
    </section>
  );
}
