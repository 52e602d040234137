import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { UserCategory, UserCategoryGroup } from '@/shared/api';
import { Button, Menu, MoreIcon, PlusIcon, type MenuEntry } from '@/shared/ui';
import { ADD_CATEGORY, addCategoryTo, CHANGE_ICON, EMPTY_GROUP, groupActionsFor, HIDDEN, HIDE, MOVE_DOWN, MOVE_UP, RENAME, SHOW } from '../config/copy';
import { badge, iconBox, rowButton } from './category-badge';
import { CategoryRow, type CategoryAction } from './CategoryRow';
import { InlineNameForm } from './InlineNameForm';

export type GroupAction = 'rename' | 'icon' | 'hide' | 'show' | 'up' | 'down' | 'addCategory';

/** What is being renamed in place: a category or a group by id, or one of Plaid's primaries by code. */
export type Renaming = { kind: 'category' | 'group' | 'primary'; id: string } | null;

export interface GroupSectionProps {
  group: UserCategoryGroup;
  /** Its place among the groups, and how many there are. */
  index: number;
  count: number;
  /** The person's names by code (what an own category counts as is named by them). */
  names: ReadonlyMap<string, string>;
  renaming: Renaming;
  onGroupAction: (action: GroupAction, group: UserCategoryGroup) => void;
  onCategoryAction: (action: CategoryAction, category: UserCategory) => void;
  onRenameGroup: (group: UserCategoryGroup, name: string) => Promise<void>;
  onRenameCategory: (category: UserCategory, name: string) => Promise<void>;
  onRenameDone: (kind: 'category' | 'group', id: string) => void;
}

/** The group menu's entries: rename, icon, hide or show, and its place among the groups. */
export function groupMenuItems(group: UserCategoryGroup, index: number, count: number, onAction: GroupSectionProps['onGroupAction']): MenuEntry[] {
  const act = (action: GroupAction) => () => onAction(action, group);
  return [
    { value: 'rename', label: RENAME, onSelect: act('rename') },
    { value: 'icon', label: CHANGE_ICON, onSelect: act('icon') },
    group.hidden ? { value: 'show', label: SHOW, onSelect: act('show') } : { value: 'hide', label: HIDE, onSelect: act('hide') },
    { separator: true, id: 'place' },
    { value: 'up', label: MOVE_UP, onSelect: act('up'), disabled: index === 0 },
    { value: 'down', label: MOVE_DOWN, onSelect: act('down'), disabled: index === count - 1 },
  ];
}

/** One group: its icon and name (changed in place), its menu, its categories in order, and Add category. */
export function GroupSection({ group, index, count, names, renaming, onGroupAction, onCategoryAction, onRenameGroup, onRenameCategory, onRenameDone }: GroupSectionProps) {
  const headingId = useId();
  const renamingGroup = renaming?.kind === 'group' && renaming.id === group.id;
  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        card({ padding: 'none' }),
        css({ breakInside: 'avoid', mb: '6', display: 'flex', flexDirection: 'column' }),
        group.hidden && css({ borderStyle: 'dashed', boxShadow: 'none' }),
      )}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', px: '4', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.default', bg: 'bg.canvas', borderTopRadius: 'surface' })}>
        <span aria-hidden className={iconBox}>
          {group.icon}
        </span>
        {/* The heading stays (for screen readers) while its name is changed in place. */}
        <h2 id={headingId} className={cx(css({ fontSize: 'lg', fontWeight: 'semibold', overflowWrap: 'anywhere', minW: '0' }), renamingGroup && css({ srOnly: true }))}>
          {group.name}
        </h2>
        {renamingGroup && <InlineNameForm name={group.name} onSave={(name) => onRenameGroup(group, name)} onDone={() => onRenameDone('group', group.id)} />}
        {group.hidden && <span className={badge}>{HIDDEN}</span>}
        <span className={css({ flex: '1' })} />
        <Menu
          trigger={
            <Button data-actions-for-group={group.id} variant="ghost" tone="neutral" size="icon" className={rowButton} aria-label={groupActionsFor(group.name)}>
              <MoreIcon />
            </Button>
          }
          items={groupMenuItems(group, index, count, onGroupAction)}
          portalled={false}
        />
      </div>
      {group.categories.length === 0 ? (
        <p className={css({ px: '4', py: '3', fontSize: 'sm', color: 'fg.muted' })}>{EMPTY_GROUP}</p>
      ) : (
        <ul className={css({ px: '4' })}>
          {group.categories.map((category, position) => (
            <CategoryRow
              key={category.id}
              category={category}
              group={group}
              index={position}
              count={group.categories.length}
              canChangeGroup={count > 1}
              countsAsName={names.get(category.counts_as.detailed ?? '')}
              renaming={renaming?.kind === 'category' && renaming.id === category.id}
              onAction={onCategoryAction}
              onRename={onRenameCategory}
              onRenameDone={(c) => onRenameDone('category', c.id)}
            />
          ))}
        </ul>
      )}
      <div className={css({ px: '2', py: '2', borderTopWidth: '1px', borderColor: 'border.default' })}>
        <Button variant="ghost" size="sm" onClick={() => onGroupAction('addCategory', group)} aria-label={addCategoryTo(group.name)}>
          <PlusIcon />
          {ADD_CATEGORY}
        </Button>
      </div>
    </section>
  );
}
