import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { AnyApplicationStatus } from '#shared/domain/codes';
import { useT } from '#web/lib/i18n';

/** What the worker tried on a copy that was out of date: withdraw it, or answer its interview. */
export type StaleAction = 'withdraw' | 'interview';

export interface MovedOn {
  status: AnyApplicationStatus;
  action: StaleAction;
}

/**
 * On an application's card, after the server refused an action because HR or OPS had moved it meanwhile
 * (decision 586): where it stands now and what is no longer possible, never a bare "something went wrong".
 */
export function MovedOnNotice({ movedOn }: { movedOn: MovedOn | undefined }) {
  const t = useT();
  if (!movedOn) return null;
  const status = t(`status.${movedOn.status}`);
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        {movedOn.action === 'withdraw'
          ? t('applied.movedOn.withdraw', { status })
          : t('applied.movedOn.interview', { status })}
      </MessageBarBody>
    </MessageBar>
  );
}
