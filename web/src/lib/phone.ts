/**
 * The narrowest screens' breakpoint (Section's side padding is spacingHorizontalL below it), and the styles that
 * keep a text for screen readers while a phone shows its icon alone.
 */
export const PHONE = '@media (max-width: 600px)';

/** Out of sight, still read: the accessible name of a button whose icon alone shows. */
export const HIDDEN_LABEL = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
