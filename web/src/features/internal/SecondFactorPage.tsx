import { StaffSecondFactor } from '#web/components/back-office/StaffSecondFactor';
import { paths } from '#web/lib/paths';

/**
 * /internal/second-factor: after the password, the authenticator app's code (or a recovery code), or setting up
 * the app when the account has none yet. Opened without a log-in before it: back to the log-in.
 */
export function SecondFactorPage() {
  return (
    <StaffSecondFactor
      loginPath={paths.internalLogin}
      homePath={paths.internal}
      changePasswordPath={paths.internalChangePassword}
    />
  );
}
