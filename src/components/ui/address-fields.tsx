import { TextField } from './text-field';
import { SelectField } from './select-field';
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
        name="address1"
        autoComplete="address-line1"
        value={value.address1}
        invalid={bad('address1')}
        error={errors?.address1}
        disabled={disabled}
        onChange={(e) => onChange('address1', e.target.value)}
      />
      <TextField
        label="Apartment, suite, etc. (optional)"
        name="address2"
        autoComplete="address-line2"
        value={value.address2}
        error={errors?.address2}
        disabled={disabled}
        onChange={(e) => onChange('address2', e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          value={value.city}
          invalid={bad('city')}
          error={errors?.city}
          disabled={disabled}
          onChange={(e) => onChange('city', e.target.value)}
        />
        <SelectField
          label="State"
          name="region"
          autoComplete="address-level1"
          value={value.region}
          placeholder="Select state"
          options={states}
          invalid={bad('region')}
          error={errors?.region}
          disabled={disabled}
          onChange={(e) => onChange('region', e.target.value)}
        />
        <TextField
          label="ZIP code"
          name="zip"
          autoComplete="postal-code"
          inputMode="numeric"
          value={value.zip}
          invalid={bad('zip')}
          error={errors?.zip}
          disabled={disabled}
          onChange={(e) => onChange('zip', e.target.value)}
        />
      </div>
    </>
  );
}
