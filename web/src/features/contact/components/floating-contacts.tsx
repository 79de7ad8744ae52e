import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CloseIcon,
  HeadsetIcon,
  LineBrandIcon,
  MessengerBrandIcon,
  TelegramBrandIcon,
  WhatsAppBrandIcon,
} from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { Template } from '@/types/api';

import { floatingButtons, type FloatingButton } from './floating-buttons';

const LOOK: Record<FloatingButton['kind'], { icon: ReactNode; className: string }> = {
  line: { icon: <LineBrandIcon className="size-[60%]" />, className: 'bg-channel-line' },
  telegram: { icon: <TelegramBrandIcon className="size-[58%]" />, className: 'bg-channel-telegram' },
  whatsapp: { icon: <WhatsAppBrandIcon className="size-[60%]" />, className: 'bg-channel-whatsapp' },
  messenger: { icon: <MessengerBrandIcon className="size-[58%]" />, className: 'bg-gradient-to-br from-channel-messenger to-channel-messenger-end' },
};

/**
 * Fixed bottom-right contact buttons (spec §1: ~2.5rem wide, 6rem from the bottom, 0.5rem from
 * the right). Below `xl` (phones and tablets, where the page runs edge to edge under them) two or
 * more channels fold into one launcher that opens the list, so a single button floats over the
 * content; from `xl` up the list is always open.
 */
export function FloatingContacts({ template }: { template: Template | null | undefined }) {
  const { t } = useTranslation();
  const buttons = floatingButtons(template);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const folds = buttons.length > 1;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (buttons.length === 0) return null;
  return (
    <nav ref={nav} aria-label={t('floating.label')} className="pp-floating">
      <ul id={listId} className={cn('flex-col gap-2', folds && !open ? 'hidden xl:flex' : 'flex')}>
        {buttons.map((b) => (
          <li key={b.kind}>
            <a
              href={b.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`floating.${b.kind}`)}
              data-kind={b.kind}
              className={`pp-floating__btn ${LOOK[b.kind].className}`}
              onClick={() => setOpen(false)}
            >
              {LOOK[b.kind].icon}
            </a>
          </li>
        ))}
      </ul>
      {folds ? (
        <button
          ref={toggle}
          type="button"
          aria-label={t('floating.toggle')}
          aria-expanded={open}
          aria-controls={listId}
          className="pp-floating__btn pp-floating__toggle mt-2 xl:hidden"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon className="size-5" /> : <HeadsetIcon className="size-5" />}
        </button>
      ) : null}
    </nav>
  );
}
