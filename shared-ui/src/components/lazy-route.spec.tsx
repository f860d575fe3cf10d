import { Suspense, lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyRoute } from './lazy-route';

function Page() {
  return <h1>Flagged expenses</h1>;
}

describe('lazyRoute', () => {
  it('renders the page once its code loads, also inside the lazy the shell wraps routes in', async () => {
    const route = lazyRoute(() => Promise.resolve(Page));
    // As the shell's remotePage does: a lazy whose default is the route's component. React
    // refuses a lazy resolving to a lazy, so the route must be a plain component.
    const AsTheShellLoadsIt = lazy(() => Promise.resolve({ default: route }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <AsTheShellLoadsIt />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Flagged expenses' })).toBeInTheDocument();
  });
});
