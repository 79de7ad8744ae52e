import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import type { BackofficeKey } from '@/locales';
import type { BankAccount } from '@/types/api';

import { boKeys } from '../api/backoffice-api';
import { describeStaffError } from '../api/errors';
import { memberKeys, memberProfileQuery, membersApi } from '../api/members-api';
import { bankAccountsQuery } from '../api/money-setup-api';
import type { MemberProfile, StaffBank } from '../types';

import { useCheckedForm, useCheckedSubmit } from './checked-form';
import { TextAreaField } from './engagement-form';
import { SelectField } from './form-controls';
import {
  ACCOUNT_NAME_MAX,
  bankChangeBodyOf,
  checkBankChange,
  checkContact,
  checkPassword,
  CONTACT_MAX,
  contactBodyOf,
  contactFormOf,
  emptyBankChange,
  MEMBER_FORM_FIELDS,
  REASON_MAX,
  refusedMemberFields,
  STATUS_OF_ACTION,
  statusActionsOf,
  type StatusAction,
} from './member-model';
import { NewPasswordFields } from './new-password-fields';
import { bankNameOf, lengthText } from './money-setup-model';
import { DismissibleNotice, Notice, type NoticeMessage } from './notice';
import { QueryCard } from './query-card';
import { RemarkDecisionForm } from './remark-decision-form';
import { DialogFormButtons } from './row-dialog';
import { Fact, Section } from './section';
import { PlayerStatusBadge } from './status-badge';

type Done = (text: string) => void;

/**
 * After a change: the answer is the profile now, and the player's page, the profile and the
 * player searches are fetched again (his status shows in each).
 */
function useProfileSaved(playerId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: MemberProfile) => {
      queryClient.setQueryData(memberKeys.profile(playerId), profile);
      void queryClient.invalidateQueries({ queryKey: boKeys.player(playerId), exact: true });
      void queryClient.invalidateQueries({ queryKey: memberKeys.profile(playerId) });
      void queryClient.invalidateQueries({ queryKey: memberKeys.players() });
    },
    [playerId, queryClient],
  );
}

/** A card of the manage area: its heading, what it holds, and its action buttons. */
function ManageCard({ title, testId, actions, children }: { title: string; testId: string; actions: ReactNode; children: ReactNode }) {
  return (
    <section className="pp-card flex flex-col gap-3 p-4 sm:p-5" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h3 id={`${testId}-title`} className="text-base font-semibold text-white">
        {title}
      </h3>
      <div className="flex-1">{children}</div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </section>
  );
}

/** The buttons and the required reason of a status change; the change is sent once confirmed. */
function StatusCard({ profile, onDone }: { profile: MemberProfile; onDone: Done }) {
  const { t } = useTranslation('backoffice');
  const saved = useProfileSaved(profile.id);
  const [action, setAction] = useState<StatusAction | null>(null);
  const change = useMutation({
    mutationFn: ({ next, reason }: { next: StatusAction; reason: string }) =>
      membersApi.setStatus(profile.id, { status: STATUS_OF_ACTION[next], reason }),
    onSuccess: (next, { next: done }) => {
      saved(next);
      setAction(null);
      onDone(t(`member.status.done.${done}`, { username: profile.username }));
    },
  });
  const busy = change.isPending;
  const close = useCallback(() => {
    if (!busy) setAction(null);
  }, [busy]);

  return (
    <ManageCard
      title={t('member.status.title')}
      testId="bo-manage-status"
      actions={statusActionsOf(profile.status).map((next) => (
        <Button
          key={next}
          variant="outline"
          size="sm"
          onClick={() => {
            change.reset();
            setAction(next);
          }}
          data-testid={`bo-manage-${next}`}
          className={cn(next !== 'reactivate' && 'border-red-400/40 text-red-200 hover:bg-red-500/10')}
        >
          {t(`member.status.${next}`)}
        </Button>
      ))}
    >
      <div className="flex flex-col items-start gap-2">
        <PlayerStatusBadge status={profile.status} testId="bo-manage-status-badge" />
        <p className="text-sm text-gray-400">{t(`member.status.means.${profile.status}`)}</p>
      </div>
      <Dialog open={action !== null} onClose={close} title={action ? t(`member.status.confirmTitle.${action}`, { username: profile.username }) : ''}>
        {action ? (
          <RemarkDecisionForm
            key={action}
            testId="bo-manage-status-dialog"
            error={change.isError ? describeStaffError(change.error, t) : null}
            errorTestId="bo-manage-status-error"
            pending={busy}
            onConfirm={(reason) => change.mutate({ next: action, reason })}
            onCancel={close}
            remarkLabel={t('member.reason')}
            remarkMissing={t('member.err.reason')}
            remarkHint={t('member.reasonHint')}
            remarkTestId="bo-manage-status-reason"
            confirmLabel={t(`member.status.${action}`)}
            confirmTestId="bo-manage-status-confirm"
            danger={action !== 'reactivate'}
          >
            <p className="text-sm text-gray-300">{t(`member.status.confirmText.${action}`, { username: profile.username })}</p>
          </RemarkDecisionForm>
        ) : null}
      </Dialog>
    </ManageCard>
  );
}

