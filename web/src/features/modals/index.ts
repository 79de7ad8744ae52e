export { MODAL_NAMES, initialModalFlags, useModalStore, type ModalName } from './stores/modal-store';
