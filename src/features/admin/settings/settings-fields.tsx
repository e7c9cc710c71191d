import { useId, type ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import type { Claim } from '../../../../common/contracts/settings';
import type { DraftErrors } from './settings-draft';

/** A price in dollars, with its message under it. */
export function MoneyField(props: {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (v: string) => void;
  testId?: string;
}) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      error={props.error}
      hint={props.hint}
      inputMode="decimal"
      autoComplete="off"
      placeholder={props.hint ? 'none' : '0.00'}
      data-testid={props.testId}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/** A long text with its message under it (TextAreaField has none of its own). */
export function LongTextField(props: {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  rows?: number;
  onChange: (v: string) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div>
      <TextAreaField
        label={props.label}
        value={props.value}
        hint={props.hint}
        rows={props.rows}
        invalid={Boolean(props.error)}
        aria-errormessage={props.error ? id : undefined}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
          {props.error}
        </p>
      )}
    </div>
  );
}

export function ShowToggle({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-stone-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 rounded border-stone-300 text-brand-600 focus:ring-brand-500"
      />
      {label}
    </label>
  );
}

export function RowButton({ children, onClick, label }: { children: ReactNode; onClick: () => void; label?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={
        'rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-stone-200 ' +
        'hover:bg-stone-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500'
      }
    >
      {children}
    </button>
  );
}

/** One list of claims ('10,000+' 'portraits created'), each with its switch. */
export function ClaimRows({
  claims,
  path,
  errors,
  max,
  noun,
  onChange,
}: {
  claims: Claim[];
  path: string;
  errors: DraftErrors;
  max: number;
  noun: string;
  onChange: (claims: Claim[]) => void;
}) {
  const set = (i: number, patch: Partial<Claim>) => onChange(claims.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <div className="space-y-3">
      {claims.map((c, i) => (
        <fieldset
          key={i}
          className="grid items-end gap-3 rounded-2xl bg-stone-50 p-3 sm:grid-cols-[8rem_1fr_auto_auto]"
        >
          <legend className="sr-only">
            {noun} {i + 1}
          </legend>
          <TextField
            label="Figure"
            value={c.value}
            error={errors[`${path}.${i}.value`]}
            onChange={(e) => set(i, { value: e.target.value })}
          />
          <TextField
            label="Label"
            value={c.label}
            error={errors[`${path}.${i}.label`]}
            onChange={(e) => set(i, { label: e.target.value })}
          />
          <div className="pb-2.5">
            <ShowToggle checked={c.on} onChange={(on) => set(i, { on })} label="Show" />
          </div>
          <div className="pb-1">
            <RowButton
              onClick={() => onChange(claims.filter((_, j) => j !== i))}
              label={`Remove ${noun.toLowerCase()} ${i + 1}`}
            >
              Remove
            </RowButton>
          </div>
        </fieldset>
      ))}
      {claims.length < max && (
        <RowButton onClick={() => onChange([...claims, { value: '', label: '', on: true }])}>
          Add {noun.toLowerCase()}
        </RowButton>
      )}
    </div>
  );
}
