import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_OTP, OtpInput, isCompleteOtp, otpCode, type OtpDigits } from './OtpInput';

function Harness({ error = false, describedBy }: { error?: boolean; describedBy?: string }) {
  const [value, setValue] = useState<OtpDigits>(EMPTY_OTP);
  return (
    <>
      <OtpInput value={value} onChange={setValue} error={error} describedBy={describedBy} />
      <output aria-label="code">{otpCode(value)}</output>
      <p id="why">Invalid or expired code</p>
    </>
  );
}

const boxes = () =>
  [1, 2, 3, 4, 5, 6].map((n) => screen.getByLabelText<HTMLInputElement>(`Digit ${n}`));
const boxValues = () => boxes().map((box) => box.value);

describe('OtpInput', () => {
  it('renders six numeric boxes with one-time-code autofill on the first', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Verification code' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(6);
    expect(screen.queryByLabelText('Digit 7')).not.toBeInTheDocument();
    const [first, ...rest] = boxes();
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    expect(first).toHaveFocus();
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
    for (const box of rest) expect(box).not.toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('keeps only digits and moves focus forward after each digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('a1-2x');
    expect(boxValues()).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('3456');
    expect(screen.getByLabelText('code')).toHaveTextContent('123456');
    // The last box keeps the focus once all six are filled.
    expect(boxes()[5]).toHaveFocus();
  });

  it("fills every box from a paste of '12a3456'", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.paste('12a3456');
    expect(boxValues()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('fills only the boxes from the current one and ignores extra digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[4]!);
    await user.paste('987');
    expect(boxValues()).toEqual(['', '', '', '', '9', '8']);
  });

  it('moves back and clears the previous box on backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxValues()).toEqual(['1', '', '', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
  });

  it('marks every box invalid and described by the message when in error', () => {
    render(<Harness error describedBy="why" />);
    for (const box of boxes()) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Invalid or expired code');
    }
  });

  it('says nothing about the boxes when not in error', () => {
    render(<Harness />);
    for (const box of boxes()) {
      expect(box).not.toHaveAttribute('aria-invalid', 'true');
      expect(box).not.toHaveAttribute('aria-describedby');
    }
  });

  it('counts a code as complete only with six digits', () => {
    expect(isCompleteOtp(EMPTY_OTP)).toBe(false);
    expect(isCompleteOtp(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isCompleteOtp(['1', '2', '', '4', '5', '6'])).toBe(false);
    expect(isCompleteOtp(['1', '2', '3', '4'])).toBe(false);
    expect(isCompleteOtp(['1', '2', '3', '4', '5', '6'])).toBe(true);
  });
});
