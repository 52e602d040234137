let reloadPage = () => window.location.reload();

/** Reloads the page (after accounts were removed), or what tests and stories put in its place. */
export const reloadAfterUpdate = () => reloadPage();

/** Tests and stories only: replace the page reload (a story must not reload its frame); no argument restores it. */
export function setPageReloadForTesting(reload: () => void = () => window.location.reload()): void {
  reloadPage = reload;
}
