import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_OTP, OtpInput, isCompleteOtp, otpCode, type OtpDigits } from './OtpInput';

function Harness() {
  const [value, setValue] = useState<OtpDigits>(EMPTY_OTP);
  return (
    <>
      <OtpInput value={value} onChange={setValue} />
      <output aria-label="code">{otpCode(value)}</output>
    </>
  );
}

const boxes = () => [1, 2, 3, 4].map((n) => screen.getByLabelText<HTMLInputElement>(`Digit ${n}`));
const boxValues = () => boxes().map((box) => box.value);

describe('OtpInput', () => {
  it('renders four numeric boxes with one-time-code autofill on the first', () => {
    render(<Harness />);
    const [first, ...rest] = boxes();
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
    for (const box of rest) expect(box).not.toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('keeps only digits and moves focus forward after each digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('a1-2x');
    expect(boxValues()).toEqual(['1', '2', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('34');
    expect(screen.getByLabelText('code')).toHaveTextContent('1234');
  });

  it("fills every box from a paste of '12a34'", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.paste('12a34');
    expect(boxValues()).toEqual(['1', '2', '3', '4']);
  });

  it('fills only the boxes from the current one and ignores extra digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]!);
    await user.paste('987');
    expect(boxValues()).toEqual(['', '', '9', '8']);
  });

  it('moves back and clears the previous box on backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxValues()).toEqual(['1', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
  });

  it('counts a code as complete only with four digits', () => {
    expect(isCompleteOtp(['1', '2', '3', ''])).toBe(false);
    expect(isCompleteOtp(['1', '', '3', '4'])).toBe(false);
    expect(isCompleteOtp(['1', '2', '3', '4'])).toBe(true);
  });
});
