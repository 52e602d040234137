export { AddInstitutionButton } from './ui/AddInstitutionButton';
export { AddInstitutionDialog, type AddInstitutionDialogProps } from './ui/AddInstitutionDialog';
export { LinkInstitutionPanel, type LinkInstitutionPanelProps } from './ui/LinkInstitutionPanel';
export type { LinkedInstitution } from './model/use-link-institution';
export { ResumeBankLink, type ResumeBankLinkProps } from './ui/ResumeBankLink';
