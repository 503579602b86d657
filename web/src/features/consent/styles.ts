import { makeStyles, tokens } from '@fluentui/react-components';

/** The parent's page's shared layout: stacked blocks, a row of buttons that wraps on a phone. */
export const useParentPageStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  button: { alignSelf: 'flex-start' },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});
