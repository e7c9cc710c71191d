import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '../../../../common/contracts/settings';
import { queryKeys } from '../../../lib/query-keys';
import { errorMessage } from '../admin-desk';
import { restoreSettings, saveSettings, useAdminSettings } from '../api/shop-settings';
import { readDraft, toDraft, type Draft, type DraftErrors } from './settings-draft';

export type EditorStatus = { kind: 'saved' | 'error'; text: string } | null;

/**
 * The settings page's state: the draft, its field messages (shown once the owner tries to preview or
 * save), save and restore. A saved version becomes this tab's live settings at once (the shop's pages
 * in this tab show it); other tabs and nodes get it from the server.
 */
export function useSettingsEditor() {
  const queryClient = useQueryClient();
  const admin = useAdminSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  // The version the draft was made from: a save built on it is refused if another was saved since (409).
  const [base, setBase] = useState(0);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [status, setStatus] = useState<EditorStatus>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (admin.data && !draft) {
      setDraft(toDraft(admin.data.settings));
      setBase(admin.data.version);
    }
  }, [admin.data, draft]);

  const adopt = useCallback(
    (reply: AdminSettings) => {
      queryClient.setQueryData(queryKeys.settings.admin, reply);
      queryClient.setQueryData(queryKeys.settings.all, { version: reply.version, settings: reply.settings });
      setDraft(toDraft(reply.settings));
      setBase(reply.version);
      setErrors({});
    },
    [queryClient],
  );

  /** The draft as a document, or null with every field's message shown. */
  const check = useCallback(() => {
    if (!draft) return null;
    const read = readDraft(draft);
    setErrors(read.errors ?? {});
    return read.settings;
  }, [draft]);

  const update = useCallback((change: (d: Draft) => Draft) => {
    setDraft((d) => (d ? change(d) : d));
    setStatus(null);
  }, []);

  const run = async (work: () => Promise<AdminSettings>, done: (r: AdminSettings) => string) => {
    setBusy(true);
    try {
      const reply = await work();
      adopt(reply);
      setStatus({ kind: 'saved', text: done(reply) });
    } catch (err) {
      setStatus({ kind: 'error', text: errorMessage(err, 'The settings could not be saved.') });
    } finally {
      setBusy(false);
    }
  };

  return {
    admin,
    draft,
    errors,
    status,
    busy,
    update,
    check,
    save: async () => {
      const settings = check();
      if (!settings || !admin.data) {
        setStatus({ kind: 'error', text: 'Some fields need a fix (marked below). Nothing was saved.' });
        return;
      }
      await run(
        () => saveSettings(base, settings),
        (r) => `Saved as version ${r.version}. Every page of the shop shows it now.`,
      );
    },
    restore: (id: number) =>
      run(
        () => restoreSettings(id),
        (r) => `Version ${id} restored (now version ${r.version}).`,
      ),
    discard: () => {
      if (admin.data) {
        setDraft(toDraft(admin.data.settings));
        setBase(admin.data.version);
      }
      setErrors({});
      setStatus(null);
    },
  };
}
export type SettingsEditor = ReturnType<typeof useSettingsEditor>;
