import { css } from 'styled-system/css';
import { CheckIcon } from '@/shared/ui';

export interface ConnectedAccountListProps {
  /** Display names of the connected accounts. */
  names: readonly string[];
  /** The list's accessible name, e.g. "Connected accounts". */
  label: string;
}

/** Account names, each with a check mark: what stays connected at an institution. */
export function ConnectedAccountList({ names, label }: ConnectedAccountListProps) {
  return (
    <ul aria-label={label} className={css({ display: 'grid', gap: '2' })}>
      {names.map((name, index) => (
        <li
          // Two accounts may share a display name.
          key={`${name}-${index}`}
          className={css({ display: 'flex', alignItems: 'center', gap: '2.5', fontSize: 'sm', color: 'fg.default' })}
        >
          <CheckIcon className={css({ flexShrink: '0', w: '5', h: '5', color: 'success.solid' })} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}
