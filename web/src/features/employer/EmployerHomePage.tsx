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

/** What to do next, most useful first: the checks that lift the limits and show on every job, then the team. */
function NextStep({ data }: { data: MyOrganisation }) {
  const organisation = data.organisation;
  if (!organisation) return null;
  if (!organisation.verification.domainMatches)
    return (
      <p>
        Next step: add your organisation’s website, at the same domain as your work e-mail, so workers see
        “Domain matches website”: <Link to={paths.employerOrganisation}>Organisation details</Link>.
      </p>
    );
  if (organisation.verification.documents === 'none' || organisation.verification.documents === 'refused')
    return (
      <p>
        Next step: send your registration certificate for an Earnlearn admin to check, so your jobs show
        “Documents checked” and your limits are lifted:{' '}
        <Link to={paths.employerOrganisation}>Organisation details</Link>.
      </p>
    );
  if ((data.team?.members.length ?? 0) < 2)
    return (
      <p>
        Next step: <Link to={paths.employerTeam}>invite a teammate</Link> who hires with you, or{' '}
        <Link to={paths.employerPostJob}>post a job</Link>.
      </p>
    );
  return (
    <p>
      Your organisation is set up: <Link to={paths.employerPostJob}>post a job</Link>, or see{' '}
      <Link to={paths.employerJobs}>your jobs</Link> and their applicants.
    </p>
  );
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
      <NextStep data={data} />
      <p>
        <Link to={paths.employerOrganisation}>Organisation details</Link> ·{' '}
        <Link to={paths.employerTeam}>Team</Link>
      </p>
    </section>
  );
}
