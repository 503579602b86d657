import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { PRODUCT_NAME } from '../../content/site';

const useStyles = makeStyles({
  surface: {
    width: '35%',
    minWidth: '400px',
    maxWidth: '100%',
    '@media (max-width: 600px)': {
      width: '100%',
      minWidth: 0,
      borderRadius: 0,
    },
  },
  content: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalM,
  },
  google: { width: '100%', minHeight: '44px' },
  note: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
  },
  message: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
  },
});

/** Google's "G", drawn in its four colours. */
function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.5 5.8c4.4-4 6.8-10 6.8-17.3z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-10l-7.9 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

export interface LoginDialogProps {
  open: boolean;
  /** The visitor closed the dialog with its close button. */
  onClose: () => void;
  /** The visitor chose "Continue using Google". */
  onContinue: () => void;
  /** A line shown under the sign-in button (progress or a problem); nothing when undefined. */
  message?: string;
}

/**
 * Step 0 of the login dialog: a welcome, the Google sign-in button and the terms note. It is an alert dialog,
 * so clicking outside does not dismiss it; only the close button does.
 */
export function LoginDialog({ open, onClose, onContinue, message }: LoginDialogProps) {
  const styles = useStyles();
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_event, data) => {
        if (!data.open) onClose();
      }}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            action={
              <Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />
            }
          >
            Welcome to {PRODUCT_NAME}
          </DialogTitle>
          <DialogContent className={styles.content}>
            <Button className={styles.google} size="large" icon={<GoogleMark />} onClick={onContinue}>
              Continue using Google
            </Button>
            {message ? (
              <p className={styles.message} role="status">
                {message}
              </p>
            ) : null}
            <p className={styles.note}>
              By logging in, I agree with all the terms and conditions and privacy policy
            </p>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
