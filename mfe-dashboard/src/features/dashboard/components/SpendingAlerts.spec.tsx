import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppNotification } from '@sikalens/api-client';
import { DevProviders } from '@sikalens/shared-ui';
import { SpendingAlerts } from './SpendingAlerts';

const notification = (id: string, title: string): AppNotification => ({
  id,
  kind: 'budget-alert',
  title,
  body: `${title}: the details.`,
  categoryId: null,
  createdAt: '2026-11-02T07:00:00.000Z',
  readAt: null,
});

describe('SpendingAlerts', () => {
  it('shows nothing when there is nothing to say', () => {
    render(
      <DevProviders>
        <SpendingAlerts alerts={[]} notifications={[]} />
      </DevProviders>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('lists budget notifications before the computed alerts, each with a dismiss', async () => {
    const onDismiss = jest.fn();
    const food = notification('n-1', 'Food: 82% of your budget spent');
    render(
      <DevProviders>
        <SpendingAlerts
          alerts={[{ id: 'large-spends', severity: 'warning', text: '2 payments over ₵300.' }]}
          notifications={[food, notification('n-2', 'Rent: 100% of your budget spent')]}
          onDismiss={onDismiss}
        />
      </DevProviders>,
    );
    const section = screen.getByRole('region', { name: 'Spending Alerts' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Food: 82% of your budget spent'),
      expect.stringContaining('Rent: 100% of your budget spent'),
      expect.stringContaining('2 payments over ₵300.'),
    ]);
    expect(items[0]).toHaveTextContent('Food: 82% of your budget spent: the details.');
    expect(within(items[2]!).queryByRole('button', { name: /Dismiss/ })).toBeNull();

    await userEvent
      .setup()
      .click(
        within(items[0]!).getByRole('button', { name: 'Dismiss: Food: 82% of your budget spent' }),
      );
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith(food);
  });
});
