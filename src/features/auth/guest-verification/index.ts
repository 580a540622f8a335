export { GuestVerificationModal, GUEST_JOURNEY, type GuestVerificationModalProps } from './guest-verification-modal';
