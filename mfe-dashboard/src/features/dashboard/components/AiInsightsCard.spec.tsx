import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { DevProviders } from '@sikalens/shared-ui';
import { AiInsightsCard } from './AiInsightsCard';

const renderCard = (isPro: boolean, showForecast = true) =>
  render(
    <DevProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AiInsightsCard
        isPro={isPro}
        showForecast={showForecast}
        hasTransactions
        insights={[{ id: 'big', text: '2 transactions over ₵500.' }]}
      />
    </DevProviders>,
  );

describe('AiInsightsCard', () => {
  beforeEach(() => {
    window.localStorage.setItem('auth_token', 'token');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it('shows a Pro user the forecast, unusual spending, recurring payments and fees first', async () => {
    const ai = mockApi('getAiInsights').mockResolvedValue({
      items: [
        { kind: 'forecast', title: 'Spend forecast', text: 'About ₵2,140.00 in November 2026.' },
        { kind: 'recurring', title: 'Recurring payment', text: 'LANDLORD: ₵500.00 monthly.' },
      ],
    });
    renderCard(true);
    const card = await screen.findByText(/About ₵2,140.00/);
    const items = within(card.closest('ul')!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Spend forecast: About ₵2,140.00 in November 2026.',
      'Recurring payment: LANDLORD: ₵500.00 monthly.',
      '2 transactions over ₵500.',
    ]);
    expect(ai).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('PRO')).toBeNull();
  });

  it('leaves the forecast out unless the dashboard shows this calendar month', async () => {
    mockApi('getAiInsights').mockResolvedValue({
      items: [
        { kind: 'forecast', title: 'Spend forecast', text: 'About ₵2,140.00 in November 2026.' },
        { kind: 'recurring', title: 'Recurring payment', text: 'LANDLORD: ₵500.00 monthly.' },
      ],
    });
    renderCard(true, false);
    await screen.findByText(/LANDLORD/);
    expect(screen.queryByText(/Spend forecast/)).toBeNull();
  });

  it('never asks for them for a free user, who sees the PRO badge and what Pro adds', () => {
    const ai = mockApi('getAiInsights');
    renderCard(false);
    expect(screen.getByText('PRO')).toBeInTheDocument();
    expect(screen.getByText('2 transactions over ₵500.')).toBeInTheDocument();
    expect(screen.getByText(/Pro adds a spend forecast/)).toBeInTheDocument();
    expect(ai).not.toHaveBeenCalled();
  });
});
