import { useState } from 'react';
import type { ShopSettings } from '../../../../common/contracts/settings';
import { claimsAreExamples } from '../../../../common/shop-settings';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AdminPage } from '../../../features/admin/admin-header';
import { errorMessage } from '../../../features/admin/admin-desk';
import {
  ClaimsSection,
  PacksSection,
  PricesSection,
  ShopSection,
} from '../../../features/admin/settings/settings-sections';
import { PoliciesSection, ReviewsSection } from '../../../features/admin/settings/settings-content';
import { SettingsVersions } from '../../../features/admin/settings/settings-versions';
import { useSettingsEditor } from '../../../features/admin/settings/use-settings-editor';
import { SettingsPreview } from './settings-preview';

/** /admin/settings: the storefront's prices, packs, claims, reviews, policies and name; previewed, saved as versions. */
export function AdminSettingsPage() {
  const editor = useSettingsEditor();
  const [preview, setPreview] = useState<ShopSettings | null>(null);
  const { draft, errors, status, busy, admin } = editor;
  const showPreview = () => {
    const settings = editor.check();
    setPreview(settings);
    if (settings)
      requestAnimationFrame(() => document.getElementById('settings-preview')?.scrollIntoView({ block: 'start' }));
  };
  const update: typeof editor.update = (change) => {
    editor.update(change);
    setPreview(null);
  };
  return (
    <AdminPage
      title="Storefront"
      text="Prices, token packs, the home page's claims and reviews, the policies and the shop's name. Preview a change, then save it: every page of the shop shows it at once, and each save is kept as a version you can restore."
    >
      {admin.isPending || (admin.data && !draft) ? (
        <Spinner label="Loading settings..." className="py-20" />
      ) : admin.isError || !draft || !admin.data ? (
        <div role="alert" className="mt-8 rounded-2xl bg-red-50 p-5 text-sm text-red-800 ring-1 ring-red-100">
          Failed to load the settings: {errorMessage(admin.error)}
        </div>
      ) : (
        <form
          className="mt-8 space-y-6"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void editor.save().then(() => setPreview(null));
          }}
        >
          <ShopSection draft={draft} errors={errors} update={update} />
          <PricesSection draft={draft} errors={errors} update={update} />
          <PacksSection draft={draft} errors={errors} update={update} />
          <ClaimsSection
            draft={draft}
            errors={errors}
            update={update}
            examples={claimsAreExamples(admin.data.settings)}
          />
          <ReviewsSection draft={draft} errors={errors} update={update} />
          <PoliciesSection draft={draft} errors={errors} update={update} />
          <div id="settings-preview" className="scroll-mt-24">
            {preview && <SettingsPreview settings={preview} />}
          </div>
          <div className="sticky bottom-0 z-10 -mx-4 border-t border-stone-200 bg-cream/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-5">
            <p
              aria-live="polite"
              data-testid="settings-status"
              className={`mb-3 text-sm font-medium ${status?.kind === 'error' ? 'text-red-700' : 'text-emerald-800'}`}
            >
              {status?.text ??
                (admin.data.version === 0 ? 'Live: the demo settings.' : `Live: version ${admin.data.version}.`)}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button type="button" variant="secondary" onClick={showPreview} disabled={busy}>
                Preview
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving...' : 'Save changes'}
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  editor.discard();
                  setPreview(null);
                }}
                disabled={busy}
              >
                Discard changes
              </Button>
            </div>
          </div>
          <SettingsVersions
            versions={admin.data.versions}
            live={admin.data.version}
            busy={busy}
            onRestore={(id) => void editor.restore(id)}
          />
        </form>
      )}
    </AdminPage>
  );
}
