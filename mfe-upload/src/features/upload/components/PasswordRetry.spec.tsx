import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordRetry } from './PasswordRetry';

function renderRetry() {
  const onRetry = jest.fn();
  render(<PasswordRetry itemKey="item-1" fileName="locked.pdf" onRetry={onRetry} />);
  const form = screen.getByRole('form', { name: 'Password for locked.pdf' });
  return { user: userEvent.setup(), onRetry, form };
}

describe('PasswordRetry', () => {
  it('sends the password with the row’s key and empties the field at once', async () => {
    const { user, onRetry } = renderRetry();
    const field = screen.getByLabelText('Statement password');
    const retry = screen.getByRole('button', { name: 'Retry with password' });
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).not.toHaveAttribute('name');
    expect(retry).toBeDisabled();

    await user.type(field, 'Correct-Horse-7391');
    expect(retry).toBeEnabled();
    await user.click(retry);

    expect(onRetry).toHaveBeenCalledWith('item-1', 'Correct-Horse-7391');
    expect(field).toHaveValue('');
    expect(retry).toBeDisabled();
  });

  it('sends with Enter, and sends nothing while the field is empty', async () => {
    const { user, onRetry } = renderRetry();
    const field = screen.getByLabelText('Statement password');
    await user.type(field, '{Enter}');
    expect(onRetry).not.toHaveBeenCalled();
    await user.type(field, 'not-it{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledWith('item-1', 'not-it');
    expect(field).toHaveValue('');
  });
});
