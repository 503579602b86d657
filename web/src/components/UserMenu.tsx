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
  // The name is shown whole: on a narrow phone it wraps between its words onto a second line instead of ending in
  // "..."; a word is broken only when it alone is wider than the button (`anywhere` broke "Pri-ya" mid-word).
  trigger: {
    maxWidth: '50%',
    height: 'auto',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'start',
  },
  name: { overflowWrap: 'break-word', wordBreak: 'normal', minWidth: 0 },
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
