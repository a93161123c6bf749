import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/shared/testing';
import type { DeviceTraits } from '../lib/device.ts';
import { TourPlayer } from './TourPlayer.tsx';

const desktop: DeviceTraits = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
  width: 1280,
  touch: false,
  reducedMotion: false,
  saveData: false,
};
const phone: DeviceTraits = {
  ...desktop,
  userAgent: 'Mozilla/5.0 (Linux; Android 15) Chrome/131 Mobile',
  width: 390,
};
const refused = () => Promise.reject(new DOMException('play() is not allowed', 'NotAllowedError'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TourPlayer', () => {
  it('shows the poster until Play, then the player with captions in both languages', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const { screen } = await renderInApp(<TourPlayer device={phone} />, { url: '/', user: null });
    const poster = screen.getByRole('img', { name: /first screen of the product tour/ });
    await expect.element(poster).toHaveAttribute('src', '/media/product-tour-poster.en-US.1280w.webp');
    expect(document.querySelector('video')).toBeNull();

    await screen.getByRole('button', { name: 'Play the product tour' }).click();
    const player = screen.getByTestId('tour-player');
    await expect.element(player).toHaveFocus();
    const video = player.element() as HTMLVideoElement;
    expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([
      '/media/product-tour.en-US.webm',
      '/media/product-tour.en-US.mp4',
    ]);
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((track) => [track.srclang, track.label, track.default])).toEqual([
      ['en-US', 'English', true],
      ['tr-TR', 'Türkçe', false],
    ]);
    expect(tracks[1]?.getAttribute('src')).toBe('/media/product-tour.en-US.tr-TR.vtt');
    await expect.poll(() => play.mock.instances.includes(video)).toBe(true);
    expect(video.muted).toBe(false);
    await expect.element(poster).not.toBeInTheDocument();
  });

  it('retries a refused start muted, and keeps playing', async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockImplementationOnce(refused)
      .mockImplementation(() => Promise.resolve());
    const { screen } = await renderInApp(<TourPlayer device={phone} />, { url: '/', user: null });
    await screen.getByRole('button', { name: 'Play the product tour' }).click();
    const video = screen.getByTestId('tour-player');
    await expect.poll(() => play.mock.calls.length).toBe(2);
    expect((video.element() as HTMLVideoElement).muted).toBe(true);
    await expect.element(video).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
  });

  it('goes back to the poster with a message, focus on Play, when even a muted start is refused (Turkish)', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(refused);
    const { screen } = await renderInApp(<TourPlayer device={phone} />, { url: '/tr', user: null });
    await screen.getByRole('button', { name: 'Ürün turunu oynat' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Video başlatılamadı. Yeniden denemek için oynat düğmesine basın.');
    await expect.element(screen.getByRole('button', { name: 'Ürün turunu oynat' })).toHaveFocus();
    await expect
      .element(screen.getByRole('img', { name: /ürün turunun ilk ekranı/ }))
      .toHaveAttribute('src', '/media/product-tour-poster.tr-TR.1280w.webp');
    expect(screen.getByTestId('tour-player').query()).toBeNull();
  });

  it('gives the poster back with the message when no source of the video loads (play() never settles then)', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => new Promise<void>(() => undefined));
    const { screen } = await renderInApp(<TourPlayer device={phone} />, { url: '/', user: null });
    await screen.getByRole('button', { name: 'Play the product tour' }).click();
    const player = screen.getByTestId('tour-player');
    await expect.element(player).toBeVisible();
    const sources = player.element().querySelectorAll('source');
    sources[0]?.dispatchEvent(new Event('error'));
    await expect.element(player).toBeVisible();
    sources[sources.length - 1]?.dispatchEvent(new Event('error'));
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('The video could not start. Press play to try again.');
    await expect.element(screen.getByRole('button', { name: 'Play the product tour' })).toHaveFocus();
  });

  it('loops the tour silently behind the poster on a desktop', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const { screen } = await renderInApp(<TourPlayer device={desktop} />, { url: '/', user: null });
    const background = screen.getByTestId('tour-background');
    await expect.element(background).toBeInTheDocument();
    const video = background.element() as HTMLVideoElement;
    expect([
      video.muted,
      video.loop,
      video.controls,
      video.getAttribute('aria-hidden'),
      video.tabIndex,
    ]).toEqual([true, true, false, 'true', -1]);
    await expect.poll(() => play.mock.instances.includes(video)).toBe(true);
    // Play replaces it with the player.
    await screen.getByRole('button', { name: 'Play the product tour' }).click();
    await expect.element(screen.getByTestId('tour-player')).toBeVisible();
    expect(screen.getByTestId('tour-background').query()).toBeNull();
  });

  it('loads the background loop only once the tour comes near the screen', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const { screen } = await renderInApp(
      <>
        <div data-testid="above" style={{ height: '400vh' }} />
        <TourPlayer device={desktop} />
      </>,
      { url: '/', user: null },
    );
    await expect.element(screen.getByRole('button', { name: 'Play the product tour' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('tour-background').query()).toBeNull();
    screen.getByRole('button', { name: 'Play the product tour' }).element().scrollIntoView();
    await expect.element(screen.getByTestId('tour-background')).toBeInTheDocument();
  });

  it('skips the background video on a phone, and drops it for the poster when it cannot play', async () => {
    const { screen: onPhone } = await renderInApp(<TourPlayer device={phone} />, { url: '/', user: null });
    await expect.element(onPhone.getByRole('button', { name: 'Play the product tour' })).toBeVisible();
    expect(onPhone.getByTestId('tour-background').query()).toBeNull();
    await onPhone.unmount();

    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() =>
      Promise.reject(new DOMException('no supported source', 'NotSupportedError')),
    );
    const { screen } = await renderInApp(<TourPlayer device={desktop} />, { url: '/', user: null });
    await expect.poll(() => screen.getByTestId('tour-background').query()).toBeNull();
    await expect.element(screen.getByRole('img', { name: /first screen of the product tour/ })).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
  });

  it('drops the background video when none of its sources loads', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => new Promise<void>(() => undefined));
    const { screen } = await renderInApp(<TourPlayer device={desktop} />, { url: '/', user: null });
    const background = screen.getByTestId('tour-background');
    await expect.element(background).toBeInTheDocument();
    const sources = background.element().querySelectorAll('source');
    sources[sources.length - 1]?.dispatchEvent(new Event('error'));
    await expect.poll(() => background.query()).toBeNull();
    await expect.element(screen.getByRole('img', { name: /first screen of the product tour/ })).toBeVisible();
  });
});
