export { PrivacyPolicyPage } from './ui/PrivacyPolicyPage';
