import { css } from 'styled-system/css';
import type { CategoryPrimary } from '@/shared/api';
import { Button, Menu, MoreIcon, type MenuEntry } from '@/shared/ui';
import { primaryActionsFor, RENAME, USE_BANK_NAME, wasNamed } from '../config/copy';
import { rowButton } from './category-badge';
import { InlineNameForm } from './InlineNameForm';

export type PrimaryAction = 'rename' | 'reset';

export interface PrimaryRowProps {
  primary: CategoryPrimary;
  renaming: boolean;
  onAction: (action: PrimaryAction, primary: CategoryPrimary) => void;
  onRename: (primary: CategoryPrimary, name: string) => Promise<void>;
  onRenameDone: (primary: CategoryPrimary) => void;
}

/** The row menu's entries: rename, and back to the bank's name once renamed. */
export function primaryMenuItems(primary: CategoryPrimary, onAction: PrimaryRowProps['onAction']): MenuEntry[] {
  return [
    { value: 'rename', label: RENAME, onSelect: () => onAction('rename', primary) },
    { value: 'reset', label: USE_BANK_NAME, onSelect: () => onAction('reset', primary), disabled: !primary.renamed },
  ];
}

/** One of Plaid's primary categories: its name (changed in place), the bank's words beside a name of the person's, and its menu. */
export function PrimaryRow({ primary, renaming, onAction, onRename, onRenameDone }: PrimaryRowProps) {
  return (
    <li className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '1.5', minH: '11', borderTopWidth: '1px', borderColor: 'border.default', _first: { borderTopWidth: '0' } })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0', py: '1' })}>
        {renaming ? (
          <InlineNameForm name={primary.name} onSave={(name) => onRename(primary, name)} onDone={() => onRenameDone(primary)} />
        ) : (
          <span className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{primary.name}</span>
        )}
        {primary.renamed && <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{wasNamed(primary.default_name)}</span>}
      </div>
      <Menu
        trigger={
          <Button data-actions-for-primary={primary.code} variant="ghost" tone="neutral" size="icon" className={rowButton} aria-label={primaryActionsFor(primary.name)}>
            <MoreIcon />
          </Button>
        }
        items={primaryMenuItems(primary, onAction)}
        // In place, so the open menu stays inside the page's main landmark.
        portalled={false}
      />
    </li>
  );
}
