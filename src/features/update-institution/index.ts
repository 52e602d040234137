export { UpdateInstitutionButton } from './ui/UpdateInstitutionButton';
export { UpdateInstitutionDialog, type UpdateInstitutionDialogProps } from './ui/UpdateInstitutionDialog';
export { UpdateThisInstitutionButton, type UpdateThisInstitutionButtonProps } from './ui/UpdateThisInstitutionButton';
export { setPageReloadForTesting } from './model/page-reload';
