import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useTokenPurchase } from './use-token-purchase';
import { createPaymentIntent } from './api/create-payment-intent';
import toast from '../../lib/toast';
import { DEFAULT_STOREFRONT } from '../../../common/shop-settings';

vi.mock('./api/create-payment-intent', () => ({ createPaymentIntent: vi.fn() }));
vi.mock('../../lib/toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));
const create = vi.mocked(createPaymentIntent);
const pack = DEFAULT_STOREFRONT.tokenPacks[0]!;

describe('useTokenPurchase', () => {
  afterEach(() => vi.clearAllMocks());

  it('confirms a package chosen while the session loads, and starts the payment once it is known', async () => {
    create.mockResolvedValue({ clientSecret: 'cs', paymentId: 'p', provider: 'local', tokens: pack.tokens } as never);
    const hook = renderHook(({ uid, pending }) => useTokenPurchase(uid, pending), {
      initialProps: { uid: undefined as string | undefined, pending: true },
    });
    act(() => hook.result.current.choose(pack));
    expect(toast.error).not.toHaveBeenCalled();
    expect(hook.result.current.chosen).toEqual(pack);
    expect(hook.result.current.starting).toBe(true);
    await act(() => hook.result.current.confirm());
    expect(create).not.toHaveBeenCalled();

    hook.rerender({ uid: 'u1', pending: false });
    expect(hook.result.current.starting).toBe(false);
    await act(() => hook.result.current.confirm());
    await waitFor(() => expect(hook.result.current.session?.clientSecret).toBe('cs'));
    expect(create).toHaveBeenCalledWith(pack.id, 'u1');
  });

  it('asks a visitor who chose while the session loaded to log in once it says signed out', () => {
    const hook = renderHook(({ pending }) => useTokenPurchase(undefined, pending), { initialProps: { pending: true } });
    act(() => hook.result.current.choose(pack));
    expect(hook.result.current.chosen).toEqual(pack);
    hook.rerender({ pending: false });
    expect(toast.error).toHaveBeenCalledWith('Please log in first.');
    expect(hook.result.current.chosen).toBeNull();
  });

  it('asks a signed-out customer to log in', () => {
    const hook = renderHook(() => useTokenPurchase(undefined, false));
    act(() => hook.result.current.choose(pack));
    expect(toast.error).toHaveBeenCalledWith('Please log in first.');
    expect(hook.result.current.chosen).toBeNull();
  });
});
