import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api';

import { describeStaffError } from '../api/errors';
import { teamApi, teamKeys } from '../api/team-api';
import type { TeamMember, TeamRole, TeamStatus } from '../types';

import { useCheckedForm, useCheckedSubmit } from './checked-form';
import { ChoiceField } from './form-controls';
import { checkPassword, MEMBER_FORM_FIELDS, refusedMemberFields } from './member-model';
import { NewPasswordFields } from './new-password-fields';
import { Notice } from './notice';
import { checkNewMember, emptyNewMember, newMemberBodyOf, refusedNewMemberFields, TEAM_ROLES, USERNAME_LENGTH } from './team-model';

/** The role choice, staff first. */
function useRoleOptions() {
  const { t } = useTranslation('backoffice');
  return TEAM_ROLES.map((role) => ({ value: role, label: t(`team.role.${role}`) }));
}

/** A new login of the agent: username, password typed twice, role. */
export function AddMemberForm({ onDone }: { onDone(text: string): void }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const roles = useRoleOptions();
  const { values, set, reset, setErrors, field } = useCheckedForm(emptyNewMember, { clearErrorOnEdit: true });
  const { formRef, refusal, refuse, onSubmit } = useCheckedSubmit(setErrors, refusedNewMemberFields);
  const add = useMutation({
    mutationFn: teamApi.add,
    onSuccess: async (member) => {
      reset();
      onDone(t('team.added', { username: member.username }));
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: refuse,
  });
  const submit = onSubmit(
    () => checkNewMember(values),
    () => add.mutate(newMemberBodyOf(values)),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="pp-card flex flex-col gap-4 p-4 sm:p-5" data-testid="bo-team-add-form">
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          {...field('username')}
          label={t('team.username')}
          hint={t('team.usernameRule', { min: USERNAME_LENGTH[0], max: USERNAME_LENGTH[1] })}
          maxLength={USERNAME_LENGTH[1]}
          autoCapitalize="none"
          spellCheck={false}
          data-testid="bo-team-username"
          required
        />
        <NewPasswordFields
          password={field('password')}
          confirm={field('confirm')}
          labels={{ password: t('team.password'), confirm: t('team.confirm') }}
          testIds={{ password: 'bo-team-password', confirm: 'bo-team-confirm' }}
        />
      </div>
      <ChoiceField legend={t('team.roleLabel')} value={values.role} options={roles} onChange={(role) => set({ role })} hint={t('team.roleHint')} testId="bo-team-role" />
      {refusal ? (
        <Notice tone="error" testId="bo-team-add-error">
          {describeStaffError(refusal, t)}
        </Notice>
      ) : null}
      <div>
        <Button type="submit" loading={add.isPending} data-testid="bo-team-add">
          {t('team.add')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A member's role and status, sent in full. Deactivating asks first: he is logged out at once.
 * The rule that the agent keeps an active admin (0000) is said above the buttons.
 */
export function EditMemberForm({ member, onClose, onDone }: { member: TeamMember; onClose(): void; onDone(text: string): void }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const roles = useRoleOptions();
  const [role, setRole] = useState<TeamRole>(member.role);
  const [status, setStatus] = useState<TeamStatus>(member.status);
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: () => teamApi.update(member.id, { role, status }),
    onSuccess: async (saved) => {
      onDone(t('team.saved', { username: saved.username }));
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: () => setConfirming(false),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'inactive' && member.status === 'active' && !confirming) {
      setConfirming(true);
      return;
    }
    save.mutate();
  }

  const keepAdmin = isApiError(save.error) && save.error.errorCode === '0000';
  const unchanged = role === member.role && status === member.status;
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-testid="bo-team-edit-form">
      {confirming ? (
        <Notice tone="warning" testId="bo-team-deactivate-confirm">
          {t('team.deactivateText', { username: member.username })}
        </Notice>
      ) : (
        <>
          <ChoiceField legend={t('team.roleLabel')} value={role} options={roles} onChange={setRole} testId="bo-team-edit-role" />
          <ChoiceField
            legend={t('team.statusLabel')}
            value={status}
            options={[
              { value: 'active', label: t('team.status.active') },
              { value: 'inactive', label: t('team.status.inactive') },
            ]}
            onChange={setStatus}
            hint={t('team.statusHint')}
            testId="bo-team-edit-status"
          />
        </>
      )}
      {save.isError ? (
        <Notice tone="error" testId="bo-team-edit-error">
          {keepAdmin ? t('team.keepAdmin') : describeStaffError(save.error, t)}
        </Notice>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={confirming ? () => setConfirming(false) : onClose} data-testid="bo-team-edit-cancel">
          {confirming ? t('app.back') : t('app.cancel')}
        </Button>
        <Button
          type="submit"
          variant={confirming ? 'ghost' : 'primary'}
          className={confirming ? 'bg-red-600 text-white hover:bg-red-500' : undefined}
          loading={save.isPending}
          disabled={unchanged}
          data-testid="bo-team-edit-save"
        >
          {confirming ? t('team.deactivate') : t('team.save')}
        </Button>
      </div>
    </form>
  );
}

/** A member's new password, typed twice; his sessions end. */
export function MemberPasswordForm({ member, onClose, onDone }: { member: TeamMember; onClose(): void; onDone(text: string): void }) {
  const { t } = useTranslation('backoffice');
  const { values, setErrors, field } = useCheckedForm(() => ({ password: '', confirm: '' }), { clearErrorOnEdit: true });
  const { formRef, refusal, refuse, onSubmit } = useCheckedSubmit(setErrors, (error) => refusedMemberFields(error, MEMBER_FORM_FIELDS.password));
  const change = useMutation({
    mutationFn: (password: string) => teamApi.setPassword(member.id, password),
    onSuccess: () => onDone(t('team.passwordSet', { username: member.username })),
    onError: refuse,
  });
  const submit = onSubmit(
    () => checkPassword(values),
    () => change.mutate(values.password),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="bo-team-password-form">
      <p className="text-sm text-gray-300">{t('team.passwordText', { username: member.username })}</p>
      <NewPasswordFields
        password={field('password')}
        confirm={field('confirm')}
        labels={{ password: t('member.password.new'), confirm: t('member.password.confirm') }}
        testIds={{ password: 'bo-team-new-password', confirm: 'bo-team-new-confirm' }}
      />
      {refusal ? (
        <Notice tone="error" testId="bo-team-password-error">
          {describeStaffError(refusal, t)}
        </Notice>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t('app.cancel')}
        </Button>
        <Button type="submit" loading={change.isPending} data-testid="bo-team-password-save">
          {t('member.password.submit')}
        </Button>
      </div>
    </form>
  );
}
