import type { ComponentProps } from 'react';
import { BackOfficePage } from '#web/components/back-office/BackOfficePage';

/** One internal screen: its h1, also the document title ('All Internships (12) | Internal'), and content. */
export function InternalPage(props: Omit<ComponentProps<typeof BackOfficePage>, 'area'>) {
  return <BackOfficePage area="Internal" {...props} />;
}
