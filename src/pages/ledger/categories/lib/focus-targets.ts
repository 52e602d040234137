/**
 * The actions button of a category, a group (by id) or a primary (by code), found by its data
 * attribute (the menu owns the button's id): where the focus returns after a change moved or
 * re-drew its row.
 */
export const actionsButtonOf = (kind: 'category' | 'group' | 'primary', id: string): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-actions-for-${kind}="${CSS.escape(id)}"]`);
