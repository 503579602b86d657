import { createDOMRenderer, RendererProvider, SSRProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * Around the whole app, in the browser (main.tsx) as at build time (web/src/prerender.tsx), so a prerendered
 * page's markup is what the first render gives: Griffel's renderer, which in the browser adopts the prerendered
 * `<style>` rules instead of inserting them again, and Fluent's SSR context (the FluentProvider's theme
 * `<style>` and its ids come out the same while hydrating).
 */
export function Rendering({
  renderer = defaultRenderer,
  children,
}: {
  renderer?: ReturnType<typeof createDOMRenderer>;
  children: ReactNode;
}) {
  return (
    <RendererProvider renderer={renderer}>
      <SSRProvider>{children}</SSRProvider>
    </RendererProvider>
  );
}

const defaultRenderer = createDOMRenderer();
