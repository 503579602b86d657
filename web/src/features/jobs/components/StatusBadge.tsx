import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { AnyApplicationStatus } from '#shared/domain/codes';
import { useT } from '#web/lib/i18n';

const COLORS: Record<AnyApplicationStatus, BadgeProps['color']> = {
  APPLIED: 'brand',
  SHORTLISTED: 'warning',
  SELECTED: 'success',
  REJECTED: 'danger',
  WITHDRAWN: 'subtle',
};

/** Where an application stands: New, Shortlisted, Selected or Rejected, or Withdrawn by the worker. */
export function StatusBadge({ status }: { status: AnyApplicationStatus }) {
  const t = useT();
  return (
    <Badge appearance="tint" color={COLORS[status]} size="large" shape="rounded">
      {t(`status.${status}`)}
    </Badge>
  );
}
