import { css } from 'styled-system/css';
import { documentTitle } from '@/shared/lib';
import { Spinner } from '@/shared/ui';

/** Where the bank-linking widget returns (OAuth banks); it shows a spinner while the link completes. */
export function GetStartedCallbackPage() {
  return (
    <>
      <title>{documentTitle('Linking your bank')}</title>
      <h1 className={css({ srOnly: true })}>Linking your bank</h1>
      <Spinner layout="centered" size="lg" showLabel label="Finishing your bank connection…" />
    </>
  );
}
