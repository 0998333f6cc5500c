import { useId, type FormEvent, type ReactNode } from 'react';

interface Props {
  label: string;
  /** A line under the label: what the code looks like, where it is found. */
  hint?: string;
  placeholder?: string;
  submitLabel: string;
  busy?: boolean;
  /** Why the code was refused, announced and tied to the field. */
  problem?: string;
  /** What the code did, announced once it did it. */
  done?: ReactNode;
  className?: string;
  /** The code as typed, and the form (to clear it once the code is used). */
  onCode(code: string, form: HTMLFormElement): void;
}

/** A field for one code and its button (a coupon, a serial number), with what became of it. */
export function CodeForm({ label, hint, placeholder, submitLabel, busy = false, problem, done, className, onCode }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onCode(String(new FormData(event.currentTarget).get('code') ?? ''), event.currentTarget);
  };
  return (
    <form className={['cm-coupon', className].filter(Boolean).join(' ')} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`} className="cm-coupon__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="cm-serial__hint">
          {hint}
        </p>
      )}
      <div className="cm-coupon__row">
        <input id={`${id}-code`} name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder={placeholder} aria-invalid={!!problem} aria-describedby={described} />
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="cm-coupon__refused" role="alert">
          {problem}
        </p>
      )}
      {!problem && done && (
        <p className="cm-coupon__applied" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
