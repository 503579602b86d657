import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ApiError } from '#web/lib/api';

/** A refused call in a privacy step: what did not happen, and the server's message (429, 403, 503...). */
export function StepProblem({ title, problem }: { title: string; problem: ApiError }) {
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle> {problem.message}
      </MessageBarBody>
    </MessageBar>
  );
}
