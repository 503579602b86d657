import type { ComponentProps } from 'react';
import { BackOfficePage } from '#web/components/back-office/BackOfficePage';

/** One admin screen: its h1, also the document title ('Posted Jobs | Admin'), and its content. */
export function AdminPage(props: Omit<ComponentProps<typeof BackOfficePage>, 'area'>) {
  return <BackOfficePage area="Admin" {...props} />;
}
