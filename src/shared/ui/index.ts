export { Button, type ButtonProps } from './Button';
export { Dialog, type DialogProps } from './Dialog';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { Menu, type MenuProps, type MenuEntry, type MenuAction, type MenuSeparator } from './Menu';
export { Tooltip, type TooltipProps } from './Tooltip';
export { Toaster } from './Toaster';
export { notify, showToast, type ToastMessage, type ToastType } from './toaster';
export { toaster } from './toast-store';
export { Switch, type SwitchProps } from './Switch';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { SegmentGroup, type SegmentGroupProps, type SegmentOption } from './SegmentGroup';
export { DateField, type DateFieldProps } from './DateField';
export { Spinner, type SpinnerProps } from './Spinner';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Amount, type AmountProps } from './Amount';
export { DataPanel, type DataPanelProps } from './DataPanel';
export { ViewToggle, type ViewToggleProps, type ChartView } from './ViewToggle';
export { Logo } from './Logo';
export { PageHeader } from './PageHeader';
export { LegalDocument, type LegalSection } from './LegalDocument';
export {
  BellIcon,
  BookmarkIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  CollapseIcon,
  ExpandIcon,
  InfoIcon,
  LineIcon,
  LockIcon,
  LogoutIcon,
  MoreIcon,
  PageIcon,
  PersonIcon,
  PlusIcon,
  RefreshIcon,
  SendIcon,
  SparkleIcon,
  ThumbDownIcon,
  ThumbUpIcon,
  type LineIconProps,
  type PageIconName,
} from './icons';
export { SafeMarkdown, type SafeMarkdownProps } from './SafeMarkdown';
export { QuestionBox, type QuestionBoxProps } from './QuestionBox';
export { ScrollTable, type ScrollTableProps } from './ScrollTable';
export { FailedPanel, StatePanel, type FailedPanelProps, type StatePanelProps } from './StatePanel';
export { SelectField, type SelectFieldProps, type SelectOption, type SelectOptionGroup } from './SelectField';
export { TextField, type TextFieldProps } from './TextField';
export { SERIES_COLORS, OTHER_COLOR, UNCATEGORISED_COLOR, categoryColor, THIS_PERIOD_COLOR, COMPARED_COLOR, GRID_COLOR, AXIS_TEXT_COLOR, OVERLAY_LINE_COLOR } from './chart-colors';
export { actionLink, amountText, figureLink, mutedText, numeric, rowsOnPhone, table } from './text-styles';
