/** The Get Started wizard's steps, in order. */
export const WIZARD_STEPS = [
  { id: 'welcome', label: 'Welcome' },
  { id: 'link', label: 'Link your bank' },
  { id: 'load', label: 'Load your data' },
] as const;

export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'];

/** How long "All set" stays on screen before the accounts page. */
export const FINISHED_PAUSE_MS = 800;
