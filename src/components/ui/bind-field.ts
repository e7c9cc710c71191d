import type { ChangeEvent } from 'react';

/** The props that tie a TextField or SelectField to one value of a form: name, value, its message and the edit. */
export function fieldBinder<K extends string>(
  values: { [F in K]: string },
  errors: Partial<Record<K, string>> | undefined,
  onChange: (field: K, value: string) => void,
) {
  return (field: K) => ({
    name: field,
    value: values[field],
    error: errors?.[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(field, e.target.value),
  });
}
