// Renders a screen fixture under a RendererProvider with a stub provider and chosen permissions.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RendererProvider, type RendererServices } from '../../../renderers/context';
import type { ScreenSchema } from '../../../renderers/screen-schema';
import { ScreenRenderer } from '../../../renderers/screen/screen-renderer';
import type { stubProvider } from './stub-provider';

export const allowAll = () => true;
export const fakeEncrypt = (text: string) => `enc(${text})`;

export function renderWithServices(
  ui: ReactNode,
  dataProvider: ReturnType<typeof stubProvider>,
  services: Partial<RendererServices> = {},
) {
  return render(
    <RendererProvider
      dataProvider={dataProvider}
      can={services.can ?? allowAll}
      encrypt={services.encrypt ?? fakeEncrypt}
    >
      {ui}
    </RendererProvider>,
  );
}

/** JSON imports widen literals to string; fixtures are checked against the meta-schema instead. */
export function renderScreen(
  screen: unknown,
  dataProvider: ReturnType<typeof stubProvider>,
  services: Partial<RendererServices> = {},
) {
  return renderWithServices(<ScreenRenderer screen={screen as ScreenSchema} />, dataProvider, services);
}
