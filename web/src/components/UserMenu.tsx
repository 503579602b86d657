import {
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useT } from '#web/lib/i18n';
import { paths } from '#web/lib/paths';

const useStyles = makeStyles({
  // The name is shown whole: on a narrow phone it wraps onto a second line instead of ending in "...".
  trigger: {
    maxWidth: '50%',
    height: 'auto',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'start',
  },
  name: { overflowWrap: 'anywhere' },
});

interface UserMenuProps {
  name: string;
  onSignOut: () => void;
}

/** The signed-in worker's name, opening a menu: Dashboard, Profile, Signout. */
export function UserMenu({ name, onSignOut }: UserMenuProps) {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" size="large" className={styles.trigger}>
          <span className={styles.name}>{name}</span>
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => navigate(paths.dashboard)}>{t('header.dashboard')}</MenuItem>
          <MenuItem onClick={() => navigate(paths.profile)}>{t('header.profile')}</MenuItem>
          <MenuItem onClick={onSignOut}>{t('header.signout')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
