import type { SettingsVersion } from '../../../../common/contracts/settings';
import { formatWhen } from '../../../../common/dates';
import { Panel } from '../admin-header';
import { RowButton } from './settings-fields';

/** Who changed what and when, newest first; any older version can be made live again. */
export function SettingsVersions({
  versions,
  live,
  busy,
  onRestore,
}: {
  versions: SettingsVersion[];
  live: number;
  busy: boolean;
  onRestore: (id: number) => void;
}) {
  return (
    <Panel
      title="Versions"
      id="settings-versions"
      description="Every save is kept. Restoring saves the old settings again as the newest version."
    >
      {versions.length === 0 ? (
        <p className="text-sm text-stone-600">
          The shop runs on the demo settings; your first save becomes version 2 (the demo is version 1).
        </p>
      ) : (
        <ol className="divide-y divide-stone-100" data-testid="settings-versions">
          {versions.map((v) => (
            <li
              key={v.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid={`settings-version-${v.id}`}
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-ink">
                  Version {v.id}
                  {v.id === live && (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      Live
                    </span>
                  )}
                </p>
                <p className="text-stone-600">
                  {formatWhen(v.createdAt)} · {v.authorEmail ?? 'Demo settings'}
                </p>
                <p className="text-stone-600">
                  {v.restoredFrom !== null
                    ? `Restored version ${v.restoredFrom}`
                    : v.authorEmail === null
                      ? 'The demo settings the shop started with'
                      : v.changes.length > 0
                        ? `Changed: ${v.changes.join(', ')}`
                        : 'No changes'}
                </p>
              </div>
              {v.id !== live && (
                <RowButton label={`Restore version ${v.id}`} onClick={() => !busy && onRestore(v.id)}>
                  Restore
                </RowButton>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
