interface Props {
  value: number;
  max: number;
  onChange(next: number): void;
  /** Names the group ("Quantity of Python workbook"). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
}

/** − and + around a quantity, from 1 to `max` (a course's 1, a product's stock). */
export function QuantityStepper({ value, max, onChange, label, decreaseLabel, increaseLabel, disabled = false }: Props) {
  return (
    <div className="cm-stepper" role="group" aria-label={label}>
      <button type="button" className="cm-stepper__button" aria-label={decreaseLabel} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <output className="cm-stepper__value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="cm-stepper__button" aria-label={increaseLabel} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
