import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PRODUCT_NAME, type SocialLink, type SocialNetwork } from '#web/content/site';
import { useT } from '#web/lib/i18n';

/** Simple glyphs drawn for this site (24x24), coloured by `currentColor`. */
const glyphs: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4A21 21 0 0 0 14.3 4c-2.3 0-3.9 1.4-3.9 4v2.5H7.8v3h2.6V21z" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3.8" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="9" width="3.6" height="11.5" />
      <circle cx="5.3" cy="5.4" r="2.1" />
      <path d="M10 9h3.5v1.6c.6-1 1.8-1.9 3.7-1.9 3.1 0 3.8 2 3.8 4.7v7.1h-3.6v-6.3c0-1.5-.3-2.6-1.8-2.6s-2 1.1-2 2.6v6.3H10z" />
    </>
  ),
};

const useStyles = makeStyles({
  list: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusCircular,
    color: 'inherit',
    border: `${tokens.strokeWidthThin} solid currentColor`,
    ':hover': { backgroundColor: 'rgba(127, 127, 127, 0.2)' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid currentColor`, outlineOffset: '2px' },
  },
});

/** Links to the company's social profiles; each link is named by its aria-label. */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  const styles = useStyles();
  const t = useT();
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.network}>
          {/* biome-ignore lint/a11y/useAnchorContent: the link is named by its aria-label; the glyph is decorative. */}
          <a
            className={styles.link}
            href={link.url}
            aria-label={t(link.label, { product: PRODUCT_NAME })}
            target="_blank"
            rel="noopener noreferrer"
          >
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              {glyphs[link.network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
