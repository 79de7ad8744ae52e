import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api';
import { localeTag } from '@/lib/date';

import { describeStaffError } from '../api/errors';
import { alliancesQuery, incomeApi, incomeKeys } from '../api/income-api';
import { useIsAdmin } from '../hooks/use-staff';
import { BO_PATHS } from '../paths';
import type { Alliance, AllianceBody } from '../types';

import { AdminOnlyNote } from './admin-only';
import { useCheckedForm, type FieldErrors } from './checked-form';
import { CsvButton } from './csv-button';
import { ALLIANCE_COLUMNS } from './csv-columns';
import { formatDateTime } from './format';
import { CheckRow } from './form-controls';
import { figureText } from './income-model';
import { DismissibleNotice, type NoticeMessage } from './notice';
import { parseFigure } from './promotion-model';
import { DialogFormButtons, RowFormDialog, type EditedRow } from './row-dialog';
import { Section } from './section';
import { OnOffBadge } from './status-badge';
import { QueryRows, Table, Td, Th, Tr } from './table';

const CODE = /^[A-Za-z0-9_-]{2,32}$/;
const PLAYER_ID = /^[1-9]\d{0,17}$/;

type Field = 'code' | 'name' | 'sharePercent' | 'playerId';
type Errors = FieldErrors<Field>;

interface AllianceForm {
  code: string;
  name: string;
  sharePercent: string;
  playerId: string;
  active: boolean;
}

const formOf = (a: Alliance | null): AllianceForm =>
  a
    ? { code: a.code, name: a.name, sharePercent: figureText(a.sharePercent), playerId: String(a.playerId), active: a.active }
    : { code: '', name: '', sharePercent: '', playerId: '', active: true };

function check(form: AllianceForm): Errors {
  const errors: Errors = {};
  if (!CODE.test(form.code.trim())) errors.code = form.code.trim() ? 'income.err.code' : 'income.err.required';
  if (!form.name.trim()) errors.name = 'income.err.required';
  if (!form.sharePercent.trim()) errors.sharePercent = 'income.err.required';
  else if (parseFigure(form.sharePercent, 2, 100) === null) errors.sharePercent = 'income.err.percent';
  if (!PLAYER_ID.test(form.playerId.trim())) errors.playerId = form.playerId.trim() ? 'income.err.playerId' : 'income.err.required';
  return errors;
}

/** Where the server's refusal belongs on the form; null when it belongs to none of its fields. */
function refusedFields(error: unknown, editing: boolean): Errors | null {
  if (!isApiError(error)) return null;
  if (error.errorCode === '23505') return { code: 'income.alliances.duplicate' };
  const fields = error.fields.filter((f): f is Field => ['code', 'name', 'sharePercent', 'playerId'].includes(f));
  if (error.errorCode === '0040' && (fields.includes('playerId') || !editing)) return { playerId: 'income.alliances.noPlayer' };
  if (error.errorCode === '0000' && fields.length > 0) return Object.fromEntries(fields.map((f) => [f, 'income.err.server'])) as Errors;
  return null;
}

function AllianceFormView({ alliance, onClose, onSaved }: { alliance: Alliance | null; onClose: () => void; onSaved: (saved: Alliance, created: boolean) => void }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const { values: form, set, setErrors, field } = useCheckedForm(() => formOf(alliance), { clearErrorOnEdit: true });
  const editing = alliance !== null;

  const save = useMutation({
    mutationFn: (body: AllianceBody) => (alliance ? incomeApi.updateAlliance(alliance.id, body) : incomeApi.createAlliance(body)),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: incomeKeys.alliances() });
      onSaved(saved, !editing);
    },
    onError: (error) => setErrors(refusedFields(error, editing) ?? {}),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: AllianceBody = {
      code: form.code.trim(),
      name: form.name.trim(),
      sharePercent: parseFigure(form.sharePercent, 2, 100) ?? 0,
      playerId: Number(form.playerId.trim()),
      active: form.active,
    };
    save.mutate(body);
  }

  const placed = save.isError && refusedFields(save.error, editing) !== null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="bo-alliance-form">
      <TextField
        {...field('code')}
        label={t('income.alliances.code')}
        maxLength={32}
        hint={t('income.alliances.codeHint')}
        data-testid="bo-alliance-code"
        required
      />
      <TextField
        {...field('name')}
        label={t('income.alliances.name')}
        maxLength={100}
        data-testid="bo-alliance-name"
        required
      />
      <TextField
        {...field('sharePercent')}
        label={t('income.alliances.sharePercent')}
        inputMode="decimal"
        hint={t('income.alliances.sharePercentHint')}
        data-testid="bo-alliance-share"
        required
      />
      <TextField
        {...field('playerId')}
        label={t('income.alliances.playerId')}
        inputMode="numeric"
        hint={t('income.alliances.playerIdHint')}
        data-testid="bo-alliance-player"
        required
      />
      <CheckRow
        label={t('income.alliances.active')}
        hint={t('income.alliances.activeHint')}
        checked={form.active}
        onChange={(active) => set({ active })}
        testId="bo-alliance-active"
      />
      <DialogFormButtons
        error={save.isError && !placed ? describeStaffError(save.error, t) : null}
        errorTestId="bo-alliance-error"
        pending={save.isPending}
        submitLabel={t('income.alliances.save')}
        submitTestId="bo-alliance-save"
        onCancel={onClose}
      />
    </form>
  );
}

