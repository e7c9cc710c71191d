import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import toast, { DEFAULT_TOAST_MS, Toaster } from './toast';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => {
      toast.dismiss();
      vi.runAllTimers();
    });
    vi.useRealTimers();
  });

  it('shows a message in a live region and takes it away after its time', () => {
    render(<Toaster />);
    act(() => void toast.success('Address saved'));
    expect(screen.getByRole('status').textContent).toBe('Address saved');
    act(() => {
      vi.advanceTimersByTime(DEFAULT_TOAST_MS - 1);
    });
    expect(screen.queryByText('Address saved')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Address saved')).toBeNull();
  });

  it('replaces a toast shown again under the same id, and keeps its own duration', () => {
    render(<Toaster />);
    act(() => void toast.error('Failed to start payment', { id: 'step' }));
    act(() => void toast.error('Missing client secret', { id: 'step', duration: 60_000 }));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Missing client secret']);
    act(() => {
      vi.advanceTimersByTime(DEFAULT_TOAST_MS + 1000);
    });
    expect(screen.queryByText('Missing client secret')).not.toBeNull();
  });

  it('draws a custom toast itself and dismisses it by id', () => {
    render(<Toaster />);
    let id = '';
    act(() => void (id = toast.custom((t) => <div role="alert">{t.visible ? 'You need tokens' : 'leaving'}</div>)));
    expect(screen.getByRole('alert').textContent).toBe('You need tokens');
    act(() => toast.dismiss(id));
    expect(screen.getByRole('alert').textContent).toBe('leaving');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('holds every toast while the pointer rests on them', () => {
    const { container } = render(<Toaster />);
    act(() => void toast('Checkout canceled', { duration: 1000 }));
    fireEvent.pointerEnter(container.firstElementChild!);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Checkout canceled')).not.toBeNull();
    fireEvent.pointerLeave(container.firstElementChild!);
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByText('Checkout canceled')).toBeNull();
  });

  it('item 12: a page change takes away what earlier pages said, but keeps the message that explains the move', () => {
    render(<Toaster />);
    act(() => void toast.success('Framed images ready!', { duration: 60_000 }));
    fireEvent.pointerDown(window);
    act(() => void toast.success('Password reset email sent. Check your inbox.'));
    act(() => {
      toast.leavePage();
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Framed images ready!')).toBeNull();
    expect(screen.queryByText('Password reset email sent. Check your inbox.')).not.toBeNull();
  });
});
