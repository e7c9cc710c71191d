import { useId, useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ShopSettings } from '../../../../common/contracts/settings';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { queryKeys } from '../../../lib/query-keys';
import { PackageCards } from '../../../features/tokens/package-cards';
import { Testimonials } from '../../../features/content/testimonials';
import { PrivacyPolicy, ReturnsPolicy, TermsOfService } from '../../../features/content/policies';
import { SizeOptions } from '../create/frame-options';
import { HeroClaims } from '../home/hero';
import { Sizes } from '../home/sizes';

const TABS = [
  { id: 'home', label: 'Home' },
  { id: 'prices', label: 'Prices' },
  { id: 'packs', label: 'Token packs' },
  { id: 'policies', label: 'Policies' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/**
 * The unsaved settings as a customer would see them: the shop's own components, under a query client
 * that holds the draft instead of the live settings (nothing is fetched or saved).
 */
export function SettingsPreview({ settings }: { settings: ShopSettings }) {
  const [tab, setTab] = useState<Tab>('home');
  const ids = useId();
  const client = useMemo(() => {
    const c = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    c.setQueryData(queryKeys.settings.all, { version: -1, settings });
    return c;
  }, [settings]);
  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="rounded-3xl bg-white p-5 shadow-sm ring-2 ring-brand-300 sm:p-7"
      data-testid="settings-preview"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${ids}-heading`} className="text-xl font-semibold tracking-tight">
          Preview <span className="text-sm font-medium text-stone-500">(not saved yet)</span>
        </h2>
        <SegmentedTabs
          options={TABS}
          value={tab}
          onChange={setTab}
          label="Preview of"
          panelId={`${ids}-panel`}
          idPrefix={ids}
        />
      </div>
      <div
        id={`${ids}-panel`}
        role="tabpanel"
        aria-labelledby={`${ids}-${tab}`}
        className="mt-5 overflow-hidden rounded-2xl bg-cream ring-1 ring-stone-200"
      >
        <QueryClientProvider client={client}>
          {tab === 'home' && (
            <div className="p-4">
              <HeroClaims />
              <Testimonials />
            </div>
          )}
          {tab === 'prices' && (
            <div className="space-y-6 p-4">
              <SizeOptions value={null} onChange={() => {}} />
              <Sizes art={undefined} />
            </div>
          )}
          {tab === 'packs' && (
            <div className="p-4 pt-8">
              <PackageCards onBuy={() => {}} />
            </div>
          )}
          {tab === 'policies' && (
            <div className="space-y-10 bg-white p-6">
              <TermsOfService />
              <PrivacyPolicy />
              <ReturnsPolicy />
            </div>
          )}
        </QueryClientProvider>
      </div>
    </section>
  );
}
