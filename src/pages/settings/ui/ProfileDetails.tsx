import { css } from 'styled-system/css';
import { authUser } from '@/entities/session';

const term = css({ fontSize: 'sm', color: 'fg.muted' });
const detail = css({ fontWeight: 'medium', overflowWrap: 'anywhere' });

/** The signed-in user's name and email, as the identity provider has them. */
export function ProfileDetails() {
  const user = authUser.value;
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '8rem 1fr' }, gap: { base: '1', sm: '3' } })}>
      <dt className={term}>Name</dt>
      <dd className={detail}>{user?.name || user?.nickname || '—'}</dd>
      <dt className={term}>Email</dt>
      <dd className={detail}>{user?.email ?? '—'}</dd>
    </dl>
  );
}
