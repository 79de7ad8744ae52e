import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';

import { describeStaffError } from '../api/errors';
import { bankAccountsQuery, moneySetupApi, moneySetupKeys } from '../api/money-setup-api';
import { useIsAdmin } from '../hooks/use-staff';
import type { BankAccountBody, BankAccountsPage, BankAccountType, PromptPayType, StaffBankAccount } from '../types';

import { AdminOnlyNote } from './admin-only';
import { BankQrField } from './bank-qr-field';
import { useCheckedForm, useErrorFocus } from './checked-form';
import { CsvButton } from './csv-button';
import { BANK_ACCOUNT_COLUMNS } from './csv-columns';
import { CheckRow, ChoiceField, SelectField } from './form-controls';
import {
  ACCOUNT_NAME_MAX,
  ACCOUNT_TYPE_KEY,
  ACCOUNT_TYPES,
  accountBodyOf,
  accountFormOf,
  bankNameOf,
  checkAccount,
  lengthText,
  PROMPTPAY_DIGITS,
  PROMPTPAY_TYPES,
  refusedAccountFields,
  type AccountField,
} from './money-setup-model';
import { DismissibleNotice, type NoticeMessage } from './notice';
import { DialogFormButtons, RowFormDialog, type EditedRow } from './row-dialog';
import { Section } from './section';
import { BADGE_TAG, OnOffBadge } from './status-badge';
import { QueryRows, Table, Td, Th, Tr } from './table';

const TYPE_TONE: Record<BankAccountType, string> = {
  DEPOSIT: 'bg-emerald-500/15 text-emerald-300',
  WITHDRAW: 'bg-orange-500/15 text-orange-300',
  'DEPOSIT/WITHDRAW': 'bg-sky-500/15 text-sky-300',
};

/** What an account is used for: deposits, withdrawals or both, coloured so they read apart. */
function AccountTypeBadge({ type }: { type: BankAccountType }) {
  const { t } = useTranslation('backoffice');
  return <span className={cn(BADGE_TAG, TYPE_TONE[type])}>{t(ACCOUNT_TYPE_KEY[type])}</span>;
}

