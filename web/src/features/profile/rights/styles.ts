import { makeStyles, tokens } from '@fluentui/react-components';

/** The rights part's styles, shared by the nominee and concerns parts (and matching PrivacySection's). */
export const useRightsStyles = makeStyles({
  part: {
    marginTop: tokens.spacingVerticalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  text: { margin: 0 },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  ticket: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  ticketTitle: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  state: { fontWeight: tokens.fontWeightSemibold },
  overdue: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorPaletteRedForeground1 },
  quote: { margin: 0, whiteSpace: 'pre-wrap' },
  reply: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    whiteSpace: 'pre-wrap',
  },
  replyLabel: { display: 'block', color: tokens.colorNeutralForeground2 },
});
