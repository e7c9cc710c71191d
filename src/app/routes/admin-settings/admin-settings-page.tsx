import { useState } from 'react';
import type { AdminSettings, ShopSettings } from '../../../../common/contracts/settings';
import { claimsAreExamples } from '../../../../common/shop-settings';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AdminPage } from '../../../features/admin/admin-header';
import { errorMessage } from '../../../features/admin/admin-desk';
import { useAdminSettings } from '../../../features/admin/api/shop-settings';
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

const INTRO =
  "Prices, token packs, the home page's claims and reviews, the policies and the shop's name. Preview a change, " +
  'then save it: every page of the shop shows it at once, and each save is kept as a version you can restore.';

/** /admin/settings: the storefront's prices, packs, claims, reviews, policies and name; previewed, saved as versions. */
export function AdminSettingsPage() {
  const admin = useAdminSettings();
  return (
    <AdminPage title="Storefront" text={INTRO}>
      {admin.isPending ? (
        <Spinner label="Loading settings..." className="py-20" />
      ) : admin.isError ? (
        <div role="alert" className="mt-8 rounded-2xl bg-red-50 p-5 text-sm text-red-800 ring-1 ring-red-100">
          Failed to load the settings: {errorMessage(admin.error)}
        </div>
      ) : (
        <SettingsForm admin={admin.data} />
      )}
    </AdminPage>
  );
}

function SettingsForm({ admin }: { admin: AdminSettings }) {
  const editor = useSettingsEditor(admin);
  const [preview, setPreview] = useState<ShopSettings | null>(null);
  const { draft, errors, status, busy } = editor;
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
  const sections = { draft, errors, update };
  return (
    <form
      className="mt-8 space-y-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void editor.save().then(() => setPreview(null));
      }}
    >
      <ShopSection {...sections} />
      <PricesSection {...sections} />
      <PacksSection {...sections} />
      <ClaimsSection {...sections} examples={claimsAreExamples(admin.settings)} />
      <ReviewsSection {...sections} />
      <PoliciesSection {...sections} />
      <div id="settings-preview" className="scroll-mt-24">
        {preview && <SettingsPreview settings={preview} />}
      </div>
      <div
        className={
          'sticky bottom-0 z-10 -mx-4 border-t border-stone-200 bg-cream/95 px-4 py-4 backdrop-blur ' +
          'sm:mx-0 sm:rounded-2xl sm:border sm:px-5'
        }
      >
        <p
          aria-live="polite"
          data-testid="settings-status"
          className={`mb-3 text-sm font-medium ${status?.kind === 'error' ? 'text-red-700' : 'text-emerald-800'}`}
        >
          {status?.text ?? (admin.version === 0 ? 'Live: the demo settings.' : `Live: version ${admin.version}.`)}
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
              editor.discard(admin);
              setPreview(null);
            }}
            disabled={busy}
          >
            Discard changes
          </Button>
        </div>
      </div>
      <SettingsVersions
        versions={admin.versions}
        live={admin.version}
        busy={busy}
        onRestore={(id) => void editor.restore(id)}
      />
    </form>
  );
}
