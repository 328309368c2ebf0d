// The touch-spin number stepper of spec §4, §5 and §9: a number between bounds (0 to 9999 unless told), step 1, at
// most 4 digits, digits only; minus is disabled at the minimum and plus at the maximum. Typing keeps the value as
// text (the form decides what an empty or out-of-range value means); the buttons step from the typed value.
import { Minus, Plus } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export const TOUCH_SPIN = { min: 0, max: 9999, step: 1, maxLength: 4 } as const;

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'min' | 'max' | 'type' | 'size'
>;

export interface TouchSpinProps extends InputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  /** The small variant, for dense forms. */
  small?: boolean;
}

/** The value after one step, within the bounds; an empty or unreadable value steps from the minimum. */
export function stepped(value: string, direction: 1 | -1, min: number, max: number): string {
  const current = /^\d+$/.test(value) ? Number(value) : min - direction;
  return String(Math.min(max, Math.max(min, current + direction * TOUCH_SPIN.step)));
}

export function TouchSpin({
  id,
  value,
  onChange,
  min = TOUCH_SPIN.min,
  max = TOUCH_SPIN.max,
  small = false,
  className = '',
  ...input
}: TouchSpinProps) {
  const { t } = useTranslation();
  const number = /^\d+$/.test(value) ? Number(value) : undefined;
  return (
    <div
      className={`input-group flex-nowrap touch-spin${small ? ' input-group-sm' : ''}`}
      data-testid={`${id}-spin`}
    >
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={t('form.decrease')}
        aria-controls={id}
        disabled={number !== undefined && number <= min}
        onClick={() => onChange(stepped(value, -1, min, max))}
      >
        <Minus size={14} aria-hidden="true" />
      </button>
      <input
        {...input}
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={TOUCH_SPIN.maxLength}
        className={`${className.includes('form-control') ? '' : 'form-control '}text-center ${className}`}
        value={value}
        // Digits only, as spec §5 says; anything else typed is dropped rather than reported.
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, TOUCH_SPIN.maxLength))}
      />
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={t('form.increase')}
        aria-controls={id}
        disabled={number !== undefined && number >= max}
        onClick={() => onChange(stepped(value, 1, min, max))}
      >
        <Plus size={14} aria-hidden="true" />
      </button>
    </div>
  );
}
