export { RecategorizeDialog, type RecategorizeDialogProps } from './ui/RecategorizeDialog';
export { useRefreshMoney } from './model/refresh-money';
