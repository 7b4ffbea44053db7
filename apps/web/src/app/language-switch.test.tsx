import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { AppProviders } from './providers';
import { SideMenu } from './side-menu';
import { ConnectionBar } from './portal-worker';
import { loadFrameSpanish } from '../i18n/frame-spanish-for-tests';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);

beforeAll(async () => {
  await loadFrameSpanish();
  await act(async () => {
    root.render(
      <AppProviders>
        <MemoryRouter>
          <SideMenu onNavigate={() => undefined} />
          <ConnectionBar online={false} update />
        </MemoryRouter>
      </AppProviders>,
    );
  });
});
afterAll(() => {
  act(() => root.unmount());
  i18n.activate('en', ['en-US']);
});

describe('a change of language', () => {
  it('shows the menu and the connection notices in the new language at once, without a reload', async () => {
    expect(container.textContent).toContain('Home');
    expect(container.textContent).toContain('You are offline.');
    expect(container.textContent).toContain('A new version of the portal is ready.');

    await act(async () => i18n.activate('es', ['es-US']));
    expect(container.textContent).toContain('Inicio');
    expect(container.textContent).toContain('Estás sin conexión.');
    expect(container.textContent).toContain('Hay una nueva versión del portal.');
    expect(container.textContent).not.toContain('Home');

    await act(async () => i18n.activate('en', ['en-US']));
    expect(container.textContent).toContain('Home');
    expect(container.textContent).toContain('You are offline.');
  });
});
