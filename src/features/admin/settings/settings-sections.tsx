import { FRAME_SIZES, SIZE_LABELS, type FrameSize } from '../../../../common/catalog';
import { TextField } from '../../../components/ui/text-field';
import { Panel } from '../admin-header';
import { rowKey, type Draft, type DraftErrors } from './settings-draft';
import { ClaimRows, MoneyField, RowButton } from './settings-fields';

/** What each section of the settings form gets: the draft, the field messages, and the edit. */
export type SectionProps = {
  draft: Draft;
  errors: DraftErrors;
  update: (change: (d: Draft) => Draft) => void;
};
type Props = SectionProps;

export function ShopSection({ draft, errors, update }: Props) {
  const set = (patch: Partial<Draft['shop']>) => update((d) => ({ ...d, shop: { ...d.shop, ...patch } }));
  return (
    <Panel
      title="Shop"
      id="settings-shop"
      description="Shown in the header, the footer, the policies and every e-mail."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Shop name"
          value={draft.shop.name}
          error={errors['shop.name']}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          label="Support e-mail"
          type="email"
          value={draft.shop.supportEmail}
          error={errors['shop.supportEmail']}
          onChange={(e) => set({ supportEmail: e.target.value })}
        />
        <TextField
          label="E-mail sender name"
          value={draft.shop.senderName}
          error={errors['shop.senderName']}
          onChange={(e) => set({ senderName: e.target.value })}
        />
      </div>
    </Panel>
  );
}

export function PricesSection({ draft, errors, update }: Props) {
  const setSize = (size: FrameSize, patch: Partial<Draft['digital']>) =>
    update((d) => ({ ...d, prints: { ...d.prints, [size]: { ...d.prints[size], ...patch } } }));
  const setDigital = (patch: Partial<Draft['digital']>) =>
    update((d) => ({ ...d, digital: { ...d.digital, ...patch } }));
  const rows = [
    ...FRAME_SIZES.map((s) => ({
      key: s,
      label: `${SIZE_LABELS[s]} framed print`,
      value: draft.prints[s],
      path: `prints.${s}`,
    })),
    { key: 'digital' as const, label: 'Digital download', value: draft.digital, path: 'digital' },
  ];
  return (
    <Panel
      title="Prices"
      id="settings-prices"
      description={
        'In US dollars, frame colour and shipping included. A regular price shows crossed out beside the price; ' +
        'leave it empty to show none.'
      }
    >
      <div className="space-y-3">
        {rows.map((r) => (
          <fieldset
            key={r.key}
            className="grid gap-3 rounded-2xl bg-stone-50 p-3 sm:grid-cols-[10rem_1fr_1fr] sm:items-start"
          >
            <legend className="sr-only">{r.label}</legend>
            <p aria-hidden="true" className="text-sm font-semibold text-ink sm:pt-8">
              {r.label}
            </p>
            <MoneyField
              label={`${r.label}: price`}
              value={r.value.price}
              error={errors[`${r.path}.priceCents`]}
              testId={`price-${r.key}`}
              onChange={(price) => (r.key === 'digital' ? setDigital({ price }) : setSize(r.key, { price }))}
            />
            <MoneyField
              label={`${r.label}: regular price`}
              value={r.value.compareAt}
              error={errors[`${r.path}.compareAtCents`]}
              hint="Optional"
              testId={`compare-${r.key}`}
              onChange={(compareAt) =>
                r.key === 'digital' ? setDigital({ compareAt }) : setSize(r.key, { compareAt })
              }
            />
          </fieldset>
        ))}
      </div>
    </Panel>
  );
}

export function PacksSection({ draft, errors, update }: Props) {
  const packs = draft.tokenPacks;
  const set = (i: number, patch: Partial<Draft['tokenPacks'][number]>) =>
    update((d) => ({ ...d, tokenPacks: d.tokenPacks.map((p, j) => (j === i ? { ...p, ...patch } : p)) }));
  return (
    <Panel
      title="Token packs"
      id="settings-packs"
      description="One to four packs. A badge such as 'Most Popular' makes a pack stand out."
    >
      <div className="space-y-3">
        {packs.map((p, i) => (
          <fieldset
            key={p.key}
            className="grid items-start gap-3 rounded-2xl bg-stone-50 p-3 sm:grid-cols-[7rem_9rem_1fr_auto]"
          >
            <legend className="sr-only">Pack {i + 1}</legend>
            <TextField
              label="Tokens"
              inputMode="numeric"
              value={p.tokens}
              error={errors[`tokenPacks.${i}.tokens`] ?? errors[`tokenPacks.${i}.id`]}
              onChange={(e) => set(i, { tokens: e.target.value })}
            />
            <MoneyField
              label="Price"
              value={p.price}
              error={errors[`tokenPacks.${i}.priceCents`]}
              onChange={(price) => set(i, { price })}
            />
            <TextField
              label="Badge"
              value={p.badge}
              placeholder="none"
              error={errors[`tokenPacks.${i}.badge`]}
              onChange={(e) => set(i, { badge: e.target.value })}
            />
            {packs.length > 1 && (
              <div className="sm:pt-7">
                <RowButton
                  label={`Remove pack ${i + 1}`}
                  onClick={() => update((d) => ({ ...d, tokenPacks: d.tokenPacks.filter((_, j) => j !== i) }))}
                >
                  Remove
                </RowButton>
              </div>
            )}
          </fieldset>
        ))}
        {errors.tokenPacks && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {errors.tokenPacks}
          </p>
        )}
        {packs.length < 4 && (
          <RowButton
            onClick={() =>
              update((d) => ({
                ...d,
                tokenPacks: [...d.tokenPacks, { key: rowKey(), tokens: '', price: '', badge: '' }],
              }))
            }
          >
            Add pack
          </RowButton>
        )}
      </div>
    </Panel>
  );
}

export function ClaimsSection({ draft, errors, update, examples }: Props & { examples: boolean }) {
  return (
    <Panel
      title="Home page claims"
      id="settings-claims"
      description="Shown under the headline and beside the reviews. Switch off any you cannot stand behind."
    >
      {examples && (
        <p
          className="mb-4 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="examples-note"
        >
          These claims, figures and reviews are <strong>examples</strong> from the demo shop. Replace them with your own
          or switch them off before you open.
        </p>
      )}
      <h3 className="text-sm font-semibold uppercase tracking-wider text-stone-500">Under the headline</h3>
      <div className="mt-3">
        <ClaimRows
          claims={draft.heroClaims}
          path="heroClaims"
          errors={errors}
          max={3}
          noun="Claim"
          onChange={(heroClaims) => update((d) => ({ ...d, heroClaims }))}
        />
      </div>
      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-stone-500">Figures beside the reviews</h3>
      <div className="mt-3">
        <ClaimRows
          claims={draft.stats}
          path="stats"
          errors={errors}
          max={4}
          noun="Figure"
          onChange={(stats) => update((d) => ({ ...d, stats }))}
        />
      </div>
    </Panel>
  );
}
