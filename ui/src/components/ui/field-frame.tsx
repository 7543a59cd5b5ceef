import { type ReactNode, useId } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** The look of one kind of field: the class of each part. */
export interface FieldFrameClasses {
  field?: string;
  label?: string;
  required?: string;
  hint?: string;
  error?: string;
}

export interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** Marks the label with an asterisk and the control as required for screen readers. */
  required?: boolean;
  className?: string;
  classes: FieldFrameClasses;
  children: (control: ControlProps) => ReactNode;
}

/** A label above one control, with an optional hint and an announced error under it. */
export function FieldFrame({ label, hint, error, required, className, classes, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[classes.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={classes.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
