export { UpdateInstitutionButton } from './ui/UpdateInstitutionButton';
export { UpdateInstitutionDialog, type UpdateInstitutionDialogProps } from './ui/UpdateInstitutionDialog';
export { setPageReloadForTesting } from './model/page-reload';
