import { changeText, changeTone, shareText } from './change';

describe('change on the period before', () => {
  it('words each kind of change', () => {
    expect(changeText(null)).toBe('New');
    expect(changeText('12.5')).toBe('+12.5%');
    expect(changeText('-3.0')).toBe('-3%');
    expect(changeText('0.0')).toBe('0%');
    expect(changeText('-100.0')).toBe('-100%');
    expect(changeTone('12.5')).toBe('up');
    expect(changeTone('-0.1')).toBe('down');
    expect(changeTone('0.0')).toBe('flat');
    expect(changeTone(null)).toBe('new');
  });

  it('shows shares without a trailing .0', () => {
    expect(shareText('28.1')).toBe('28.1%');
    expect(shareText('100.0')).toBe('100%');
  });
});