/** The create and edit form of one account; `account` null: a new one. */
function AccountFormView({
  page,
  account,
  onClose,
  onSaved,
}: {
  page: BankAccountsPage;
  account: StaffBankAccount | null;
  onClose: () => void;
  onSaved: (saved: StaffBankAccount, created: boolean) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const { values: form, set, errors, setErrors, field } = useCheckedForm(() => accountFormOf(account), { clearErrorOnEdit: true });
  const editing = account !== null;
  const bank = page.banks.find((b) => b.code === form.bankCode);
  // After a refused submit, the first field in error takes the focus (and scrolls into view).
  const { formRef, focusFirstError } = useErrorFocus();

  const save = useMutation({
    mutationFn: (body: BankAccountBody) =>
      account ? moneySetupApi.updateBankAccount(account.id, body) : moneySetupApi.addBankAccount(body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: moneySetupKeys.bankAccounts() });
      onSaved(saved, !editing);
    },
    onError: (error) => {
      const refused = refusedAccountFields(error);
      setErrors(refused ?? {});
      if (refused) focusFirstError();
      // Gone meanwhile: the list shows what there is now.
      if (isApiError(error) && error.errorCode === '0040') void queryClient.invalidateQueries({ queryKey: moneySetupKeys.bankAccounts() });
    },
  });

  /** A field's error in the staff's words; the server's own detail after a refusal of its value. */
  function message(name: AccountField): string | null {
    const key = errors[name];
    if (!key) return null;
    const text = t(key, {
      length: bank ? lengthText(bank.accountNoLength) : '',
      digits: form.promptPayType ? PROMPTPAY_DIGITS[form.promptPayType] : '',
    });
    const detail = key === 'bankacc.err.server' && isApiError(save.error) && save.error.msg ? ` (${save.error.msg})` : '';
    return text + detail;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkAccount(form, bank, page.promptPay);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    save.mutate(accountBodyOf(form, page.promptPay));
  }

  const bankOptions = [
    { value: '', label: t('bankacc.chooseBank') },
    ...page.banks.map((b) => ({ value: b.code, label: bankNameOf(b, i18n.language, b.code) })),
    // An account at a bank no longer offered keeps its bank.
    ...(account && !page.banks.some((b) => b.code === account.bankCode) ? [{ value: account.bankCode, label: account.bankName }] : []),
  ];
  const placed = save.isError && refusedAccountFields(save.error) !== null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="bo-bankacc-form">
      <SelectField
        label={t('bankacc.bank')}
        options={bankOptions}
        value={form.bankCode}
        onChange={(e) => set({ bankCode: e.target.value })}
        error={message('bankCode')}
        testId="bo-bankacc-bank"
        required
      />
      <TextField
        {...field('bankAccountNo')}
        error={message('bankAccountNo')}
        label={t('bankacc.number')}
        inputMode="numeric"
        maxLength={40}
        hint={bank ? t('bankacc.numberHint', { length: lengthText(bank.accountNoLength) }) : t('bankacc.numberHintNoBank')}
        data-testid="bo-bankacc-number"
        required
      />
      <TextField
        {...field('bankAccountName')}
        error={message('bankAccountName')}
        label={t('bankacc.name')}
        maxLength={ACCOUNT_NAME_MAX}
        data-testid="bo-bankacc-name"
        required
      />
      <ChoiceField
        legend={t('bankacc.type')}
        value={form.bankAccountType}
        options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(ACCOUNT_TYPE_KEY[type]) }))}
        onChange={(bankAccountType) => set({ bankAccountType })}
        hint={t('bankacc.typeHint')}
        error={message('bankAccountType')}
        testId="bo-bankacc-type"
      />
      {page.promptPay ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('bankacc.promptPay')}
            options={[
              { value: '', label: t('bankacc.promptPayNone') },
              ...PROMPTPAY_TYPES.map((type) => ({ value: type, label: t(`bankacc.promptPayTypes.${type}`) })),
            ]}
            value={form.promptPayType}
            onChange={(e) => set({ promptPayType: e.target.value as PromptPayType | '', promptPayNo: e.target.value ? form.promptPayNo : '' })}
            error={message('promptPayType')}
            testId="bo-bankacc-promptpay-type"
          />
          {form.promptPayType ? (
            <TextField
              {...field('promptPayNo')}
              error={message('promptPayNo')}
              label={t('bankacc.promptPayNo')}
              inputMode="numeric"
              maxLength={PROMPTPAY_DIGITS[form.promptPayType]}
              hint={t(`bankacc.promptPayHint.${form.promptPayType}`)}
              data-testid="bo-bankacc-promptpay-no"
              required
            />
          ) : null}
        </div>
      ) : null}
      <BankQrField value={form.qrCode} onChange={(qrCode) => set({ qrCode })} error={message('qrCode')} />
      <TextField
        {...field('sort')}
        error={message('sort')}
        label={t('bankacc.sort')}
        inputMode="numeric"
        maxLength={4}
        hint={t('bankacc.sortHint')}
        className="max-w-40"
        data-testid="bo-bankacc-sort"
      />
      <CheckRow
        label={t('bankacc.active')}
        hint={t('bankacc.activeHint')}
        checked={form.active}
        onChange={(active) => set({ active })}
        testId="bo-bankacc-active"
      />
      <DialogFormButtons
        error={save.isError && !placed ? describeStaffError(save.error, t) : null}
        errorTestId="bo-bankacc-error"
        pending={save.isPending}
        submitLabel={t(editing ? 'bankacc.save' : 'bankacc.add')}
        submitTestId="bo-bankacc-save"
        onCancel={onClose}
      />
    </form>
  );
}

/**
 * The agent's own bank accounts: where players transfer deposits and withdrawals are paid from.
 * The agent's admin adds and changes them; other staff see them.
 */
