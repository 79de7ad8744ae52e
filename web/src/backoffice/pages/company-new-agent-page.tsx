import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { companyOptionsQuery } from '../api/company-api';
import { NewAgentForm } from '../components/company-agent-form';
import { BackLink } from '../components/company-parts';
import { PageHeader } from '../components/layout';
import { QueryCard } from '../components/query-card';
import { BO_PATHS } from '../paths';

/** A new agent, its site and its first admin (docs/money.md "The company's console"), from the choices the server offers. */
export function CompanyNewAgentPage() {
  const { t } = useTranslation('backoffice');
  const options = useQuery(companyOptionsQuery());
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to={BO_PATHS.company}>{t('company.form.back')}</BackLink>
      <PageHeader title={t('company.form.title')} subtitle={t('company.form.subtitle')} />
      <QueryCard query={options}>{(loaded) => <NewAgentForm options={loaded} />}</QueryCard>
    </div>
  );
}