/** A field's error in the staff's words; the server's own detail after it refused the value. */
function fieldText(t: TFunction<'backoffice'>, key: BackofficeKey | undefined, params: Record<string, string | number>, refusal: unknown): string | null {
  if (!key) return null;
  const detail = key === 'member.err.server' && isApiError(refusal) && refusal.msg ? ` (${refusal.msg})` : '';
  return t(key, params) + detail;
}

/** A new password typed twice; it is never shown back, nor kept once the form closes. */
function PasswordForm({ profile, onClose, onDone }: { profile: MemberProfile; onClose: () => void; onDone: Done }) {
  const { t } = useTranslation('backoffice');
  const { values, errors, setErrors, field } = useCheckedForm(() => ({ password: '', confirm: '' }), { clearErrorOnEdit: true });
  const { formRef, refusal, refuse, onSubmit } = useCheckedSubmit(setErrors, (error) => refusedMemberFields(error, MEMBER_FORM_FIELDS.password));
  const reset = useMutation({
    mutationFn: (password: string) => membersApi.resetPassword(profile.id, password),
    onSuccess: () => onDone(t('member.password.done', { username: profile.username })),
    onError: refuse,
  });
  const submit = onSubmit(
    () => checkPassword(values),
    () => reset.mutate(values.password),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="bo-manage-password-form">
      <p className="text-sm text-gray-300">{t('member.password.text', { username: profile.username })}</p>
      <NewPasswordFields
        password={{ ...field('password'), error: fieldText(t, errors.password, {}, reset.error) }}
        confirm={field('confirm')}
        labels={{ password: t('member.password.new'), confirm: t('member.password.confirm') }}
        testIds={{ password: 'bo-manage-password', confirm: 'bo-manage-password-confirm' }}
      />
      <DialogFormButtons
        error={refusal ? describeStaffError(refusal, t) : null}
        pending={reset.isPending}
        submitLabel={t('member.password.submit')}
        submitTestId="bo-manage-password-save"
        onCancel={onClose}
      />
    </form>
  );
}

