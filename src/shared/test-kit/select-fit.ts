import { expect } from 'storybook/test';

/**
 * Stories only: every option of a select fits its box, whichever is chosen. The text is measured
 * in the select's own font against the width inside its padding, less the browser's own arrow
 * (about 16 px in Chromium, inside the content box; 20 kept).
 */
export async function expectOptionsFit(select: HTMLSelectElement): Promise<void> {
  const style = getComputedStyle(select);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = style.font;
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
  const cut = [...select.options].filter((option) => context.measureText(option.text).width > room).map((option) => option.text);
  await expect(cut).toEqual([]);
}
