import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api';
import type { BackofficeKey } from '@/locales';

import { companyApi, companyKeys, companyOptionsQuery } from '../api/company-api';
import { describeStaffError } from '../api/errors';
import type { CompanyAgent } from '../types';

import { useCheckedForm, useCheckedSubmit } from './checked-form';
import {
  backofficeLinkOf,
  checkNewAdmin,
  cleanDomain,
  emptyNewAdmin,
  GAME_KEY_LENGTH,
  isDomain,
  isGameKey,
  maskedKey,
  NEW_ADMIN_FIELDS,
  newAdminBodyOf,
  refusedFields,
  siteLinkOf,
} from './company-model';
import { AgentStatusBadge, countryName } from './company-parts';
import { ConfirmDialog } from './confirm-dialog';
import { formatDateTime } from './format';
import { NewPasswordFields } from './new-password-fields';
import { DismissibleNotice, Notice, type NoticeMessage } from './notice';
import { Fact, Section } from './section';
import { OnOffBadge, TeamRoleBadge } from './status-badge';
import { Table, TableRows, Td, Th, Tr } from './table';
import { USERNAME_LENGTH } from './team-model';

/** A change of the agent: the server answers the agent in full, which replaces the cached one (and the lists are read again). */
function useAgentChange<V>(prefix: string, change: (prefix: string, value: V) => Promise<CompanyAgent>, done: (saved: CompanyAgent, value: V) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => change(prefix, value),
    onSuccess: async (saved, value) => {
      queryClient.setQueryData(companyKeys.agent(saved.prefix), saved);
      done(saved, value);
      await queryClient.invalidateQueries({ queryKey: companyKeys.agentLists() });
    },
  });
}

/** A section of the agent page: its card under its heading, and what it last said. */
function AgentSection({
  title,
  note,
  testId,
  notice,
  onDismiss,
  actions,
  children,
}: {
  title: string;
  note?: ReactNode;
  testId: string;
  notice?: NoticeMessage | null;
  onDismiss?: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section title={title} note={note} testId={testId} actions={actions} compact>
      {onDismiss ? <DismissibleNotice notice={notice ?? null} onDismiss={onDismiss} testId={`${testId}-notice`} /> : null}
      <div className="pp-card flex flex-col gap-3 p-4 sm:p-5">{children}</div>
    </Section>
  );
}

/** Status, country, currency, game company, layout, players and payment channels. */
export function AgentSummary({ agent }: { agent: CompanyAgent }) {
  const { t, i18n } = useTranslation('backoffice');
  const options = useQuery(companyOptionsQuery()).data;
  return (
    <AgentSection title={t('company.agent.summary')} testId="bo-co-summary">
      <dl className="divide-y divide-white/5">
        <Fact label={t('company.agent.status')} testId="bo-co-summary-status">
          <AgentStatusBadge status={agent.status} />
        </Fact>
        <Fact label={t('company.agent.country')}>{countryName(options, agent.countryCode, i18n.language)}</Fact>
        <Fact label={t('company.agent.currency')}>{agent.currencyCode}</Fact>
        <Fact label={t('company.agent.gameCompany')}>{agent.gameCompany}</Fact>
        <Fact label={t('company.agent.layout')}>{agent.layout}</Fact>
        <Fact label={t('company.agent.players')} testId="bo-co-summary-players">
          <span className="tabular-nums">{agent.players.toLocaleString(i18n.language)}</span>
        </Fact>
        <Fact label={t('company.agent.paymentMethods')} testId="bo-co-summary-payments">
          {agent.paymentMethods.length ? agent.paymentMethods.join(', ') : t('company.agent.none')}
        </Fact>
        {agent.currencyCode === 'THB' ? (
          <Fact label={t('company.agent.truemoney')}>
            <span className="tabular-nums">{agent.truemoneyMobile ?? t('company.agent.none')}</span>
          </Fact>
        ) : null}
      </dl>
    </AgentSection>
  );
}

/** A link that opens in a new tab, saying so to screen readers. */
function NewTabLink({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-w-0 items-center gap-1.5 break-all text-primary-300 hover:underline"
      data-testid={testId}
    >
      <span className="min-w-0">{children}</span>
      <ExternalLinkIcon className="size-4 shrink-0" />
      <span className="sr-only">{t('company.agent.newTab')}</span>
    </a>
  );
}

