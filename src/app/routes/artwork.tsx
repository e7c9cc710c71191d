import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/ui/button';
import { DEFAULT_TEMPLATE_NAME, isItemSize } from '../../lib/order-lines';
import { sameLine } from '../../features/cart/cart-sync';
import { useCart } from '../../features/cart/cart-context';
import { ArtworkChips } from '../../features/cart/artwork-chips';
import { FreeShippingBanner } from '../../features/cart/free-shipping-banner';
import { ImageCarousel } from '../../components/ui/image-carousel';
import { shareArtwork } from '../../lib/share-artwork';
import { usePublicConfig } from '../../lib/use-me';
import { SuggestionsCarousel } from '../../features/templates/suggestions-carousel';
import { artworkFromParams, artworkToParams, type ArtworkState } from './artwork-params';
import { OutlineIcon } from '../../components/ui/outline-icon';
import { CartIcon } from '../../features/cart/cart-icon';

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** /artwork: 'Your Generated Artwork', fed from router state, which is kept in the address (reload, new tab). */
export function ArtworkPage() {
  const locationState = useLocation().state as ArtworkState | null;
  const handedOver = useMemo(() => locationState ?? {}, [locationState]);
  const [params, setParams] = useSearchParams();
  const state = str(handedOver.artworkUrl) ? handedOver : artworkFromParams(params);
  const inAddress = params.has('art');
  useEffect(() => {
    if (!inAddress && str(handedOver.artworkUrl))
      setParams(artworkToParams(handedOver), { replace: true, state: handedOver });
  }, [inAddress, handedOver, setParams]);
  const navigate = useNavigate();
  const cart = useCart();
  const shopUrl = usePublicConfig().data?.publicUrl;
  const artworkUrl = str(state.artworkUrl);
  if (!artworkUrl) return <NoArtwork />;

  const images = [
    ...new Set([
      artworkUrl,
      ...(Array.isArray(state.images) ? state.images.filter((x): x is string => Boolean(str(x))) : []),
    ]),
  ];
  const size = str(state.size);
  const color = size === 'digital' ? null : str(state.color);
  const templateName = str(state.templateName) ?? DEFAULT_TEMPLATE_NAME;
  const sellable = Boolean(size && isItemSize(size) && (size === 'digital' || color));
  const line = {
    artworkUrl,
    originalUrl: str(state.originalUrl),
    size: size ?? '',
    color,
    templateName,
    mockupUrls: images.filter((u) => u !== artworkUrl),
  };
  const existing = cart.items.find((i) => sameLine(i, line));

  const addToCart = () => {
    if (existing) return cart.openDrawer(existing.id);
    cart.add(line);
  };
  const purchaseNow = () => {
    if (!existing) cart.add(line, { silent: true });
    void navigate('/cart');
  };

  return (
    <div className="bg-gradient-to-b from-brand-50 via-cream to-cream">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="grid items-start gap-8 md:grid-cols-2 md:gap-12">
          <ImageCarousel
            images={images}
            alt={`${templateName} artwork`}
            className="mx-auto w-full max-w-md md:max-w-none"
          />
          <div className="md:sticky md:top-below-bar">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Ready to order</p>
            <h1 className="mt-1 text-3xl font-semibold tracking-tight sm:text-4xl">Your Generated Artwork</h1>
            <p className="mt-3 text-stone-600">Add it to your cart, buy it now, or share it with friends.</p>
            <div className="mt-6">
              <ArtworkChips templateName={templateName} size={size} color={color} />
            </div>
            <div className="mt-8 grid gap-3 sm:grid-cols-2">
              <Button onClick={addToCart} disabled={!sellable} className="py-3 text-base" data-testid="add-to-cart">
                <CartIcon className="h-5 w-5" wheels={false} />
                Add to Cart
              </Button>
              <Button
                onClick={purchaseNow}
                disabled={!sellable}
                variant="secondary"
                className="py-3 text-base ring-ink"
              >
                Purchase Now
              </Button>
              <Button
                onClick={() => void shareArtwork(artworkUrl, shopUrl)}
                variant="ghost"
                className="py-3 text-base sm:col-span-2"
              >
                <OutlineIcon className="h-5 w-5">
                  <path
                    d="M12 15V3m0 0-4 4m4-4 4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </OutlineIcon>
                Share
              </Button>
            </div>
            {!sellable && (
              <p className="mt-3 text-sm text-stone-600">
                Choose a size and frame colour on the order page to buy this artwork.
              </p>
            )}
            {existing && <p className="mt-3 text-sm text-emerald-700">This artwork is already in your cart.</p>}
            <FreeShippingBanner digital={size === 'digital'} className="mt-8" />
          </div>
        </div>
        <SuggestionsCarousel currentName={templateName} />
      </div>
    </div>
  );
}

function NoArtwork() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">No artwork found.</h1>
      <p className="mt-3 text-stone-600">Create a portrait first — it will show up here, ready to frame.</p>
      <ButtonLink to="/" className="mt-6 px-6 py-3">
        Go Home
      </ButtonLink>
    </section>
  );
}
