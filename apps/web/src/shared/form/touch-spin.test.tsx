import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stepped, TouchSpin } from './TouchSpin';

function Stepper({ initial, min, max }: { initial: string; min?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return <TouchSpin id="spin" aria-label="Count" value={value} onChange={setValue} min={min} max={max} />;
}

describe('the touch-spin stepper (spec §4, §5, §9)', () => {
  it('steps by 1 within 0 to 9999 by default', () => {
    expect(stepped('5', 1, 0, 9999)).toBe('6');
    expect(stepped('0', -1, 0, 9999)).toBe('0');
    expect(stepped('9999', 1, 0, 9999)).toBe('9999');
    expect(stepped('', 1, 0, 9999)).toBe('0');
  });

  it('disables minus at the minimum and plus at the maximum, and takes digits only, four at most', () => {
    render(<Stepper initial="1" min={1} max={3} />);
    const minus = screen.getByRole('button', { name: 'form.decrease' });
    const plus = screen.getByRole('button', { name: 'form.increase' });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Count' });
    expect(minus).toBeDisabled();
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(input.value).toBe('3');
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
    fireEvent.change(input, { target: { value: '12a345' } });
    expect(input.value).toBe('1234');
    expect(input).toHaveAttribute('maxLength', '4');
  });
});
