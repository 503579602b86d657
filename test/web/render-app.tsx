import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../web/src/app/providers';
import { AppRoutes } from '../../web/src/app/routes';

/** Renders the real route tree at `path`, with the app's providers, in a memory router. */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, ...view };
}

/** Renders one component with the app's providers and a memory router around it. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { user, ...view };
}
