export { SubscribeButton, type SubscribeButtonProps } from './ui/SubscribeButton';
export { useStartCheckout, type StartCheckoutOptions } from './model/start-checkout';