/** The agent's alliances: list, and (its admin's) create and edit. */
export function IncomeAlliances() {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.language;
  const locale = localeTag(language);
  const admin = useIsAdmin();
  const alliances = useQuery(alliancesQuery());
  const rows = alliances.data ?? [];
  const [editing, setEditing] = useState<EditedRow<Alliance>>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const close = useCallback(() => setEditing(null), []);

  return (
    <Section
      title={t('income.alliances.title')}
      note={t('income.alliances.note')}
      testId="bo-income-alliances"
      actions={
        <span className="flex flex-wrap gap-2">
          <CsvButton filename="alliances.csv" rows={rows} columns={ALLIANCE_COLUMNS} testId="bo-alliances-csv" />
          {admin ? (
            <Button size="sm" onClick={() => setEditing('new')} data-testid="bo-alliance-create">
              {t('income.alliances.create')}
            </Button>
          ) : null}
        </span>
      }
    >
      {admin ? null : <AdminOnlyNote testId="bo-alliances-admin-only">{t('roles.alliances')}</AdminOnlyNote>}
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-alliance-notice" />
      <Table
        caption={t('income.alliances.title')}
        head={
          <>
            <Th>{t('income.alliances.code')}</Th>
            <Th>{t('income.alliances.name')}</Th>
            <Th align="end">{t('income.alliances.sharePercent')}</Th>
            <Th>{t('income.alliances.receiver')}</Th>
            <Th align="end">{t('income.alliances.players')}</Th>
            <Th>{t('income.alliances.active')}</Th>
            <Th>{t('income.alliances.createdAt')}</Th>
            {admin ? <Th align="end">{t('income.awards.actions')}</Th> : null}
          </>
        }
      >
        <QueryRows
          query={alliances}
          columns={admin ? 8 : 7}
          rows={rows}
          empty={t('income.alliances.empty')}
          keepRowsOnError
          render={(a) => (
            <Tr key={a.id} data-testid={`bo-alliance-${a.id}`}>
              <Td label={t('income.alliances.code')} className="font-medium text-white">
                {a.code}
              </Td>
              <Td label={t('income.alliances.name')} className="text-gray-200">
                {a.name}
              </Td>
              <Td label={t('income.alliances.sharePercent')} className="text-end text-gray-200 tabular-nums">
                {Number(a.sharePercent).toLocaleString(locale, { maximumFractionDigits: 2 })}%
              </Td>
              <Td label={t('income.alliances.receiver')}>
                <Link to={BO_PATHS.player(a.playerId)} className="text-primary-300 hover:underline">
                  {a.username}
                </Link>
                <span className="block text-xs text-gray-500">#{a.playerId}</span>
              </Td>
              <Td label={t('income.alliances.players')} className="text-end text-gray-200 tabular-nums">
                {a.players.toLocaleString(locale)}
              </Td>
              <Td label={t('income.alliances.active')}>
                <OnOffBadge on={a.active}>{t(a.active ? 'income.alliances.on' : 'income.alliances.off')}</OnOffBadge>
              </Td>
              <Td label={t('income.alliances.createdAt')} className="whitespace-nowrap text-gray-300">
                {formatDateTime(a.createdAt, language)}
              </Td>
              {admin ? (
                <Td label={t('income.awards.actions')} className="text-end">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(a)}
                    aria-label={t('income.alliances.editLabel', { name: a.name })}
                    data-testid={`bo-alliance-edit-${a.id}`}
                  >
                    {t('income.alliances.edit')}
                  </Button>
                </Td>
              ) : null}
            </Tr>
          )}
        />
      </Table>
      <RowFormDialog
        editing={editing}
        onClose={close}
        createTitle={t('income.alliances.createTitle')}
        editTitle={(alliance) => t('income.alliances.editTitle', { code: alliance.code })}
        form={(alliance) => (
          <AllianceFormView
            alliance={alliance}
            onClose={close}
            onSaved={(saved, created) => {
              setEditing(null);
              setNotice({ tone: 'success', text: t(created ? 'income.alliances.created' : 'income.alliances.updated', { name: saved.name }) });
            }}
          />
        )}
      />
    </Section>
  );
}
