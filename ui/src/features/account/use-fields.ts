import { type ChangeEvent, useCallback, useState } from 'react';

/**
 * Text fields of one form: values, and which were left once (a message shows only after the
 * person has been in the field, or tried to submit).
 */
export function useFields<T extends Record<string, string>>(initial: T) {
  const [initialValues] = useState<T>(initial);
  const [values, setValues] = useState<T>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});

  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  /** The error to show under a field: only once it was touched. */
  const shown = (name: keyof T, error: string | null) => (touched[name] ? error : null);

  const touchAll = () => setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<keyof T, boolean>);

  const reset = useCallback(() => {
    setValues(initialValues);
    setTouched({});
  }, [initialValues]);

  return { values, bind, shown, touchAll, reset };
}
