import { css } from 'styled-system/css';
import { documentTitle } from '@/shared/lib';
import { Spinner } from '@/shared/ui';

/** Where the identity provider returns after sign-in; it shows a spinner while the session starts. */
export function CallbackPage() {
  return (
    <>
      <title>{documentTitle('Signing in')}</title>
      <h1 className={css({ srOnly: true })}>Signing you in</h1>
      <Spinner layout="centered" size="lg" showLabel label="Signing you in…" />
    </>
  );
}
