export { useReferralStore } from './stores/referral-store';
