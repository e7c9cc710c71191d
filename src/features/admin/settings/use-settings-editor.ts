import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '../../../../common/contracts/settings';
import { queryKeys } from '../../../lib/query-keys';
import { errorMessage } from '../admin-desk';
import { restoreSettings, saveSettings } from '../api/shop-settings';
import { readDraft, toDraft, type Draft, type DraftErrors } from './settings-draft';

export type EditorStatus = { kind: 'saved' | 'error'; text: string } | null;

/**
 * The settings form's state, from the settings as loaded: the draft, its field messages (shown once the
 * owner previews or saves), save, restore and discard. A saved version becomes this tab's live settings
 * at once (the shop's pages in this tab show it); other tabs and nodes get it from the server.
 */
export function useSettingsEditor(loaded: AdminSettings) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => toDraft(loaded.settings));
  // The version the draft was made from: a save built on it is refused if another was saved since (409).
  const [base, setBase] = useState(loaded.version);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [status, setStatus] = useState<EditorStatus>(null);
  const [busy, setBusy] = useState(false);

  const reset = useCallback((from: Pick<AdminSettings, 'settings' | 'version'>) => {
    setDraft(toDraft(from.settings));
    setBase(from.version);
    setErrors({});
  }, []);

  /** The draft as a document, or null with every field's message shown. */
  const check = useCallback(() => {
    const read = readDraft(draft);
    setErrors(read.errors ?? {});
    return read.settings;
  }, [draft]);

  const update = useCallback((change: (d: Draft) => Draft) => {
    setDraft(change);
    setStatus(null);
  }, []);

  const run = async (work: () => Promise<AdminSettings>, done: (r: AdminSettings) => string) => {
    setBusy(true);
    try {
      const reply = await work();
      queryClient.setQueryData(queryKeys.settings.admin, reply);
      queryClient.setQueryData(queryKeys.settings.all, { version: reply.version, settings: reply.settings });
      reset(reply);
      setStatus({ kind: 'saved', text: done(reply) });
    } catch (err) {
      setStatus({ kind: 'error', text: errorMessage(err, 'The settings could not be saved.') });
    } finally {
      setBusy(false);
    }
  };

  return {
    draft,
    errors,
    status,
    busy,
    update,
    check,
    save: async () => {
      const settings = check();
      if (!settings) {
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
    /** Back to the live settings (as the desk last read them). */
    discard: (live: AdminSettings) => {
      reset(live);
      setStatus(null);
    },
  };
}
export type SettingsEditor = ReturnType<typeof useSettingsEditor>;