/** The agent's site and its back office login on its main domain. */
export function AgentLinks({ agent }: { agent: CompanyAgent }) {
  const { t } = useTranslation('backoffice');
  const domain = agent.domains[0];
  if (!domain) return null;
  return (
    <AgentSection title={t('company.agent.links')} testId="bo-co-links">
      <dl className="divide-y divide-white/5">
        <Fact label={t('company.agent.openSite')}>
          <NewTabLink href={siteLinkOf(domain)} testId="bo-co-link-site">
            {domain}
          </NewTabLink>
        </Fact>
        <Fact label={t('company.agent.openBackoffice')}>
          <NewTabLink href={backofficeLinkOf(domain)} testId="bo-co-link-backoffice">
            {`${domain}/backoffice/login`}
          </NewTabLink>
        </Fact>
      </dl>
    </AgentSection>
  );
}

/** The host names its site answers on: another added, one removed after a confirmation (never the last). */
export function AgentDomains({ agent }: { agent: CompanyAgent }) {
  const { t } = useTranslation('backoffice');
  const lastNoteId = useId();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<BackofficeKey | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const last = agent.domains.length <= 1;

  const add = useAgentChange(agent.prefix, (prefix, value: string) => companyApi.addDomain(prefix, { domain: value }), (_, value) => {
    setDomain('');
    setNotice({ tone: 'success', text: t('company.agent.domainAdded', { domain: value }) });
  });
  const remove = useAgentChange(agent.prefix, companyApi.removeDomain, (_, value) => {
    setRemoving(null);
    setNotice({ tone: 'success', text: t('company.agent.domainRemoved', { domain: value }) });
  });
  const { reset: resetRemove } = remove;
  // Stable, so the open dialog keeps the focus where it is (it re-runs its effect on a new one).
  const cancelRemove = useCallback(() => {
    setRemoving(null);
    resetRemove();
  }, [resetRemove]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const value = cleanDomain(domain);
    const found: BackofficeKey | null = !value ? 'company.err.required' : !isDomain(value) ? 'company.err.domain' : null;
    setError(found);
    if (found) return;
    add.mutate(value, {
      onError: (refusal) => {
        const placed = refusedFields(refusal, ['domains']);
        setError(placed?.domains ?? null);
      },
    });
  }

  const placed = error !== null;
  return (
    <AgentSection title={t('company.agent.domains')} note={t('company.agent.domainsNote')} testId="bo-co-domains" notice={notice} onDismiss={() => setNotice(null)}>
      <ul className="flex flex-col divide-y divide-white/5">
        {agent.domains.map((item, index) => (
          <li key={item} className="flex flex-wrap items-center justify-between gap-2 py-2 first:pt-0" data-testid={`bo-co-domain-${item}`}>
            <span className="flex min-w-0 items-center gap-2">
              <NewTabLink href={siteLinkOf(item)}>{item}</NewTabLink>
              {index === 0 ? (
                <span className="rounded-md bg-white/5 px-1.5 py-0.5 text-xs text-gray-300 ring-1 ring-white/10">{t('company.agent.primary')}</span>
              ) : null}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={last}
              aria-label={t('company.agent.removeDomainOf', { domain: item })}
              aria-describedby={last ? lastNoteId : undefined}
              onClick={() => {
                setNotice(null);
                setRemoving(item);
              }}
              data-testid={`bo-co-domain-remove-${item}`}
            >
              {t('company.agent.removeDomain')}
            </Button>
          </li>
        ))}
      </ul>
      {last ? (
        <p id={lastNoteId} className="text-xs text-gray-400" data-testid="bo-co-domain-last">
          {t('company.agent.lastDomain')}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-white/10 pt-3 sm:flex-row sm:items-start" data-testid="bo-co-domain-form">
        <TextField
          label={t('company.agent.domainField')}
          name="domain"
          value={domain}
          onChange={(e) => {
            setDomain(e.target.value);
            setError(null);
          }}
          error={error ? t(error) : null}
          hint={t('company.agent.domainHint')}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          maxLength={253}
          className="min-w-0 flex-1"
          data-testid="bo-co-domain-input"
          required
        />
        <Button type="submit" variant="outline" loading={add.isPending} className="sm:mt-7" data-testid="bo-co-domain-add">
          {t('company.agent.addDomain')}
        </Button>
      </form>
      {add.isError && !placed ? (
        <Notice tone="error" testId="bo-co-domain-error">
          {describeStaffError(add.error, t)}
        </Notice>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('company.agent.removeTitle', { domain: removing }) : ''}
        text={removing ? t('company.agent.removeText', { domain: removing }) : ''}
        confirmLabel={t('company.agent.removeDomain')}
        pending={remove.isPending}
        error={remove.isError ? remove.error : null}
        onCancel={cancelRemove}
        onConfirm={() => removing && remove.mutate(removing)}
        testId="bo-co-domain-remove-dialog"
      />
    </AgentSection>
  );
}

/** The agent's account at its game upstream, and a new key (the upstream's, or a random one) after a confirmation. */
export function AgentGameAccount({ agent }: { agent: CompanyAgent }) {
  const { t } = useTranslation('backoffice');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState('');
  const [keyError, setKeyError] = useState<BackofficeKey | null>(null);
  const rotate = useAgentChange(agent.prefix, (prefix, gameApiKey: string | null) => companyApi.setGameKey(prefix, { gameApiKey }), (saved) => {
    setOpen(false);
    setKey('');
    setNotice({ tone: 'success', text: t('company.agent.keySet', { end: maskedKey(saved.gameAccount.apiKeyEnd) }) });
  });
  const { reset: resetRotate } = rotate;
  const close = useCallback(() => {
    setOpen(false);
    setKey('');
    setKeyError(null);
    resetRotate();
  }, [resetRotate]);

  function confirm() {
    const value = key.trim();
    if (value && !isGameKey(value)) {
      setKeyError('company.err.gameKey');
      return;
    }
    rotate.mutate(value || null, {
      onError: (error) => {
        if (isApiError(error) && error.fields.includes('gameApiKey')) setKeyError('company.err.gameKey');
      },
    });
  }

  const account = agent.gameAccount;
  return (
    <AgentSection
      title={t('company.agent.game')}
      note={t('company.agent.gameNote')}
      testId="bo-co-game"
      notice={notice}
      onDismiss={() => setNotice(null)}
      actions={
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setNotice(null);
            setOpen(true);
          }}
          data-testid="bo-co-game-new-key"
        >
          {t('company.agent.newKey')}
        </Button>
      }
    >
      <dl className="divide-y divide-white/5">
        <Fact label={t('company.agent.family')}>{account.family}</Fact>
        <Fact label={t('company.agent.gameUsername')}>
          <span className="font-mono break-all">{account.username}</span>
        </Fact>
        <Fact label={t('company.agent.apiKey')} testId="bo-co-game-key-end">
          <span className="font-mono">{maskedKey(account.apiKeyEnd)}</span>
        </Fact>
      </dl>
      <ConfirmDialog
        open={open}
        title={t('company.agent.newKeyTitle', { prefix: agent.prefix })}
        text={t('company.agent.newKeyText')}
        confirmLabel={t('company.agent.newKeySave')}
        pending={rotate.isPending}
        error={rotate.isError && !keyError ? rotate.error : null}
        onCancel={close}
        onConfirm={confirm}
        testId="bo-co-game-key-dialog"
      >
        <TextField
          label={t('company.agent.newKeyField')}
          name="gameApiKey"
          value={key}
          onChange={(e) => {
            setKey(e.target.value);
            setKeyError(null);
          }}
          error={keyError ? t(keyError) : null}
          hint={t('company.agent.newKeyHint', { min: GAME_KEY_LENGTH[0], max: GAME_KEY_LENGTH[1] })}
          maxLength={GAME_KEY_LENGTH[1]}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          data-testid="bo-co-game-key-input"
        />
      </ConfirmDialog>
    </AgentSection>
  );
}

/** Active or not, and the change after a confirmation that says what it does. */
export function AgentStatusControl({ agent }: { agent: CompanyAgent }) {
  const { t } = useTranslation('backoffice');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [open, setOpen] = useState(false);
  const active = agent.status === 'active';
  const change = useAgentChange(agent.prefix, companyApi.setStatus, (saved) => {
    setOpen(false);
    setNotice({
      tone: 'success',
      text: t(saved.status === 'active' ? 'company.agent.reactivated' : 'company.agent.deactivated', { prefix: saved.prefix }),
    });
  });
  const { reset: resetChange } = change;
  const close = useCallback(() => {
    setOpen(false);
    resetChange();
  }, [resetChange]);

  return (
    <AgentSection title={t('company.agent.statusTitle')} testId="bo-co-status" notice={notice} onDismiss={() => setNotice(null)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <AgentStatusBadge status={agent.status} testId="bo-co-status-badge" />
          <p className="text-sm text-gray-300">{t(active ? 'company.agent.activeNote' : 'company.agent.inactiveNote')}</p>
        </div>
        <Button
          variant={active ? 'ghost' : 'primary'}
          className={active ? 'bg-red-600 text-white hover:bg-red-500' : undefined}
          onClick={() => {
            setNotice(null);
            setOpen(true);
          }}
          data-testid="bo-co-status-change"
        >
          {t(active ? 'company.agent.deactivate' : 'company.agent.reactivate')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={t(active ? 'company.agent.deactivateTitle' : 'company.agent.reactivateTitle', { prefix: agent.prefix })}
        text={t(active ? 'company.agent.deactivateText' : 'company.agent.reactivateText')}
        confirmLabel={t(active ? 'company.agent.deactivate' : 'company.agent.reactivate')}
        danger={active}
        pending={change.isPending}
        error={change.isError ? change.error : null}
        onCancel={close}
        onConfirm={() => change.mutate({ status: active ? 'inactive' : 'active' })}
        testId="bo-co-status-dialog"
      />
    </AgentSection>
  );
}

/** The agent's back office logins with their roles and statuses, and another admin. */
export function AgentStaff({ agent }: { agent: CompanyAgent }) {
  const { t, i18n } = useTranslation('backoffice');
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  return (
    <Section title={t('company.agent.staff')} note={t('company.agent.staffNote')} testId="bo-co-staff" compact>
      <Table
        caption={t('company.agent.staff')}
        head={
          <>
            <Th>{t('company.agent.username')}</Th>
            <Th>{t('company.agent.role')}</Th>
            <Th>{t('company.agent.staffStatus')}</Th>
            <Th>{t('company.agent.createdAt')}</Th>
          </>
        }
      >
        <TableRows
          columns={4}
          rows={agent.staff}
          empty={t('app.empty')}
          render={(member) => (
            <Tr key={member.id} data-testid={`bo-co-staff-${member.id}`}>
              <Td label={t('company.agent.username')} className="font-medium text-white">
                {member.username}
              </Td>
              <Td label={t('company.agent.role')}>
                <TeamRoleBadge role={member.role} />
              </Td>
              <Td label={t('company.agent.staffStatus')}>
                <span data-status={member.status}>
                  <OnOffBadge on={member.status === 'active'}>
                    {member.status === 'active' || member.status === 'inactive' ? t(`team.status.${member.status}`) : member.status}
                  </OnOffBadge>
                </span>
              </Td>
              <Td label={t('company.agent.createdAt')} className="whitespace-nowrap text-gray-300">
                {formatDateTime(member.createdAt, i18n.language)}
              </Td>
            </Tr>
          )}
        />
      </Table>
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-co-admin-notice" />
      <AddAdminForm agent={agent} onDone={(text) => setNotice({ tone: 'success', text })} />
    </Section>
  );
}

/** Another admin of the agent: username and password typed twice (the staff rules). */
function AddAdminForm({ agent, onDone }: { agent: CompanyAgent; onDone(text: string): void }) {
  const { t } = useTranslation('backoffice');
  const { values, reset, setErrors, field } = useCheckedForm(emptyNewAdmin, { clearErrorOnEdit: true });
  const { formRef, refusal, refuse, onSubmit } = useCheckedSubmit(setErrors, (error) => refusedFields(error, NEW_ADMIN_FIELDS));
  const add = useAgentChange(agent.prefix, companyApi.addAdmin, (_, body) => {
    reset();
    onDone(t('company.agent.adminAdded', { username: body.username }));
  });
  const submit = onSubmit(
    () => checkNewAdmin(values),
    () => add.mutate(newAdminBodyOf(values), { onError: refuse }),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="pp-card flex flex-col gap-4 p-4 sm:p-5" data-testid="bo-co-admin-form" aria-label={t('company.agent.addAdmin')}>
      <div>
        <h3 className="text-sm font-semibold text-white">{t('company.agent.addAdmin')}</h3>
        <p className="mt-0.5 text-xs text-gray-400">{t('company.agent.addAdminNote')}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          {...field('username')}
          label={t('company.agent.username')}
          hint={t('team.usernameRule', { min: USERNAME_LENGTH[0], max: USERNAME_LENGTH[1] })}
          maxLength={USERNAME_LENGTH[1]}
          autoCapitalize="none"
          spellCheck={false}
          data-testid="bo-co-admin-username"
          required
        />
        <NewPasswordFields
          password={field('password')}
          confirm={field('confirm')}
          labels={{ password: t('company.form.password'), confirm: t('company.form.confirm') }}
          testIds={{ password: 'bo-co-admin-password', confirm: 'bo-co-admin-confirm' }}
        />
      </div>
      {refusal ? (
        <Notice tone="error" testId="bo-co-admin-error">
          {describeStaffError(refusal, t)}
        </Notice>
      ) : null}
      <div>
        <Button type="submit" loading={add.isPending} data-testid="bo-co-admin-add">
          {t('company.agent.addAdminSubmit')}
        </Button>
      </div>
    </form>
  );
}
