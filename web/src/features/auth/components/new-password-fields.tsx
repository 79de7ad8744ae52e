import { PasswordField } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';

import type { passwordRule } from '../validation';

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  /** The inputs' names: the form's own (and its tests') words for them. */
  names: { password: string; confirm: string };
  values: { newPassword: string; confirmPassword: string };
  errors: { newPassword?: string; confirmPassword?: string };
  onChange: (field: 'newPassword' | 'confirmPassword', value: string) => void;
  rule: ReturnType<typeof passwordRule>;
  /** The rule said under the new password. */
  hint: string;
}

/** A new password and its confirmation, as every form that sets one asks for them. */
export function NewPasswordFields({ labels, names, values, errors, onChange, rule, hint }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name={names.password}
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(e) => onChange('newPassword', e.target.value)}
        error={errors.newPassword}
        hint={hint}
        icon={<LockIcon className="size-5" />}
        maxLength={rule.maxLength}
        required
      />
      <PasswordField
        label={labels.confirm}
        name={names.confirm}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => onChange('confirmPassword', e.target.value)}
        error={errors.confirmPassword}
        icon={<LockIcon className="size-5" />}
        maxLength={rule.maxLength}
        required
      />
    </>
  );
}
