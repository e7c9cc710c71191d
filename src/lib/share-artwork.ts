import toast from './toast';

/**
 * Native share with the title 'My Pet Portrait'; where the browser cannot share, the image link is
 * copied instead. Cancelling the share sheet is not an error.
 */
export async function shareArtwork(imageUrl: string) {
  const url = new URL(imageUrl, window.location.origin).toString();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'My Pet Portrait', url });
      return;
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Image link copied to clipboard');
  } catch {
    toast.error('Could not share. Copy the link from your browser instead.');
  }
}
