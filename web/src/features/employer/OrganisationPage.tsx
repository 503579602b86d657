/** The organisation's details, its levels, and (for owners) the form that changes them. */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { labelOf } from '#shared/domain/codes';
import { districtName } from '#shared/domain/districts';
import { INDUSTRIES, ORGANISATION_SIZES } from '#shared/domain/employer-organisation';
import { verificationLevelOf } from '#shared/domain/employer-verification';
import { ORGANISATION_ID_LABELS } from '#shared/domain/organisation-ids';
import { PageTitle } from '#web/components/PageTitle';
import { useTypography } from '#web/lib/typography';
import { type MyOrganisation, type OrganisationView, useMyOrganisation } from './api/get-my-organisation';
import { useSaveOrganisation } from './api/save-organisation';
import { OrganisationForm } from './OrganisationForm';
import { VerificationBadges } from './VerificationBadges';
import { DocumentsStep } from './verification/DocumentsStep';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 12em) minmax(0, 1fr)',
    gap: tokens.spacingVerticalS,
    overflowWrap: 'anywhere',
  },
});

function Details({ organisation }: { organisation: OrganisationView }) {
  const styles = useStyles();
  const rows: [string, string][] = [
    ['Legal name', organisation.legalName],
    ['Brand name', organisation.brandName ?? ''],
    ['Website', organisation.website ?? ''],
    ['City', districtName(organisation.city)],
    ['Address', organisation.address],
    ['Industry', labelOf(INDUSTRIES, organisation.industry)],
    ['Number of people', labelOf(ORGANISATION_SIZES, organisation.size)],
    [ORGANISATION_ID_LABELS[organisation.registrationKind], organisation.registrationNumber],
    ['Contact person', `${organisation.contactName}, ${organisation.contactRole}`],
  ];
  return (
    <dl className={styles.list}>
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function OrganisationPage({ data }: { data: MyOrganisation }) {
  const type = useTypography();
  const styles = useStyles();
  const [editing, setEditing] = useState(false);
  const save = useSaveOrganisation('update');
  // Read again once the certificate is sent: the page shows where the check stands.
  const { mutate } = useMyOrganisation();
  const organisation = data.organisation;
  if (!organisation) return <p>You do not belong to an organisation yet.</p>;
  const owner = data.account.role === 'owner';
  return (
    <section className={styles.section} aria-labelledby="organisation-heading">
      <PageTitle title="Organisation" />
      <h1 className={type.pageTitle} id="organisation-heading">
        Organisation
      </h1>
      <VerificationBadges organisation={organisation} />
      <DocumentsStep
        registrationKind={organisation.registrationKind}
        verification={organisation.verification}
        level={verificationLevelOf(organisation)}
        owner={owner}
        onSent={() => void mutate()}
      />
      {editing ? (
        <OrganisationForm
          organisation={organisation}
          submitLabel="Save changes"
          save={save}
          onSaved={() => setEditing(false)}
        />
      ) : (
        <>
          <Details organisation={organisation} />
          {owner && (
            <div>
              <Button onClick={() => setEditing(true)}>Edit details</Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
