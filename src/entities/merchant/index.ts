export { MERCHANT_PAGE_SIZE, MERCHANT_PATHS, useMerchantDetails, useMerchants, useRecentTransactionId, warmMerchantCategories } from './api/merchant-queries';
export {
  chooseMerchantTransaction,
  currentTransactionId,
  mostRecentTransactionId,
  resetMerchantContext,
} from './model/merchant-context';
export { MerchantAvatar, type MerchantAvatarProps } from './ui/MerchantAvatar';
