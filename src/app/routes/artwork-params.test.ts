import { describe, expect, it } from 'vitest';
import { artworkFromParams, artworkToParams } from './artwork-params';

describe('item 13: the artwork page keeps its state in the URL', () => {
  const state = {
    artworkUrl: '/files/library/u1/abc.webp',
    originalUrl: '/files/user_uploads/u1/photo.jpg',
    images: ['/files/library/u1/abc.webp', '/files/mockups/u1/x-framed.webp', '/files/mockups/u1/x-wall.webp'],
    size: 'medium',
    color: 'red_oak',
    templateName: 'Royal Pet',
  };

  it('item 13: the artwork, its views, size, colour and style come back from the address', () => {
    const params = artworkToParams(state);
    expect(artworkFromParams(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('item 13: an address naming no file of the shop shows nothing of it', () => {
    expect(artworkFromParams(new URLSearchParams('art=https://evil.example/x.png'))).toEqual({});
    expect(artworkFromParams(new URLSearchParams('art=//evil.example/x.png'))).toEqual({});
    expect(artworkFromParams(new URLSearchParams('art=/files/a.webp&view=https://evil.example/y.png')).images).toEqual([
      '/files/a.webp',
    ]);
  });
});
