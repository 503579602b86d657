import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid transparent`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
    textAlign: 'center',
    textDecorationLine: 'none',
    boxSizing: 'border-box',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  primary: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':active': { backgroundColor: tokens.colorBrandBackgroundPressed },
  },
  secondary: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    ':hover': { backgroundColor: tokens.colorBrandBackground2 },
  },
});

interface ButtonLinkProps {
  to: string;
  appearance?: 'primary' | 'secondary';
  className?: string;
  /** id of the text that says what the link is about (e.g. a card's title) when its label repeats. */
  describedBy?: string;
  children: ReactNode;
}

/** A router link that looks like a large Fluent button (Fluent's Button cannot render a router Link). */
export function ButtonLink({
  to,
  appearance = 'primary',
  className,
  describedBy,
  children,
}: ButtonLinkProps) {
  const styles = useStyles();
  return (
    <Link
      to={to}
      aria-describedby={describedBy}
      className={mergeClasses(styles.base, styles[appearance], className)}
    >
      {children}
    </Link>
  );
}
