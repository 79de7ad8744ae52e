import { UserIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { AccountLinks, GuestLinks } from '../../parts/account';
import type { VariantProps } from '../../types';

/** The header's right end: the balance, profile and logout, or the login and register buttons. */
export function AccountArea({ signedIn, loud = false }: VariantProps & { loud?: boolean }) {
  if (!signedIn) {
    return (
      <div className="flex shrink-0 items-center gap-1.5">
        <GuestLinks
          base="ufa-header"
          look={{
            size: loud ? 'md' : 'sm',
            login: cn('ufa-cta', loud && 'ufa-cta--loud'),
            register: cn('ufa-cta ufa-cta--main', loud && 'ufa-cta--loud'),
          }}
        />
      </div>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <AccountLinks
        base="ufa-header"
        look={{
          balance: 'hidden min-[360px]:flex',
          profile: 'ufa-square hidden md:flex md:w-auto md:gap-2 md:px-2.5',
          avatar: () => <UserIcon className="size-4 shrink-0 text-accent" />,
          name: 'hidden max-w-28 truncate text-sm font-semibold lg:inline',
          logout: 'ufa-square ufa-square--danger hidden md:grid',
        }}
      />
    </div>
  );
}
