export { MERCHANT_LIST_LIMIT, MERCHANT_PATHS, useMerchantDetails, useMerchants, useRecentTransactionId, warmMerchantCategories } from './api/merchant-queries';
export {
  chooseMerchantTransaction,
  currentTransactionId,
  merchantTransactionId,
  mostRecentTransactionId,
  resetMerchantContext,
} from './model/merchant-context';
export { MerchantAvatar, type MerchantAvatarProps } from './ui/MerchantAvatar';
