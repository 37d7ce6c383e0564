import { useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Icon } from './icon.tsx';

interface VideoPlayerProps {
  src: string;
  poster: string;
  title: string;
  width: number;
  height: number;
}

/**
 * A video that costs nothing until asked for: the poster and a play button first (no video bytes on a slow link),
 * then the browser's own player, already playing.
 */
export function VideoPlayer({ src, poster, title, width, height }: VideoPlayerProps) {
  const { t } = useTranslation(['content', 'common']);
  const [playing, setPlaying] = useState(false);
  if (playing) {
    // eslint-disable-next-line jsx-a11y/media-has-caption -- no captions file exists for the clip yet; its title and the page's text say what it shows
    return <video className="video" src={src} poster={poster} width={width} height={height} controls autoPlay playsInline title={title} />;
  }
  return (
    <button type="button" className="video video--poster" onClick={() => setPlaying(true)} aria-label={t('video.play', { title })}>
      <img src={poster} alt="" width={width} height={height} loading="lazy" />
      <span className="video__play">
        <Icon name="play" size={36} />
      </span>
    </button>
  );
}
