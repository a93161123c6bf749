import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@/shared/locale';
import { Icon } from '@/shared/ui';
import { currentDevice, wantsBackgroundVideo, type DeviceTraits } from '../lib/device.ts';
import {
  IMAGE_FORMATS,
  srcSet,
  TOUR,
  tourCaptionsFile,
  tourFile,
  tourPosterFile,
  VIDEO_FORMATS,
} from '../lib/product-media.ts';
import * as styles from './landing.css.ts';

/** Spec section 9: the video starts this long after it is asked to. */
export const VIDEO_AUTOPLAY_DELAY_MS = 100;
/** How near the screen the tour must come before its background loop loads. */
const NEAR_MARGIN = '200px 0px';

/**
 * Calls `fail` when none of a video's sources loads. With <source> children the video itself reports no
 * error and play() never settles: the last source's `error` event is the only sign. Returns the unsubscribe.
 */
function whenNoSourceLoads(video: HTMLVideoElement, fail: () => void): () => void {
  const last = video.querySelector('source:last-of-type');
  last?.addEventListener('error', fail);
  return () => last?.removeEventListener('error', fail);
}

/** The device's traits are read once per render; nothing to subscribe to. */
const noChanges = () => () => undefined;

export interface TourPlayerProps {
  /** The device, for the background video's rule; the browser's own when left out. */
  device?: DeviceTraits;
}

/**
 * Spec section 4's landing video: the poster until Play is pressed, then the player, which starts
 * VIDEO_AUTOPLAY_DELAY_MS later; if the browser refuses to start it, once more muted, and if that fails
 * too, the poster again with a message. Behind the poster, on a desktop (not a phone, not with reduced
 * motion or data saving), the tour loops silently once it comes near the screen; if it cannot play, the
 * poster stays.
 */
export function TourPlayer({ device }: TourPlayerProps) {
  const { t } = useTranslation('landing');
  const language = useUnit($language);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  // Decided in the browser, after hydration: the prerendered page has the poster only.
  const backgroundWanted = useSyncExternalStore(
    noChanges,
    () => wantsBackgroundVideo(device ?? currentDevice()),
    () => false,
  );
  const [backgroundFailed, setBackgroundFailed] = useState(false);
  // The loop (about half a megabyte) loads only once the tour is near the screen.
  const [near, setNear] = useState(false);
  const tourRef = useRef<HTMLDivElement>(null);
  const background = backgroundWanted && !backgroundFailed && near;
  const playerRef = useRef<HTMLVideoElement>(null);
  const backgroundRef = useRef<HTMLVideoElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const tour = tourRef.current;
    if (!backgroundWanted || !tour) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(tour);
    return () => observer.disconnect();
  }, [backgroundWanted]);

  useEffect(() => {
    const video = backgroundRef.current;
    if (!background || playing || !video) return;
    const fail = () => setBackgroundFailed(true);
    const stopOnFailure = whenNoSourceLoads(video, fail);
    const timer = setTimeout(() => {
      video.play().catch(fail);
    }, VIDEO_AUTOPLAY_DELAY_MS);
    return () => {
      stopOnFailure();
      clearTimeout(timer);
    };
  }, [background, playing]);

  useEffect(() => {
    const video = playerRef.current;
    if (!playing || !video) return;
    video.focus();
    let current = true;
    const fail = () => {
      if (!current) return;
      setPlaying(false);
      setFailed(true);
    };
    const stopOnFailure = whenNoSourceLoads(video, fail);
    const timer = setTimeout(() => {
      video
        .play()
        .catch(() => {
          if (!current) return;
          video.muted = true;
          return video.play();
        })
        .catch(fail);
    }, VIDEO_AUTOPLAY_DELAY_MS);
    return () => {
      current = false;
      stopOnFailure();
      clearTimeout(timer);
    };
  }, [playing]);

  // After a failure the keyboard is back on Play, where the message says to press.
  useEffect(() => {
    if (failed && !playing) playRef.current?.focus();
  }, [failed, playing]);

  const sources = VIDEO_FORMATS.map(({ extension, type }) => (
    <source key={extension} src={tourFile(language, extension)} type={type} />
  ));
  const largestPoster = TOUR.posterWidths[TOUR.posterWidths.length - 1] ?? TOUR.width;
  return (
    <div ref={tourRef} className={styles.tour}>
      {playing ? (
        // Its captions are the <track>s below, one per language (the rule cannot see through the map).
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          ref={playerRef}
          className={styles.tourMedia}
          controls
          playsInline
          preload="auto"
          poster={tourPosterFile(language, largestPoster, 'webp')}
          width={TOUR.width}
          height={TOUR.height}
          aria-label={t('video.title')}
          data-testid="tour-player"
        >
          {sources}
          {SUPPORTED_LANGUAGES.map((captions) => (
            <track
              key={captions}
              kind="captions"
              src={tourCaptionsFile(language, captions)}
              srcLang={captions}
              label={LANGUAGE_NAMES[captions]}
              default={captions === language}
            />
          ))}
        </video>
      ) : (
        <>
          <picture>
            {IMAGE_FORMATS.map((format) => (
              <source
                key={format}
                type={`image/${format}`}
                sizes="(min-width: 72rem) 70rem, 94vw"
                srcSet={srcSet(TOUR.posterWidths, (width) => tourPosterFile(language, width, format))}
              />
            ))}
            <img
              className={styles.tourMedia}
              src={tourPosterFile(language, largestPoster, 'webp')}
              alt={t('video.poster')}
              width={TOUR.width}
              height={TOUR.height}
              loading="lazy"
              decoding="async"
            />
          </picture>
          {background ? (
            <video
              ref={backgroundRef}
              className={styles.tourBackground}
              muted
              loop
              playsInline
              preload="auto"
              aria-hidden="true"
              tabIndex={-1}
              data-testid="tour-background"
            >
              {sources}
            </video>
          ) : null}
          <button
            ref={playRef}
            type="button"
            className={styles.playButton}
            onClick={() => {
              setFailed(false);
              setPlaying(true);
            }}
          >
            <span className={styles.playIcon}>
              <Icon name="play" />
            </span>
            {t('video.play')}
          </button>
        </>
      )}
      <p role="status" className={styles.tourStatus}>
        {failed ? t('video.failed') : ''}
      </p>
    </div>
  );
}