/** The player's phone, e-mail, names and LINE id, from his profile. */
function ContactForm({ profile, onClose, onDone }: { profile: MemberProfile; onClose: () => void; onDone: Done }) {
  const { t } = useTranslation('backoffice');
  const saved = useProfileSaved(profile.id);
  const { values, errors, setErrors, field } = useCheckedForm(() => contactFormOf(profile), { clearErrorOnEdit: true });
  const { formRef, refusal, refuse, onSubmit } = useCheckedSubmit(setErrors, (error) => refusedMemberFields(error, MEMBER_FORM_FIELDS.contact));
  const save = useMutation({
    mutationFn: () => membersApi.updateProfile(profile.id, contactBodyOf(values)),
    onSuccess: (next) => {
      saved(next);
      onDone(t('member.contact.done', { username: profile.username }));
    },
    onError: refuse,
  });
  const submit = onSubmit(
    () => checkContact(values),
    () => save.mutate(),
  );

  const text = (name: keyof typeof CONTACT_MAX) => ({
    ...field(name),
    error: fieldText(t, errors[name], { max: CONTACT_MAX[name] }, save.error),
    maxLength: CONTACT_MAX[name],
    'data-testid': `bo-manage-${name}`,
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="bo-manage-contact-form">
      <TextField {...text('tel')} type="tel" inputMode="tel" label={t('member.contact.tel')} hint={t('member.contact.telHint')} required />
      <TextField {...text('email')} type="email" inputMode="email" label={t('member.contact.email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('firstName')} label={t('member.contact.firstName')} />
        <TextField {...text('lastName')} label={t('member.contact.lastName')} />
        <TextField {...text('nickName')} label={t('member.contact.nickName')} />
        <TextField {...text('lineId')} label={t('member.contact.lineId')} />
      </div>
      <DialogFormButtons
        error={refusal ? describeStaffError(refusal, t) : null}
        pending={save.isPending}
        submitLabel={t('member.contact.submit')}
        submitTestId="bo-manage-contact-save"
        onCancel={onClose}
      />
    </form>
  );
}

/** A new withdrawal account at one of the agent's country's banks, with the reason. */
function BankChangeForm({ profile, banks, onClose, onDone }: { profile: MemberProfile; banks: StaffBank[]; onClose: () => void; onDone: Done }) {
  const { t, i18n } = useTranslation('backoffice');
  const saved = useProfileSaved(profile.id);
  const { values, set, errors, setErrors, field } = useCheckedForm(emptyBankChange, { clearErrorOnEdit: true });
  const { formRef, refusal, refuse, onSubmit } = useCheckedSubmit(setErrors, (error) => refusedMemberFields(error, MEMBER_FORM_FIELDS.bankChange));
  const bank = banks.find((b) => b.code === values.bankCode);
  const save = useMutation({
    mutationFn: () => membersApi.changeBankAccount(profile.id, bankChangeBodyOf(values)),
    onSuccess: (next) => {
      saved(next);
      onDone(t('member.bank.done', { username: profile.username }));
    },
    onError: refuse,
  });
  const submit = onSubmit(
    () => checkBankChange(values, bank),
    () => save.mutate(),
  );

  const length = bank ? lengthText(bank.accountNoLength) : '';
  const message = (name: keyof typeof errors) =>
    fieldText(t, errors[name], { length, max: name === 'reason' ? REASON_MAX : ACCOUNT_NAME_MAX }, save.error);
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="bo-manage-bank-form">
      <p className="text-sm text-gray-300">{t('member.bank.text')}</p>
      <SelectField
        label={t('member.bank.bank')}
        options={[{ value: '', label: t('member.bank.chooseBank') }, ...banks.map((b) => ({ value: b.code, label: bankNameOf(b, i18n.language, b.code) }))]}
        value={values.bankCode}
        onChange={(e) => set({ bankCode: e.target.value })}
        error={message('bankCode')}
        testId="bo-manage-bank-code"
        required
      />
      <TextField
        {...field('bankAccountNo')}
        error={message('bankAccountNo')}
        label={t('member.bank.number')}
        inputMode="numeric"
        maxLength={32}
        hint={bank ? t('member.bank.numberHint', { length }) : t('member.bank.numberHintNoBank')}
        data-testid="bo-manage-bank-number"
        required
      />
      <TextField
        {...field('bankAccountName')}
        error={message('bankAccountName')}
        label={t('member.bank.name')}
        maxLength={ACCOUNT_NAME_MAX}
        data-testid="bo-manage-bank-name"
        required
      />
      <TextAreaField
        label={t('member.reason')}
        value={values.reason}
        onChange={(e) => set({ reason: e.target.value })}
        error={message('reason')}
        hint={t('member.reasonHint')}
        maxLength={REASON_MAX}
        required
        data-testid="bo-manage-bank-reason"
      />
      <DialogFormButtons
        error={refusal ? describeStaffError(refusal, t) : null}
        pending={save.isPending}
        submitLabel={t('member.bank.submit')}
        submitTestId="bo-manage-bank-save"
        onCancel={onClose}
      />
    </form>
  );
}

/** The banks a new account may be at (the agent's country's), then the form. */
function BankChange({ profile, onClose, onDone }: { profile: MemberProfile; onClose: () => void; onDone: Done }) {
  const { t } = useTranslation('backoffice');
  const banks = useQuery(bankAccountsQuery());
  if (banks.isPending) return <p className="py-6 text-center text-sm text-gray-400">{t('app.loading')}</p>;
  if (banks.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Notice tone="error">{describeStaffError(banks.error, t)}</Notice>
        <Button variant="outline" size="sm" onClick={() => void banks.refetch()}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  return <BankChangeForm profile={profile} banks={banks.data.banks} onClose={onClose} onDone={onDone} />;
}

type Editing = 'password' | 'contact' | 'bank' | null;

/** An account's bank in the staff's language (Thai: its Thai name), its code without one. */
function accountBankName(account: BankAccount, language: string): string {
  return (language === 'th' ? account.bank?.nameTh : account.bank?.nameEn) || account.bankCode;
}

/** The cards over the player's profile, and the form one of them opened. */
function ManageCards({ profile, onDone }: { profile: MemberProfile; onDone: Done }) {
  const { t, i18n } = useTranslation('backoffice');
  const [editing, setEditing] = useState<Editing>(null);
  const close = useCallback(() => setEditing(null), []);
  const done = (text: string) => {
    setEditing(null);
    onDone(text);
  };
  const names = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const titles = { password: 'member.password.title', contact: 'member.contact.title', bank: 'member.bank.title' } as const;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <StatusCard profile={profile} onDone={onDone} />
      <ManageCard
        title={t('member.password.title')}
        testId="bo-manage-password-card"
        actions={
          <Button variant="outline" size="sm" onClick={() => setEditing('password')} data-testid="bo-manage-password-open">
            {t('member.password.open')}
          </Button>
        }
      >
        <p className="text-sm text-gray-400">{t('member.password.note')}</p>
      </ManageCard>
      <ManageCard
        title={t('member.contact.title')}
        testId="bo-manage-contact"
        actions={
          <Button variant="outline" size="sm" onClick={() => setEditing('contact')} data-testid="bo-manage-contact-open">
            {t('member.contact.open')}
          </Button>
        }
      >
        <dl className="divide-y divide-white/5">
          <Fact label={t('member.contact.tel')} testId="bo-manage-fact-tel">
            <span className="tabular-nums">{profile.tel || '—'}</span>
          </Fact>
          <Fact label={t('member.contact.email')}>
            <span className="break-all">{profile.email || '—'}</span>
          </Fact>
          <Fact label={t('member.contact.name')}>{names || '—'}</Fact>
          <Fact label={t('member.contact.nickName')}>{profile.nickName || '—'}</Fact>
          <Fact label={t('member.contact.lineId')}>{profile.lineId || '—'}</Fact>
        </dl>
      </ManageCard>
      <ManageCard
        title={t('member.bank.title')}
        testId="bo-manage-bank"
        actions={
          <Button variant="outline" size="sm" onClick={() => setEditing('bank')} data-testid="bo-manage-bank-open">
            {t('member.bank.open')}
          </Button>
        }
      >
        {profile.bankAccount ? (
          <dl className="divide-y divide-white/5">
            <Fact label={t('member.bank.bank')}>{accountBankName(profile.bankAccount, i18n.language)}</Fact>
            <Fact label={t('member.bank.number')} testId="bo-manage-fact-account">
              <span className="font-medium tabular-nums">{profile.bankAccount.bankAccountNo}</span>
            </Fact>
            <Fact label={t('member.bank.name')}>{profile.bankAccount.bankAccountName}</Fact>
          </dl>
        ) : (
          <p className="text-sm text-gray-400">{t('player.noBankAccount')}</p>
        )}
        <p className="mt-2 text-xs text-gray-500">{t('member.bank.note')}</p>
      </ManageCard>
      <Dialog open={editing !== null} onClose={close} title={editing ? t(titles[editing]) : ''}>
        {editing === 'password' ? <PasswordForm profile={profile} onClose={close} onDone={done} /> : null}
        {editing === 'contact' ? <ContactForm profile={profile} onClose={close} onDone={done} /> : null}
        {editing === 'bank' ? <BankChange profile={profile} onClose={close} onDone={done} /> : null}
      </Dialog>
    </div>
  );
}

/**
 * The player's account as staff manage it: his status (suspend, deactivate, reactivate, each
 * with a reason), a new password, his contact details and a new withdrawal account. Every change
 * is audited; the player's page and profile are fetched again after each.
 */
export function PlayerManage({ playerId }: { playerId: number }) {
  const { t } = useTranslation('backoffice');
  const profile = useQuery(memberProfileQuery(playerId));
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  return (
    <Section title={t('member.title')} note={t('member.note')} testId="bo-player-manage" compact>
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-manage-notice" />
      <QueryCard query={profile}>{(data) => <ManageCards profile={data} onDone={(text) => setNotice({ tone: 'success', text })} />}</QueryCard>
    </Section>
  );
}
