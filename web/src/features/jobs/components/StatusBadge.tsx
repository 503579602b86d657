import { Badge, type BadgeProps } from '@fluentui/react-components';
import { APPLICATION_STATUSES, type ApplicationStatus, labelOf } from '#shared/domain/codes';

const COLORS: Record<ApplicationStatus, BadgeProps['color']> = {
  APPLIED: 'brand',
  SHORTLISTED: 'warning',
  SELECTED: 'success',
  REJECTED: 'danger',
};

/** Where an application stands: New, Shortlisted, Selected or Rejected. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge appearance="tint" color={COLORS[status]} size="large" shape="rounded">
      {labelOf(APPLICATION_STATUSES, status)}
    </Badge>
  );
}
