import toast from './toast';

/**
 * Native share with the title 'My Pet Portrait'; where the browser cannot share, the image link is
 * copied instead. Cancelling the share sheet is not an error. A relative link is made absolute on the shop's
 * PUBLIC_URL (`shopUrl`), the address the person it is shared with can open.
 */
export async function shareArtwork(imageUrl: string, shopUrl: string = window.location.origin) {
  const url = new URL(imageUrl, shopUrl).toString();
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
