import { css } from 'styled-system/css';
import type { AiClient } from '@/shared/api';
import { formatMoment } from '@/shared/lib';
import { Button, Spinner } from '@/shared/ui';
import { CALLS_THIS_MONTH, CONNECT_HINT, FIRST_USED, LAST_USED, LOAD_FAILED, LOADING, NONE_CONNECTED, REVOKE, REVOKING, SECTION_TITLE } from '../config/ai-clients-copy';
import { aiClientName, useAiClients } from '../model/use-ai-clients';

/** The address an AI client connects to: this app's own origin, which is its PUBLIC_URL. */
const mcpUrl = () => `${window.location.origin}/mcp`;

const muted = css({ fontSize: 'sm', color: 'fg.muted' });

/**
 * Settings' "AI clients": each connected client with its first and last use and its calls this
 * month, and Revoke. The content only: Settings gives it its section (`SECTION_TITLE`, `SECTION_DESCRIPTION`).
 */
export function AiClients() {
  const { clients, error, isLoading, revoke, revoking } = useAiClients();
  if (isLoading) return <Spinner layout="inline" label={LOADING} showLabel />;
  if (error) {
    return (
      <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
        {LOAD_FAILED}
      </p>
    );
  }
  const address = (
    <p className={muted}>
      {CONNECT_HINT} <code className={css({ fontFamily: 'mono', color: 'fg.default', wordBreak: 'break-all' })}>{mcpUrl()}</code>
    </p>
  );
  if (!clients?.length) {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <p className={muted}>{NONE_CONNECTED}</p>
        {address}
      </div>
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <ul aria-label={SECTION_TITLE} className={css({ display: 'flex', flexDirection: 'column' })}>
        {clients.map((client) => (
          <li key={client.client_id} className={css({ py: '4', _first: { pt: '0' }, '& + &': { borderTopWidth: '1px', borderColor: 'border.default' } })}>
            <AiClientRow client={client} onRevoke={() => void revoke(client)} isRevoking={revoking === client.client_id} />
          </li>
        ))}
      </ul>
      {address}
    </div>
  );
}

function AiClientRow({ client, onRevoke, isRevoking }: { client: AiClient; onRevoke: () => void; isRevoking: boolean }) {
  const name = aiClientName(client);
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' })}>
        <h3 className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{name}</h3>
        <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '0.5', fontSize: 'sm' })}>
          <dt className={css({ color: 'fg.muted' })}>{FIRST_USED}</dt>
          <dd>{formatMoment(client.first_used_at)}</dd>
          <dt className={css({ color: 'fg.muted' })}>{LAST_USED}</dt>
          <dd>{formatMoment(client.last_used_at)}</dd>
          <dt className={css({ color: 'fg.muted' })}>{CALLS_THIS_MONTH}</dt>
          <dd>{client.calls_this_month}</dd>
        </dl>
      </div>
      <Button size="sm" variant="outline" tone="neutral" onClick={onRevoke} disabled={isRevoking}>
        {isRevoking ? REVOKING : REVOKE}
        {/* Named for the client it revokes, the visible word first (WCAG 2.5.3). */}
        <span className={css({ srOnly: true })}> {name}</span>
      </Button>
    </div>
  );
}
