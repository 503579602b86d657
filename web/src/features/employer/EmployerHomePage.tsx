/**
 * The area's home: without an organisation, the form that creates one; with one, its summary, its levels and the
 * next step (a website at the e-mail's domain, teammates).
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { districtName } from '#shared/domain/districts';
import { VERIFICATION_LEVEL_LABELS } from '#shared/domain/employer-verification';
import { PageTitle } from '#web/components/PageTitle';
import { paths } from '#web/lib/paths';
import { useTypography } from '#web/lib/typography';
import { type MyOrganisation, useMyOrganisation } from './api/get-my-organisation';
import { useSaveOrganisation } from './api/save-organisation';
import { OrganisationForm } from './OrganisationForm';
import { VerificationBadges } from './VerificationBadges';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function nextStep(data: MyOrganisation): string {
  const organisation = data.organisation;
  if (!organisation) return '';
  if (!organisation.verification.domainMatches)
    return 'Next step: add your organisation’s website, at the same domain as your work e-mail, so workers see “Domain matches website”.';
  if ((data.team?.members.length ?? 0) < 2) return 'Next step: invite a teammate who hires with you.';
  return 'Your organisation is set up. Posting jobs is coming to this area soon.';
}

export function EmployerHomePage({ data }: { data: MyOrganisation }) {
  const type = useTypography();
  const styles = useStyles();
  const save = useSaveOrganisation('create');
  const { mutate } = useMyOrganisation();
  const organisation = data.organisation;
  if (!organisation) {
    return (
      <section className={styles.section} aria-labelledby="create-heading">
        <PageTitle title="Create your organisation" />
        <h1 className={type.pageTitle} id="create-heading">
          Create your organisation
        </h1>
        <p>Tell workers who is hiring. You become the organisation’s owner and can invite your team.</p>
        <OrganisationForm submitLabel="Create organisation" save={save} onSaved={() => void mutate()} />
      </section>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="home-heading">
      <PageTitle title="Employer home" />
      <h1 className={type.pageTitle} id="home-heading">
        {organisation.brandName ?? organisation.legalName}
      </h1>
      <VerificationBadges organisation={organisation} />
      <p>
        {organisation.legalName}, {districtName(organisation.city)}. Verification:{' '}
        {VERIFICATION_LEVEL_LABELS[organisation.level]}. You are{' '}
        {data.account.role === 'owner' ? 'an owner' : 'a recruiter'}.
      </p>
      <p>{nextStep(data)}</p>
      <p>
        <Link to={paths.employerOrganisation}>Organisation details</Link> ·{' '}
        <Link to={paths.employerTeam}>Team</Link>
      </p>
    </section>
  );
}
