/** A page's document title (and its share card's title), named after the shop in the live settings. */
export const pageTitle = (page: string, shop: string) => `${page} · ${shop}`;

/** The home page's title: the shop's name and what it does. */
export const homeTitle = (shop: string) => `${shop} — Turn Your Pet Into Stunning Art`;
