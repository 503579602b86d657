/** The organisation's verification levels as badges: e-mail confirmed, domain matching the website, documents. */
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { OrganisationView } from './api/get-my-organisation';

const useStyles = makeStyles({ row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS } });

export function VerificationBadges({ organisation }: { organisation: OrganisationView }) {
  const styles = useStyles();
  const { emailConfirmed, domainMatches, documents } = organisation.verification;
  return (
    <div className={styles.row}>
      {emailConfirmed && (
        <Badge appearance="tint" color="success">
          Email confirmed
        </Badge>
      )}
      {domainMatches && (
        <Badge appearance="tint" color="success">
          Domain matches website
        </Badge>
      )}
      {documents === 'checked' && (
        <Badge appearance="tint" color="success">
          Documents checked
        </Badge>
      )}
      {!emailConfirmed && (
        <Badge appearance="tint" color="warning">
          Not verified
        </Badge>
      )}
    </div>
  );
}
