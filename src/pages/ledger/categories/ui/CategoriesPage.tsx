import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { categoryNamesOf, useCategoryChanges, useUserCategoryList } from '@/entities/category';
import type { CategoryPrimary, UserCategory, UserCategoryGroup } from '@/shared/api';
import { documentTitle, useFocusAfterDraw } from '@/shared/lib';
import { Button, CheckIcon, FailedPanel, notify, PageHeader, PlusIcon } from '@/shared/ui';
import {
  ADD_GROUP,
  added,
  CATEGORY_ICON_DESCRIPTION,
  GROUP_ICON_DESCRIPTION,
  groupAdded,
  groupHid,
  hid,
  iconChanged,
  LOAD_FAILED_TEXT,
  LOAD_FAILED_TITLE,
  mergedOf,
  movedDown,
  movedTo,
  movedUp,
  PAGE_DESCRIPTION,
  PAGE_TITLE,
  renamed,
  renamedBack,
  SAVE_FAILED,
  shown,
} from '../config/copy';
import { findCategory } from '../lib/category-layout';
import { actionsButtonOf } from '../lib/focus-targets';
import { useRefreshAfterMerge } from '../model/refresh-after-merge';
import { AddCategoryDialog } from './AddCategoryDialog';
import { AddGroupDialog } from './AddGroupDialog';
import { CategoriesSkeleton } from './CategoriesSkeleton';
import type { CategoryAction } from './CategoryRow';
import { groupColumns } from './group-columns';
import { GroupSection, type GroupAction, type Renaming } from './GroupSection';
import { IconDialog } from './IconDialog';
import { MergeDialog } from './MergeDialog';
import { MoveToGroupDialog } from './MoveToGroupDialog';
import type { PrimaryAction } from './PrimaryRow';
import { PrimarySection } from './PrimarySection';

type OpenDialog =
  | { kind: 'addGroup' }
  | { kind: 'addCategory'; group: UserCategoryGroup }
  | { kind: 'categoryIcon'; category: UserCategory }
  | { kind: 'groupIcon'; group: UserCategoryGroup }
  | { kind: 'moveToGroup'; category: UserCategory }
  | { kind: 'merge'; category: UserCategory }
  | null;

type FocusTarget = { kind: 'category' | 'group' | 'primary'; id: string } | null;

/**
 * `/categories`: the person's groups in order, each with its categories, then Plaid's primary
 * categories. Names change in place, icons, hiding, order and group by each row's menu (by mouse
 * or keyboard alone); a category of their own can be added and merged away, one of the bank's
 * merged into another (remapped and hidden); a primary renamed or named by the bank's words
 * again. What each change did is said once saved.
 */
