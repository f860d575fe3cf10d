import { useState } from 'react';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { SIGNED_IN_COOKIE, type Wallet } from '@sikalens/api-client';
import { DevProviders } from '@sikalens/shared-ui';
import { WalletsSection } from '../components/WalletsSection';

// Dialogs load their code when first opened; on a busy 2-core machine 1 s was not enough.
configure({ asyncUtilTimeout: 4000 });

export const PERSONAL: Wallet = {
  id: '11111111-1111-4111-8111-111111111111',
  label: 'Personal',
  provider: 'MTN',
  momoNumber: '0241234567',
  statementsSupported: true,
};

export const BUSINESS: Wallet = {
  id: '22222222-2222-4222-8222-222222222222',
  label: 'Business',
  provider: 'Vodafone',
  momoNumber: '0201234567',
  statementsSupported: false,
};

export const NUMBER_MESSAGE =
  'Please enter a valid MoMo number (10 digits starting with 0, e.g., 0241234567)';

// The dashboard owns the selection; this stands in for it.
function SelectableSection() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return <WalletsSection selectedId={selectedId} onSelect={setSelectedId} />;
}

// The section with its real hooks (signed in) over API calls the test answers with mockApi.
export function renderSection() {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <DevProviders queryClient={queryClient}>
      <SelectableSection />
    </DevProviders>,
  );
  return userEvent.setup();
}

export async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '[data-toast] p' });
  const card = heading.closest<HTMLElement>('[data-toast]');
  if (!card) throw new Error(`No toast card around '${title}'`);
  return card;
}

// A wallet card's own button (its label first), not its menu's "More actions for …".
export const walletCard = (label: string) =>
  screen.findByRole('button', { name: new RegExp(`^${label}`) });
