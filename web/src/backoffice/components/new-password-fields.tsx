import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/field';

import { PASSWORD_LENGTH } from './member-model';

/** What `useCheckedForm`'s `field(name)` gives a text field. */
interface PasswordInput {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | null;
}

/**
 * A new password and the same again, as every back office form that sets one asks for them
 * (a team member's, a player's, an agent's admin): 8–64 characters, the rule said under the first.
 */
export function NewPasswordFields({
  password,
  confirm,
  labels,
  testIds,
}: {
  password: PasswordInput;
  confirm: PasswordInput;
  labels: { password: string; confirm: string };
  testIds: { password: string; confirm: string };
}) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <TextField
        {...password}
        type="password"
        autoComplete="new-password"
        label={labels.password}
        hint={t('member.password.rule', { min: PASSWORD_LENGTH[0], max: PASSWORD_LENGTH[1] })}
        maxLength={PASSWORD_LENGTH[1]}
        data-testid={testIds.password}
        required
      />
      <TextField
        {...confirm}
        type="password"
        autoComplete="new-password"
        label={labels.confirm}
        maxLength={PASSWORD_LENGTH[1]}
        data-testid={testIds.confirm}
        required
      />
    </>
  );
}
