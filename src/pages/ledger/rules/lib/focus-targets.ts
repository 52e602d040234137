/** Where the focus goes after a change redrew the list: a rule's row, one of its move buttons, or "New rule". */
export type FocusTarget = { kind: 'row'; ruleId: string } | { kind: 'move'; ruleId: string; direction: 'up' | 'down' } | { kind: 'newRule' };

const enabled = (element: HTMLElement | null) => (element && !(element as HTMLButtonElement).disabled ? element : null);

/**
 * The element a target names in the page, found by its data attributes: a move button that became
 * disabled (the rule reached an end) gives way to the other one; "New rule" is the empty state's
 * button when there is one, else the header's.
 */
export function focusTargetElement(target: FocusTarget): HTMLElement | null {
  if (target.kind === 'row') return document.querySelector<HTMLElement>(`[data-rule-row="${CSS.escape(target.ruleId)}"]`);
  if (target.kind === 'newRule') return document.querySelector<HTMLElement>('[data-new-rule="empty"]') ?? document.querySelector<HTMLElement>('[data-new-rule="header"]');
  const button = (direction: 'up' | 'down') => enabled(document.querySelector<HTMLElement>(`[data-move="${direction}"][data-rule="${CSS.escape(target.ruleId)}"]`));
  return button(target.direction) ?? button(target.direction === 'up' ? 'down' : 'up') ?? document.querySelector<HTMLElement>(`[data-rule-row="${CSS.escape(target.ruleId)}"]`);
}
