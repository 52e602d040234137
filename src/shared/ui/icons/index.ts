export { CheckIcon } from './CheckIcon';
export { LineIcon, type LineIconProps } from './LineIcon';
export { LockIcon } from './LockIcon';
export { PlusIcon } from './PlusIcon';
export { RefreshIcon } from './RefreshIcon';
