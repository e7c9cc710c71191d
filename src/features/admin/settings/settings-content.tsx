import type { Testimonial } from '../../../../common/contracts/settings';
import { TextField } from '../../../components/ui/text-field';
import { Panel } from '../admin-header';
import { LongTextField, RowButton, ShowToggle } from './settings-fields';
import type { SectionProps } from './settings-sections';

type Props = SectionProps;

let added = 0;
const blankReview = (): Testimonial => ({
  id: `review-${Date.now().toString(36)}-${++added}`,
  name: '',
  pet: '',
  quote: '',
  rating: 5,
  on: true,
});

export function ReviewsSection({ draft, errors, update }: Props) {
  const items = draft.testimonials.items;
  const setItems = (next: Testimonial[]) => update((d) => ({ ...d, testimonials: { ...d.testimonials, items: next } }));
  const set = (i: number, patch: Partial<Testimonial>) =>
    setItems(items.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const err = (i: number, f: string) => errors[`testimonials.items.${i}.${f}`];
  return (
    <Panel
      title="Reviews"
      id="settings-reviews"
      description="'What Pet Parents Say' on the home page: real words from real customers, with their permission."
    >
      <ShowToggle
        checked={draft.testimonials.on}
        onChange={(on) => update((d) => ({ ...d, testimonials: { ...d.testimonials, on } }))}
        label="Show the reviews"
      />
      <div className="mt-4 space-y-4">
        {items.map((r, i) => (
          <fieldset key={r.id} className="space-y-3 rounded-2xl bg-stone-50 p-4">
            <legend className="sr-only">Review {i + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-[1fr_1fr_8rem]">
              <TextField
                label="Name"
                value={r.name}
                error={err(i, 'name')}
                onChange={(e) => set(i, { name: e.target.value })}
              />
              <TextField
                label="Pet"
                value={r.pet}
                error={err(i, 'pet')}
                onChange={(e) => set(i, { pet: e.target.value })}
              />
              <label className="text-sm font-medium text-stone-700">
                <span className="mb-1.5 block">Stars</span>
                <select
                  value={r.rating ?? ''}
                  onChange={(e) => set(i, { rating: e.target.value ? Number(e.target.value) : null })}
                  className="block w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base sm:text-sm"
                >
                  <option value="">None</option>
                  {[5, 4, 3, 2, 1].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <LongTextField
              label="Review"
              rows={3}
              value={r.quote}
              error={err(i, 'quote')}
              onChange={(quote) => set(i, { quote })}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <ShowToggle checked={r.on} onChange={(on) => set(i, { on })} label="Show this review" />
              <RowButton label={`Remove review ${i + 1}`} onClick={() => setItems(items.filter((_, j) => j !== i))}>
                Remove
              </RowButton>
            </div>
          </fieldset>
        ))}
        {items.length < 6 && <RowButton onClick={() => setItems([...items, blankReview()])}>Add review</RowButton>}
      </div>
    </Panel>
  );
}

const POLICY_FIELDS = [
  { key: 'terms', label: 'Terms of Service' },
  { key: 'privacy', label: 'Privacy Policy' },
  { key: 'returns', label: 'Returns & Refunds' },
] as const;

export function PoliciesSection({ draft, errors, update }: Props) {
  return (
    <Panel
      title="Policies"
      id="settings-policies"
      description="Markdown: '## ' starts a section, '- ' a list item, **bold**, [a link](https://…). {shop_name} and {support_email} are filled in. HTML is shown as text."
    >
      <div className="space-y-5">
        {POLICY_FIELDS.map((p) => (
          <LongTextField
            key={p.key}
            label={p.label}
            rows={10}
            value={draft.policies[p.key]}
            error={errors[`policies.${p.key}`]}
            testId={`policy-${p.key}`}
            onChange={(v) => update((d) => ({ ...d, policies: { ...d.policies, [p.key]: v } }))}
          />
        ))}
      </div>
    </Panel>
  );
}
