import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { ApplicationStatus } from '#shared/domain/codes';
import { useT } from '#web/lib/i18n';

const COLORS: Record<ApplicationStatus, BadgeProps['color']> = {
  APPLIED: 'brand',
  SHORTLISTED: 'warning',
  SELECTED: 'success',
  REJECTED: 'danger',
};

/** Where an application stands: New, Shortlisted, Selected or Rejected. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useT();
  return (
    <Badge appearance="tint" color={COLORS[status]} size="large" shape="rounded">
      {t(`status.${status}`)}
    </Badge>
  );
}
