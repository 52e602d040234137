/**
 * Resolves when every finite animation under `root` (itself and its descendants) has ended: an
 * opening fade measured half-way fails axe's contrast check, and a menu item under a moving
 * pointer is not where it will be. Endless ones (spinners) are left running.
 */
export async function animationsSettled(root: Element): Promise<void> {
  const finite = root.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished));
}
