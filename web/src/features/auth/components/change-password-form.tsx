import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';
import { toast } from '@/lib/toast';

import { changePassword } from '../api/auth-api';
import { isValidPassword, passwordRule } from '../validation';

import { NewPasswordFields } from './new-password-fields';

/** POST player/changePassword with a confirmation field. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const rule = passwordRule();
  const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof empty, string>>>({});

  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues(empty);
      void toast.success();
    },
  });

  const set = (key: keyof typeof empty, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const e: typeof errors = {};
    if (!values.oldPassword) e.oldPassword = t('profile.oldRequired');
    if (!isValidPassword(values.newPassword, rule))
      e.newPassword = t('register.passwordInvalid', { min: rule.minLength, max: rule.maxLength });
    else if (values.newPassword === values.oldPassword) e.newPassword = t('profile.sameAsOld');
    if (values.confirmPassword !== values.newPassword || !values.confirmPassword)
      e.confirmPassword = t('register.passwordMismatch');
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    mutation.mutate({ oldPassword: values.oldPassword, newPassword: values.newPassword });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('profile.changePassword')}>
      <PasswordField
        label={t('profile.oldPassword')}
        name="oldPassword"
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={(e) => set('oldPassword', e.target.value)}
        error={errors.oldPassword}
        icon={<LockIcon className="size-5" />}
        required
      />
      <NewPasswordFields
        labels={{ password: t('profile.newPassword'), confirm: t('profile.confirmNewPassword') }}
        names={{ password: 'newPassword', confirm: 'confirmNewPassword' }}
        values={values}
        errors={errors}
        onChange={set}
        rule={rule}
        hint={t('register.passwordHint', { min: rule.minLength, max: rule.maxLength })}
      />
      <Button type="submit" loading={mutation.isPending} className="self-start">
        {mutation.isPending ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  );
}
