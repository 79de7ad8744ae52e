import { ERROR_TOAST_MS, SUCCESS_TOAST_MS, TOAST_PRELOAD_DELAY_MS } from '@/config/constants';
import {
  DEFAULT_ERROR_TEXT,
  DEFAULT_ERROR_TITLE,
  DEFAULT_SUCCESS_TEXT,
  DEFAULT_SUCCESS_TITLE,
} from '@/lib/api/errors';

export interface ToastContent {
  title?: string;
  text?: string;
}

/**
 * sweetalert2 is a chunk of its own: no page needs it for its first paint. `preloadToasts`
 * fetches it a while after the page has loaded, once the browser is idle, so that it never
 * competes with the first page's own chunks and a later message (a network error above all)
 * still shows at once.
 */
const swal = () => import('sweetalert2').then((module) => module.default);

export function preloadToasts(delayMs = TOAST_PRELOAD_DELAY_MS) {
  const load = () => void swal();
  window.setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: delayMs });
    else load();
  }, delayMs);
}

const baseToast = {
  toast: true,
  position: 'top-end',
  showConfirmButton: false,
  timerProgressBar: true,
  showCloseButton: true,
} as const;

/**
 * The one toast helper (spec §8). Texts are plain text (`titleText`/`text`), never HTML:
 * server messages pass through here.
 */
export const toast = {
  async error({ title = DEFAULT_ERROR_TITLE, text = DEFAULT_ERROR_TEXT }: ToastContent = {}) {
    return (await swal()).fire({
      ...baseToast,
      icon: 'error',
      timer: ERROR_TOAST_MS,
      titleText: title,
      text,
      customClass: { popup: 'pp-toast pp-toast--error' },
    });
  },
  async success({ title = DEFAULT_SUCCESS_TITLE, text = DEFAULT_SUCCESS_TEXT }: ToastContent = {}) {
    return (await swal()).fire({
      ...baseToast,
      icon: 'success',
      timer: SUCCESS_TOAST_MS,
      titleText: title,
      text,
      customClass: { popup: 'pp-toast pp-toast--success' },
    });
  },
};

const dialogClasses = {
  popup: 'pp-dialog',
  title: 'pp-dialog__title',
  htmlContainer: 'pp-dialog__text',
  actions: 'pp-dialog__actions',
  confirmButton: 'pp-btn pp-btn--confirm',
  cancelButton: 'pp-btn pp-btn--cancel',
};

/** A blocking error message with one button (e.g. registration refused before sending). */
export async function alertError(content: { title: string; text: string; okText: string }) {
  await (await swal()).fire({
    icon: 'error',
    titleText: content.title,
    text: content.text,
    confirmButtonText: content.okText,
    buttonsStyling: false,
    customClass: dialogClasses,
  });
}

/** Asks a yes/no question with the template's confirm and cancel buttons. */
export async function confirmDialog(content: {
  title: string;
  text?: string;
  confirmText: string;
  cancelText: string;
}): Promise<boolean> {
  const result = await (await swal()).fire({
    icon: 'question',
    iconColor: '#4ade80',
    titleText: content.title,
    text: content.text,
    showCancelButton: true,
    confirmButtonText: content.confirmText,
    cancelButtonText: content.cancelText,
    reverseButtons: true,
    focusCancel: true,
    buttonsStyling: false,
    customClass: dialogClasses,
  });
  return result.isConfirmed;
}
