import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '../../../../common/contracts/settings';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The live settings and their versions (admin only). */
export const getAdminSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings.admin, queryFn: () => request('GET /api/admin/settings') });

export const useAdminSettings = () => useQuery(getAdminSettingsQueryOptions());

/** Saves the document as a new version, built on the version the owner edited. */
export const saveSettings = (basedOn: number, settings: ShopSettings) =>
  request('PUT /api/admin/settings', { body: { basedOn, settings } });

/** Makes an older version the live one again (as a new version). */
export const restoreSettings = (id: number) =>
  request('POST /api/admin/settings/versions/:id/restore', { params: { id: String(id) } });
