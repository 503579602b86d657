/**
 * The team: members and pending invitations; owners invite by e-mail, remove, cancel and hand over ownership;
 * anyone leaves (the last owner is told to hand over first, by the server's 409).
 */
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { labelOf } from '#shared/domain/codes';
import { inviteSchema } from '#shared/domain/employer-organisation';
import { MEMBER_ROLES, type MemberRole } from '#shared/domain/employer-team';
import { BusyOverlay } from '#web/components/BusyOverlay';
import { PageTitle } from '#web/components/PageTitle';
import type { ApiError } from '#web/lib/api';
import { useTypography } from '#web/lib/typography';
import { useSubmit } from '#web/lib/use-submit';
import type { MyOrganisation } from './api/get-my-organisation';
import { useTeamChanges } from './api/team';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, position: 'relative' },
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  list: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    overflowWrap: 'anywhere',
  },
});

export function TeamPage({ data, onLeft }: { data: MyOrganisation; onLeft: () => void }) {
  const type = useTypography();
  const styles = useStyles();
  const changes = useTeamChanges();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('recruiter');
  const [touched, setTouched] = useState(false);
  const { busy, problem, submit } = useSubmit<ApiError>({ onAttempt: () => setTouched(true) });
  const team = data.team;
  if (!data.organisation || !team) return <p>You do not belong to an organisation yet.</p>;
  const owner = data.account.role === 'owner';
  const parsed = inviteSchema.safeParse({ email, role });
  const emailError = parsed.success ? undefined : parsed.error.issues[0]?.message;

  return (
    <section className={styles.section} aria-labelledby="team-heading">
      <PageTitle title="Team" />
      <h1 className={type.pageTitle} id="team-heading">
        Team
      </h1>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem.message}</MessageBarBody>
        </MessageBar>
      )}
      {owner && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) =>
            submit(
              event,
              parsed.success &&
                (async () => {
                  await changes.invite({ email: email.trim(), role });
                  setEmail('');
                  setTouched(false);
                }),
            )
          }
        >
          <Field label="E-mail to invite" required validationMessage={touched ? emailError : undefined}>
            <Input type="email" value={email} onChange={(_event, value) => setEmail(value.value)} />
          </Field>
          <Field label="Role">
            <Select value={role} onChange={(_event, value) => setRole(value.value as MemberRole)}>
              {MEMBER_ROLES.map(({ code, label }) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
          <Button appearance="primary" type="submit">
            Invite
          </Button>
        </form>
      )}
      <h2>Members</h2>
      <ul className={styles.list}>
        {team.members.map((member) => (
          <li key={member.memberId} className={styles.row}>
            <span>
              {member.name} ({member.email}), {labelOf(MEMBER_ROLES, member.role)}
              {member.you ? ', you' : ''}
            </span>
            {member.you ? (
              <Button
                size="small"
                onClick={() =>
                  submit(undefined, async () => {
                    await changes.remove({ memberId: member.memberId });
                    onLeft();
                  })
                }
              >
                Leave organisation
              </Button>
            ) : (
              owner && (
                <>
                  <Button
                    size="small"
                    onClick={() =>
                      submit(undefined, () =>
                        changes.remove({ memberId: member.memberId }).then(() => undefined),
                      )
                    }
                  >
                    Remove {member.name}
                  </Button>
                  {member.role === 'recruiter' && (
                    <Button
                      size="small"
                      onClick={() =>
                        submit(undefined, () =>
                          changes.transfer({ memberId: member.memberId }).then(() => undefined),
                        )
                      }
                    >
                      Make {member.name} owner
                    </Button>
                  )}
                </>
              )
            )}
          </li>
        ))}
      </ul>
      <h2>Pending invitations</h2>
      {team.invites.length === 0 ? (
        <p>No invitations are waiting.</p>
      ) : (
        <ul className={styles.list}>
          {team.invites.map((invite) => (
            <li key={invite.email} className={styles.row}>
              <span>
                {invite.email}, {labelOf(MEMBER_ROLES, invite.role)}
              </span>
              {owner && (
                <Button
                  size="small"
                  onClick={() =>
                    submit(undefined, () => changes.remove({ email: invite.email }).then(() => undefined))
                  }
                >
                  Cancel invitation to {invite.email}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {busy && <BusyOverlay label="Saving" />}
    </section>
  );
}