export function BankAccounts() {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const admin = useIsAdmin();
  const query = useQuery(bankAccountsQuery());
  const page = query.data;
  const [editing, setEditing] = useState<EditedRow<StaffBankAccount>>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const promptPay = page?.promptPay ?? false;
  const columns = 6 + (promptPay ? 1 : 0) + (admin ? 1 : 0);
  const bankName = (account: StaffBankAccount) =>
    bankNameOf(
      page?.banks.find((b) => b.code === account.bankCode),
      language,
      account.bankName,
    );

  return (
    <Section
      title={t('bankacc.title')}
      note={page ? t('bankacc.note', { currency: page.currencyCode }) : t('bankacc.noteLoading')}
      testId="bo-bank-accounts"
      actions={
        <span className="flex flex-wrap gap-2">
          <CsvButton filename="bank-accounts.csv" rows={page?.accounts ?? []} columns={BANK_ACCOUNT_COLUMNS} testId="bo-bankacc-csv" />
          {admin ? (
            <Button size="sm" onClick={() => setEditing('new')} disabled={!page} data-testid="bo-bankacc-create">
              {t('bankacc.create')}
            </Button>
          ) : null}
        </span>
      }
    >
      {admin ? null : <AdminOnlyNote testId="bo-bankacc-admin-only">{t('roles.bankAccounts')}</AdminOnlyNote>}
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-bankacc-notice" />
      <Table
        caption={t('bankacc.title')}
        head={
          <>
            <Th>{t('bankacc.bank')}</Th>
            <Th>{t('bankacc.number')}</Th>
            <Th>{t('bankacc.name')}</Th>
            <Th>{t('bankacc.type')}</Th>
            {promptPay ? <Th>{t('bankacc.promptPay')}</Th> : null}
            <Th>{t('bankacc.status')}</Th>
            <Th align="end">{t('bankacc.sort')}</Th>
            {admin ? (
              <Th align="end">
                <span className="sr-only">{t('bankacc.actions')}</span>
              </Th>
            ) : null}
          </>
        }
      >
        <QueryRows
          query={query}
          columns={columns}
          rows={page?.accounts ?? []}
          empty={t('bankacc.empty')}
          keepRowsOnError
          render={(a) => (
            <Tr key={a.id} data-testid={`bo-bankacc-${a.id}`} data-status={a.status} className={cn(a.status === 'inactive' && 'opacity-70')}>
              <Td label={t('bankacc.bank')} className="text-gray-200">
                <span className="inline-flex items-center gap-2">
                  {a.qrCode ? (
                    <img
                      src={a.qrCode}
                      alt={t('bankacc.qr.of', { number: a.bankAccountNo })}
                      className="size-8 shrink-0 rounded-md border border-white/10 bg-white object-contain"
                      loading="lazy"
                    />
                  ) : null}
                  {bankName(a)}
                </span>
              </Td>
              <Td label={t('bankacc.number')} className="font-medium whitespace-nowrap text-white tabular-nums">
                {a.bankAccountNo}
              </Td>
              <Td label={t('bankacc.name')} className="text-gray-200">
                {a.bankAccountName}
              </Td>
              <Td label={t('bankacc.type')}>
                <AccountTypeBadge type={a.bankAccountType} />
              </Td>
              {promptPay ? (
                <Td label={t('bankacc.promptPay')} className="text-gray-300">
                  {a.promptPayType ? (
                    <span className="inline-flex flex-col leading-snug max-md:items-end">
                      <span className="text-xs text-gray-400">{t(`bankacc.promptPayTypes.${a.promptPayType}`)}</span>
                      <span className="tabular-nums">{a.promptPayNo}</span>
                    </span>
                  ) : (
                    <span className="text-gray-500">—</span>
                  )}
                </Td>
              ) : null}
              <Td label={t('bankacc.status')}>
                <OnOffBadge on={a.status === 'active'}>{t(`bankacc.statuses.${a.status}`)}</OnOffBadge>
              </Td>
              <Td label={t('bankacc.sort')} className="text-end text-gray-300 tabular-nums">
                {a.sort}
              </Td>
              {admin ? (
                <Td className="text-end max-md:mt-1 max-md:justify-end">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(a)}
                    aria-label={t('bankacc.editLabel', { number: a.bankAccountNo })}
                    data-testid={`bo-bankacc-edit-${a.id}`}
                  >
                    {t('bankacc.edit')}
                  </Button>
                </Td>
              ) : null}
            </Tr>
          )}
        />
      </Table>
      <RowFormDialog
        editing={page ? editing : null}
        onClose={close}
        createTitle={t('bankacc.createTitle')}
        editTitle={(account) => t('bankacc.editTitle', { number: account.bankAccountNo })}
        form={(account) =>
          page ? (
            <AccountFormView
              page={page}
              account={account}
              onClose={close}
              onSaved={(saved, created) => {
                setEditing(null);
                setNotice({
                  tone: 'success',
                  text: t(created ? 'bankacc.created' : 'bankacc.updated', { number: saved.bankAccountNo, bank: bankName(saved) }),
                });
              }}
            />
          ) : null
        }
      />
    </Section>
  );
}
