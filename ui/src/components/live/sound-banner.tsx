import styles from './sound-banner.module.css';

/** The texts of the sound prompt, from the screen's area catalog. */
export interface SoundTexts {
  locked: string;
  enable: string;
  on: string;
}

export interface SoundBannerProps {
  unlocked: boolean;
  onEnable: () => void;
  texts: SoundTexts;
}

/** Until the first tap: the screen says sound is off and offers the tap that turns it on (fixed at the bottom). */
export function SoundBanner({ unlocked, onEnable, texts }: SoundBannerProps) {
  if (unlocked) return null;
  return (
    <div className={styles.banner}>
      <SpeakerIcon muted />
      <p className={styles.text}>{texts.locked}</p>
      <button type="button" className={styles.enable} onClick={onEnable}>
        {texts.enable}
      </button>
    </div>
  );
}

/**
 * In a dark bar, for screens whose content must stay uncovered (the order list): until the first
 * tap, a bright button that says sound is off and turns it on; then the 通知音オン badge. It sits
 * where the badge will be, so nothing on the screen moves when it changes.
 */
export function SoundSwitch({ unlocked, onEnable, texts }: SoundBannerProps) {
  if (unlocked) return <SoundOnBadge unlocked texts={texts} />;
  return (
    <button type="button" className={styles.switch} onClick={onEnable} title={texts.locked}>
      <SpeakerIcon muted />
      {texts.enable}
    </button>
  );
}

/** In a dark bar once sound works. */
export function SoundOnBadge({ unlocked, texts }: { unlocked: boolean; texts: SoundTexts }) {
  if (!unlocked) return null;
  return (
    <span className={styles.badge}>
      <SpeakerIcon />
      {texts.on}
    </span>
  );
}

function SpeakerIcon({ muted = false }: { muted?: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
