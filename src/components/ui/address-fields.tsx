import { TextField } from './text-field';
import { SelectField } from './select-field';
import { fieldBinder } from './bind-field';
import { US_STATES } from '../../../common/contracts/us-states';

export type AddressValue = { address1: string; address2: string; city: string; region: string; zip: string };
type Field = keyof AddressValue | 'country';

type Props = {
  value: AddressValue;
  onChange: (field: keyof AddressValue, value: string) => void;
  invalid?: ReadonlySet<string>;
  /** Each field's message (shown under it, tied to it and announced). */
  errors?: Partial<Record<Field, string>>;
  disabled?: boolean;
};

const COUNTRIES = [['US', 'United States']] as const;

/** Country (United States only), address, apartment, city, state and ZIP — shared by /cart and /account. */
export const SHIPS_TO = 'Framed prints ship to the United States only.';

export function AddressFields({ value, onChange, invalid, errors, disabled }: Props) {
  const bad = (f: Field) => Boolean(invalid?.has(f) || errors?.[f]);
  const bind = fieldBinder<keyof AddressValue>(value, errors, onChange);
  const states =
    US_STATES.some(([c]) => c === value.region) || !value.region
      ? US_STATES
      : [...US_STATES, [value.region, value.region] as const];
  return (
    <>
      <SelectField
        label="Country"
        name="country"
        value="US"
        onChange={() => {}}
        options={COUNTRIES}
        disabled={disabled}
        autoComplete="country"
        hint={SHIPS_TO}
      />
      <TextField
        label="Address"
        autoComplete="address-line1"
        invalid={bad('address1')}
        disabled={disabled}
        {...bind('address1')}
      />
      <TextField
        label="Apartment, suite, etc. (optional)"
        autoComplete="address-line2"
        disabled={disabled}
        {...bind('address2')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="City"
          autoComplete="address-level2"
          invalid={bad('city')}
          disabled={disabled}
          {...bind('city')}
        />
        <SelectField
          label="State"
          autoComplete="address-level1"
          placeholder="Select state"
          options={states}
          invalid={bad('region')}
          disabled={disabled}
          {...bind('region')}
        />
        <TextField
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          invalid={bad('zip')}
          disabled={disabled}
          {...bind('zip')}
        />
      </div>
    </>
  );
}
