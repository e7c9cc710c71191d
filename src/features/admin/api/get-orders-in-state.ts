import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { StateFilter } from '../admin-desk';

/** Orders in one state (or needing attention), most recently changed first, each with its history. */
export const getOrdersInState = async (state: StateFilter) =>
  (await request('GET /api/admin/orders/state/:state', { params: { state } })).orders;

export const getOrdersInStateQueryOptions = (state: StateFilter) =>
  queryOptions({ queryKey: queryKeys.adminOrders.state(state), queryFn: () => getOrdersInState(state) });

/** Off while no state is chosen. */
export const useOrdersInState = (state: StateFilter | null) =>
  useQuery({ ...getOrdersInStateQueryOptions(state ?? 'paid'), enabled: state !== null });
