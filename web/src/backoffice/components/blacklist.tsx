import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api';

import { describeStaffError } from '../api/errors';
import { blacklistQuery, memberKeys, membersApi } from '../api/members-api';
import { bankAccountsQuery } from '../api/money-setup-api';
import { useIsAdmin } from '../hooks/use-staff';
import type { BlacklistEntry, BlacklistKind, StaffBank } from '../types';

import { AdminOnlyNote } from './admin-only';
import { useCheckedForm, useErrorFocus } from './checked-form';
import { CsvButton } from './csv-button';
import { BLACKLIST_COLUMNS } from './csv-columns';
import { TextAreaField } from './engagement-form';
import { KindBadge } from './engagement-text';
import { formatDateTime } from './format';
import { ChoiceField, FormSection, SelectField } from './form-controls';
import {
  blacklistBodyOf,
  blacklistValueOf,
  checkBlacklist,
  emptyBlacklistForm,
  MEMBER_FORM_FIELDS,
  REASON_MAX,
  refusedMemberFields,
  type BlacklistField,
} from './member-model';
import { bankNameOf, lengthText } from './money-setup-model';
import { DismissibleNotice, Notice, type NoticeMessage } from './notice';
import { Section } from './section';
import { QueryRows, Table, Td, Th, Tr } from './table';

const KINDS: readonly BlacklistKind[] = ['tel', 'bank_account'];
/** An entry already listed names its fields with 23505: on this form that means "already listed". */
const LISTED = { '23505': 'blacklist.err.listed' } as const;

/** An entry's value in the staff's words: the phone, or the bank's name and the number. */
function blacklistValueText(entry: BlacklistEntry, banks: readonly StaffBank[] | undefined, language: string): string {
  const value = blacklistValueOf(entry);
  if ('tel' in value) return value.tel;
  const bank = banks?.find((b) => b.code === value.bankCode);
  return `${bankNameOf(bank, language, value.bankCode)} ${value.bankAccountNo}`.trim();
}

/** An entry's value in a row: the phone, or the account number over its bank's name. */
function BlacklistValue({ entry, banks }: { entry: BlacklistEntry; banks: readonly StaffBank[] | undefined }) {
  const { i18n } = useTranslation('backoffice');
  const value = blacklistValueOf(entry);
  if ('tel' in value) return <span className="font-medium text-white tabular-nums">{value.tel}</span>;
  const bank = banks?.find((b) => b.code === value.bankCode);
  return (
    <span className="inline-flex flex-col leading-snug max-md:items-end">
      <span className="font-medium text-white tabular-nums">{value.bankAccountNo}</span>
      <span className="text-xs text-gray-400">{bankNameOf(bank, i18n.language, value.bankCode)}</span>
    </span>
  );
}

