import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

import { teamQuery } from '../api/team-api';
import { CsvButton } from '../components/csv-button';
import { TEAM_COLUMNS } from '../components/csv-columns';
import { formatDateTime } from '../components/format';
import { PageHeader } from '../components/layout';
import { DismissibleNotice, type NoticeMessage } from '../components/notice';
import { Section } from '../components/section';
import { OnOffBadge, TeamRoleBadge } from '../components/status-badge';
import { QueryRows, Table, Td, Th, Tr } from '../components/table';
import { AddMemberForm, EditMemberForm, MemberPasswordForm } from '../components/team-forms';
import { useStaffMe } from '../hooks/use-staff';
import type { TeamMember } from '../types';

type Open = { kind: 'edit' | 'password'; member: TeamMember } | null;

/** The agent's back office logins (docs/money.md "Roles"): its admin adds them, sets their role, status and password. */
export function TeamPage() {
  const { t, i18n } = useTranslation('backoffice');
  const team = useQuery(teamQuery());
  const meId = useStaffMe().data?.id;
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const done = (text: string) => {
    setOpen(null);
    setNotice({ tone: 'success', text });
  };

  return (
    <>
      <PageHeader title={t('team.title')} subtitle={t('team.subtitle')} />
      <div className="flex flex-col gap-7">
        <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} testId="bo-team-notice" />
        <Section
          title={t('team.members')}
          testId="bo-team-members"
          actions={<CsvButton filename="team.csv" rows={team.data ?? []} columns={TEAM_COLUMNS} testId="bo-team-csv" />}
        >
          <Table
            caption={t('team.members')}
            head={
              <>
                <Th>{t('team.username')}</Th>
                <Th>{t('team.roleLabel')}</Th>
                <Th>{t('team.statusLabel')}</Th>
                <Th>{t('team.lastLogin')}</Th>
                <Th>{t('team.createdAt')}</Th>
                <Th align="end">
                  <span className="sr-only">{t('team.actions')}</span>
                </Th>
              </>
            }
          >
            <QueryRows
              query={team}
              columns={6}
              rows={team.data ?? []}
              empty={t('app.empty')}
              render={(member) => (
                <Tr key={member.id} data-testid={`bo-team-row-${member.id}`}>
                  <Td label={t('team.username')} className="font-medium text-white">
                    {member.username}
                    {member.id === meId ? <span className="ms-2 text-xs font-normal text-gray-400">({t('team.you')})</span> : null}
                  </Td>
                  <Td label={t('team.roleLabel')}>
                    <TeamRoleBadge role={member.role} />
                  </Td>
                  <Td label={t('team.statusLabel')}>
                    <span data-status={member.status}>
                      <OnOffBadge on={member.status === 'active'}>{t(`team.status.${member.status}`)}</OnOffBadge>
                    </span>
                  </Td>
                  <Td label={t('team.lastLogin')} className="whitespace-nowrap text-gray-300">
                    {member.lastLogin ? formatDateTime(member.lastLogin, i18n.language) : t('team.never')}
                  </Td>
                  <Td label={t('team.createdAt')} className="whitespace-nowrap text-gray-400">
                    {formatDateTime(member.createdAt, i18n.language)}
                  </Td>
                  <td className="px-3 py-2.5 max-md:p-0 max-md:pt-2">
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setOpen({ kind: 'edit', member })}
                        aria-label={t('team.editOf', { username: member.username })}
                        data-testid={`bo-team-edit-${member.id}`}
                      >
                        {t('team.edit')}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setOpen({ kind: 'password', member })}
                        aria-label={t('team.passwordOf', { username: member.username })}
                        data-testid={`bo-team-password-${member.id}`}
                      >
                        {t('team.setPassword')}
                      </Button>
                    </div>
                  </td>
                </Tr>
              )}
            />
          </Table>
        </Section>

        <Section title={t('team.addTitle')} note={t('team.addNote')} testId="bo-team-new">
          <AddMemberForm onDone={(text) => setNotice({ tone: 'success', text })} />
        </Section>
      </div>

      <Dialog
        open={open !== null}
        onClose={close}
        title={open ? t(open.kind === 'edit' ? 'team.editTitle' : 'team.passwordTitle', { username: open.member.username }) : ''}
      >
        {open?.kind === 'edit' ? <EditMemberForm key={open.member.id} member={open.member} onClose={close} onDone={done} /> : null}
        {open?.kind === 'password' ? <MemberPasswordForm key={open.member.id} member={open.member} onClose={close} onDone={done} /> : null}
      </Dialog>
    </>
  );
}