export function CategoriesPage() {
  const read = useUserCategoryList();
  const changes = useCategoryChanges();
  const refreshAfterMerge = useRefreshAfterMerge();
  const groups = read.data?.groups;
  const primaries = read.data?.primaries;
  const names = useMemo(() => categoryNamesOf(groups ?? []), [groups]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [renaming, setRenaming] = useState<Renaming>(null);
  // Replaced (not only changed) on each change, so the same words are said again for the same change twice.
  const [status, setStatus] = useState({ text: '', said: 0 });
  const [mergedInto, setMergedInto] = useState<string>();
  // The focus back on a row's actions button once the list is drawn again (a moved row may have left it).
  const focusLater = useFocusAfterDraw<FocusTarget>(read.data, (target) => (target ? actionsButtonOf(target.kind, target.id) : null));

  const say = (text: string) => setStatus((previous) => ({ text, said: previous.said + 1 }));
  const run = (change: Promise<unknown>, done: string, focus?: FocusTarget) =>
    void change.then(
      () => {
        say(done);
        if (focus) focusLater(focus);
      },
      () => notify.error(SAVE_FAILED),
    );

  const onCategoryAction = (action: CategoryAction, category: UserCategory) => {
    const placed = groups && findCategory(groups, category.id);
    if (!placed) return;
    const here = { kind: 'category', id: category.id } as const;
    if (action === 'rename') return setRenaming(here);
    if (action === 'icon') return setDialog({ kind: 'categoryIcon', category });
    if (action === 'moveToGroup') return setDialog({ kind: 'moveToGroup', category });
    if (action === 'merge') return setDialog({ kind: 'merge', category });
    if (action === 'hide' || action === 'show') return run(changes.updateCategory(category.id, { hidden: action === 'hide' }), action === 'hide' ? hid(category.name) : shown(category.name), here);
    const position = placed.index + (action === 'up' ? -1 : 1);
    run(changes.updateCategory(category.id, { position }), action === 'up' ? movedUp(category.name) : movedDown(category.name), here);
  };

  const onGroupAction = (action: GroupAction, group: UserCategoryGroup) => {
    const here = { kind: 'group', id: group.id } as const;
    if (action === 'rename') return setRenaming(here);
    if (action === 'icon') return setDialog({ kind: 'groupIcon', group });
    if (action === 'addCategory') return setDialog({ kind: 'addCategory', group });
    if (action === 'hide' || action === 'show') return run(changes.updateGroup(group.id, { hidden: action === 'hide' }), action === 'hide' ? groupHid(group.name) : shown(group.name), here);
    const index = groups?.findIndex((g) => g.id === group.id) ?? -1;
    if (index < 0) return;
    run(changes.updateGroup(group.id, { position: index + (action === 'up' ? -1 : 1) }), action === 'up' ? movedUp(group.name) : movedDown(group.name), here);
  };

  const onPrimaryAction = (action: PrimaryAction, primary: CategoryPrimary) => {
    const here = { kind: 'primary', id: primary.code } as const;
    if (action === 'rename') return setRenaming(here);
    run(changes.renamePrimary(primary.code, null), renamedBack(primary.name, primary.default_name), here);
  };

  const closeDialog = () => setDialog(null);

  return (
    <>
      <title>{documentTitle(PAGE_TITLE)}</title>
      <PageHeader
        title={PAGE_TITLE}
        description={PAGE_DESCRIPTION}
        actions={
          <Button onClick={() => setDialog({ kind: 'addGroup' })} disabled={!groups}>
            <PlusIcon />
            {ADD_GROUP}
          </Button>
        }
      />
      <p role="status" className={css({ display: 'flex', alignItems: 'center', gap: '1.5', minH: '5', mt: '-4', mb: '4', fontSize: 'sm', color: 'success.text' })}>
        {status.text && (
          <span key={status.said} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
            <CheckIcon className={css({ w: '4', h: '4', flexShrink: '0' })} />
            {status.text}
          </span>
        )}
      </p>
      {groups && primaries ? (
        <>
          <div className={groupColumns}>
            {groups.map((group, index) => (
              <GroupSection
                key={group.id}
                group={group}
                index={index}
                count={groups.length}
                names={names}
                renaming={renaming}
                onGroupAction={onGroupAction}
                onCategoryAction={onCategoryAction}
                onRenameGroup={async (g, name) => {
                  await changes.updateGroup(g.id, { name });
                  say(renamed(g.name, name));
                }}
                onRenameCategory={async (category, name) => {
                  await changes.updateCategory(category.id, { name });
                  say(renamed(category.name, name));
                }}
                onRenameDone={(kind, id) => {
                  setRenaming(null);
                  focusLater({ kind, id });
                }}
              />
            ))}
          </div>
          <PrimarySection
            primaries={primaries}
            renaming={renaming?.kind === 'primary' ? renaming.id : undefined}
            onAction={onPrimaryAction}
            onRename={async (primary, name) => {
              await changes.renamePrimary(primary.code, name);
              say(renamed(primary.name, name));
            }}
            onRenameDone={(primary) => {
              setRenaming(null);
              focusLater({ kind: 'primary', id: primary.code });
            }}
          />
        </>
      ) : read.failed ? (
        <FailedPanel title={LOAD_FAILED_TITLE} text={LOAD_FAILED_TEXT} onRetry={read.retry} />
      ) : (
        <CategoriesSkeleton />
      )}

      {dialog?.kind === 'addGroup' && (
        <AddGroupDialog
          onClose={closeDialog}
          onAdded={(group) => {
            closeDialog();
            say(groupAdded(group.name));
          }}
        />
      )}
      {dialog?.kind === 'addCategory' && groups && (
        <AddCategoryDialog
          group={dialog.group}
          groups={groups}
          onClose={closeDialog}
          onAdded={(category) => {
            closeDialog();
            say(added(category.name, dialog.group.name));
          }}
        />
      )}
      {dialog?.kind === 'categoryIcon' && (
        <IconDialog
          name={dialog.category.name}
          icon={dialog.category.icon}
          description={CATEGORY_ICON_DESCRIPTION}
          onClose={closeDialog}
          onSave={async (icon) => {
            await changes.updateCategory(dialog.category.id, { icon });
            closeDialog();
            say(iconChanged(dialog.category.name));
          }}
        />
      )}
      {dialog?.kind === 'groupIcon' && (
        <IconDialog
          name={dialog.group.name}
          icon={dialog.group.icon}
          description={GROUP_ICON_DESCRIPTION}
          onClose={closeDialog}
          onSave={async (icon) => {
            await changes.updateGroup(dialog.group.id, { icon });
            closeDialog();
            say(iconChanged(dialog.group.name));
          }}
        />
      )}
      {dialog?.kind === 'moveToGroup' && groups && (
        <MoveToGroupDialog
          category={dialog.category}
          groups={groups}
          onClose={closeDialog}
          onMove={async (group) => {
            await changes.updateCategory(dialog.category.id, { group_id: group.id });
            closeDialog();
            say(movedTo(dialog.category.name, group.name));
            focusLater({ kind: 'category', id: dialog.category.id });
          }}
        />
      )}
      {dialog?.kind === 'merge' && groups && (
        <MergeDialog
          category={dialog.category}
          groups={groups}
          onClose={() => {
            closeDialog();
            // The one that took its rows has the focus (a merged own category is gone; one of the bank's is hidden).
            if (mergedInto) focusLater({ kind: 'category', id: mergedInto });
            setMergedInto(undefined);
          }}
          onMerged={(result) => {
            setMergedInto(result.into.id);
            say(mergedOf(dialog.category.own, dialog.category.name, result.into.name, result));
            void refreshAfterMerge();
          }}
        />
      )}
    </>
  );
}
