import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProviders } from '../../web/src/app/providers';
import { AppRoutes } from '../../web/src/app/routes';

/** A data cache of its own for each render, so no test sees another's answers. */
function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

/** Renders the real route tree at `path`, with the app's providers, in a memory router. */
export function renderApp(path: string) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <FreshCache>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </FreshCache>
    </AppProviders>,
  );
  return { user, ...view };
}

/** Renders one component with the app's providers and a memory router around it. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <FreshCache>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </FreshCache>
    </AppProviders>,
  );
  return { user, ...view };
}