/** A phone or a bank account to refuse from now on, with the reason. */
function AddForm({ banks, onAdded }: { banks: readonly StaffBank[] | undefined; onAdded: (entry: BlacklistEntry) => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const { values, set, reset, errors, setErrors, field } = useCheckedForm(() => emptyBlacklistForm(), { clearErrorOnEdit: true });
  const { formRef, focusFirstError } = useErrorFocus();
  const bank = banks?.find((b) => b.code === values.bankCode);

  const add = useMutation({
    mutationFn: () => membersApi.addToBlacklist(blacklistBodyOf(values)),
    onSuccess: (entry) => {
      queryClient.setQueryData<BlacklistEntry[]>(memberKeys.blacklist(), (previous) => (previous ? [entry, ...previous.filter((e) => e.id !== entry.id)] : previous));
      void queryClient.invalidateQueries({ queryKey: memberKeys.blacklist() });
      reset();
      set({ kind: values.kind });
      onAdded(entry);
    },
    onError: (error) => {
      const placed = refusedMemberFields(error, MEMBER_FORM_FIELDS.blacklist, LISTED);
      setErrors(placed ?? {});
      if (placed) focusFirstError();
    },
  });
  const placed = add.isError && refusedMemberFields(add.error, MEMBER_FORM_FIELDS.blacklist, LISTED) !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    add.reset();
    const found = checkBlacklist(values, bank);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    add.mutate();
  }

  const length = bank ? lengthText(bank.accountNoLength) : '';
  const message = (name: BlacklistField) => {
    const key = errors[name];
    if (!key) return null;
    const detail = key === 'member.err.server' && isApiError(add.error) && add.error.msg ? ` (${add.error.msg})` : '';
    return t(key, { length, max: REASON_MAX }) + detail;
  };

  return (
    <FormSection title={t('blacklist.addTitle')} note={t('blacklist.addNote')} testId="bo-blacklist-add">
      <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="bo-blacklist-form">
        <ChoiceField
          legend={t('blacklist.kind')}
          value={values.kind}
          options={KINDS.map((kind) => ({ value: kind, label: t(`blacklist.kinds.${kind}`) }))}
          onChange={(kind) => {
            setErrors({});
            set({ kind });
          }}
          testId="bo-blacklist-kind"
        />
        {values.kind === 'tel' ? (
          <TextField
            {...field('tel')}
            error={message('tel')}
            type="tel"
            inputMode="tel"
            maxLength={20}
            label={t('blacklist.tel')}
            hint={t('blacklist.telHint')}
            data-testid="bo-blacklist-tel"
            required
          />
        ) : (
          <>
            <SelectField
              label={t('blacklist.bank')}
              options={[
                { value: '', label: banks ? t('member.bank.chooseBank') : t('app.loading') },
                ...(banks ?? []).map((b) => ({ value: b.code, label: bankNameOf(b, i18n.language, b.code) })),
              ]}
              value={values.bankCode}
              onChange={(e) => set({ bankCode: e.target.value })}
              error={message('bankCode')}
              testId="bo-blacklist-bank"
              required
            />
            <TextField
              {...field('bankAccountNo')}
              error={message('bankAccountNo')}
              inputMode="numeric"
              maxLength={32}
              label={t('blacklist.number')}
              hint={bank ? t('member.bank.numberHint', { length }) : t('member.bank.numberHintNoBank')}
              data-testid="bo-blacklist-number"
              required
            />
          </>
        )}
        <TextAreaField
          label={t('member.reason')}
          value={values.reason}
          onChange={(e) => set({ reason: e.target.value })}
          error={message('reason')}
          hint={t('blacklist.reasonHint')}
          maxLength={REASON_MAX}
          required
          data-testid="bo-blacklist-reason"
        />
        {add.isError && !placed ? (
          <Notice tone="error" testId="bo-blacklist-error">
            {describeStaffError(add.error, t)}
          </Notice>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={add.isPending} data-testid="bo-blacklist-submit">
            {t('blacklist.add')}
          </Button>
        </div>
      </form>
    </FormSection>
  );
}

/** Asks before an entry leaves the list; registration with its value is accepted again after. */
function RemoveDialog({
  entry,
  text,
  onClose,
  onRemoved,
}: {
  entry: BlacklistEntry | null;
  text: string;
  onClose: () => void;
  onRemoved: (entry: BlacklistEntry) => void;
}) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (target: BlacklistEntry) => membersApi.removeFromBlacklist(target.id),
    onSuccess: (_, target) => {
      queryClient.setQueryData<BlacklistEntry[]>(memberKeys.blacklist(), (previous) => previous?.filter((e) => e.id !== target.id));
      void queryClient.invalidateQueries({ queryKey: memberKeys.blacklist() });
      onRemoved(target);
    },
  });
  const busy = remove.isPending;
  const close = useCallback(() => {
    if (!busy) onClose();
  }, [busy, onClose]);

  return (
    <Dialog open={entry !== null} onClose={close} title={t('blacklist.removeTitle')}>
      {entry ? (
        <div className="flex flex-col gap-4" data-testid="bo-blacklist-remove-dialog">
          <p className="text-sm text-gray-300">
            {t('blacklist.removeText', { value: text })}
            <span className="mt-1 block text-xs text-gray-400">{t('blacklist.removeNote')}</span>
          </p>
          {remove.isError ? (
            <Notice tone="error" testId="bo-blacklist-remove-error">
              {describeStaffError(remove.error, t)}
            </Notice>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close} disabled={busy}>
              {t('app.cancel')}
            </Button>
            <Button
              variant="ghost"
              loading={busy}
              onClick={() => remove.mutate(entry)}
              className="bg-red-600 text-white hover:bg-red-500"
              data-testid="bo-blacklist-remove-confirm"
            >
              {t('blacklist.remove')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * The agent's blacklist: what is refused at registration and in staff changes, newest first, and
 * the form that adds to it. Staff add; the agent's admin alone removes.
 */
export function Blacklist() {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const admin = useIsAdmin();
  const list = useQuery(blacklistQuery());
  const rows = list.data ?? [];
  const banks = useQuery(bankAccountsQuery()).data?.banks;
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [removing, setRemoving] = useState<BlacklistEntry | null>(null);
  const closeRemove = useCallback(() => setRemoving(null), []);
  const valueText = (entry: BlacklistEntry) => blacklistValueText(entry, banks, language);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <AddForm banks={banks} onAdded={(entry) => setNotice({ tone: 'success', text: t('blacklist.added', { value: valueText(entry) }) })} />
      <Section
        title={t('blacklist.listTitle')}
        note={t('blacklist.listNote')}
        testId="bo-blacklist"
        compact
        actions={<CsvButton filename="blacklist.csv" rows={rows} columns={BLACKLIST_COLUMNS} testId="bo-blacklist-csv" />}
      >
        {admin ? null : <AdminOnlyNote testId="bo-blacklist-admin-only">{t('roles.blacklistRemove')}</AdminOnlyNote>}
        <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-blacklist-notice" />
        <Table
          caption={t('blacklist.listTitle')}
          head={
            <>
              <Th>{t('blacklist.kind')}</Th>
              <Th>{t('blacklist.value')}</Th>
              <Th>{t('member.reason')}</Th>
              <Th>{t('blacklist.createdAt')}</Th>
              {admin ? (
                <Th align="end">
                  <span className="sr-only">{t('blacklist.actions')}</span>
                </Th>
              ) : null}
            </>
          }
        >
          <QueryRows
            query={list}
            columns={admin ? 5 : 4}
            rows={rows}
            empty={t('blacklist.empty')}
            keepRowsOnError
            render={(entry) => (
              <Tr key={entry.id} data-testid={`bo-blacklist-row-${entry.id}`}>
                <Td label={t('blacklist.kind')}>
                  <KindBadge tone={entry.kind === 'tel' ? 'sky' : 'amber'}>{t(`blacklist.kinds.${entry.kind}`)}</KindBadge>
                </Td>
                <Td label={t('blacklist.value')}>
                  <BlacklistValue entry={entry} banks={banks} />
                </Td>
                <Td label={t('member.reason')} className="break-words text-gray-300">
                  {entry.reason}
                </Td>
                <Td label={t('blacklist.createdAt')} className="whitespace-nowrap text-gray-300">
                  {formatDateTime(entry.createdAt, language)}
                </Td>
                {admin ? (
                  <Td className="text-end max-md:mt-1 max-md:justify-end">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setRemoving(entry)}
                      aria-label={t('blacklist.removeLabel', { value: valueText(entry) })}
                      data-testid={`bo-blacklist-remove-${entry.id}`}
                    >
                      {t('blacklist.remove')}
                    </Button>
                  </Td>
                ) : null}
              </Tr>
            )}
          />
        </Table>
      </Section>
      <RemoveDialog
        key={removing?.id ?? 'none'}
        entry={removing}
        text={removing ? valueText(removing) : ''}
        onClose={closeRemove}
        onRemoved={(entry) => {
          setRemoving(null);
          setNotice({ tone: 'success', text: t('blacklist.removed', { value: valueText(entry) }) });
        }}
      />
    </div>
  );
}
