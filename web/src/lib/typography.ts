import { makeStyles, tokens } from '@fluentui/react-components';

/** Heading and text styles shared by the pages, on plain HTML elements so the outline stays semantic. */
export const useTypography = makeStyles({
  pageTitle: {
    margin: `0 0 ${tokens.spacingVerticalL}`,
    fontSize: '40px',
    lineHeight: '48px',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorNeutralForeground1,
    '@media (max-width: 600px)': { fontSize: '30px', lineHeight: '38px' },
  },
  sectionTitle: {
    margin: `0 0 ${tokens.spacingVerticalXL}`,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    '@media (max-width: 600px)': { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  },
  cardTitle: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  lead: {
    margin: `0 0 ${tokens.spacingVerticalL}`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    color: tokens.colorNeutralForeground2,
  },
  body: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});

/** Text for screen readers only. */
export const useVisuallyHidden = makeStyles({
  root: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});
