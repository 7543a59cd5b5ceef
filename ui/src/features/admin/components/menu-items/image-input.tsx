import { ITEM_IMAGE_MAX_BYTES } from '@contract/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { Checkbox } from '../form/checkbox';
import styles from './image-input.module.css';

export const NO_IMAGE = '/img/menu/no_image.png';
const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

export interface ImageInputProps {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The item's picture now (edit only). */
  currentUrl?: string | null;
  clear?: boolean;
  onClear?: (clear: boolean) => void;
}

/** Object URL of the chosen file for the preview, released when it changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * Picks a photo with a square preview. Size and type are checked here first so a 30 MB photo is
 * never sent over shop Wi-Fi; the box checks the bytes again (422 for anything not an image).
 */
export function ImageInput({ file, onFile, currentUrl, clear = false, onClear }: ImageInputProps) {
  const admin = useText(adminText);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  const [error, setError] = useState<string | null>(null);
  const shown = preview ?? (clear ? null : currentUrl) ?? NO_IMAGE;

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    if (chosen.size > ITEM_IMAGE_MAX_BYTES) {
      setError(admin.menuItems.imageTooLarge);
    } else if (!chosen.type.startsWith('image/')) {
      setError(admin.menuItems.imageNotImage);
    } else {
      setError(null);
      onFile(chosen);
      onClear?.(false);
    }
    if (input.current) input.current.value = '';
  }

  return (
    <div className={styles.wrap}>
      <span className={styles.label} id={`${id}-label`}>
        {admin.menuItems.image}
      </span>
      <div className={styles.row}>
        <img className={styles.preview} src={shown} alt="" width={96} height={96} />
        <div className={styles.controls}>
          <label className={styles.pick}>
            <input
              ref={input}
              id={id}
              type="file"
              accept={ACCEPT}
              className={styles.file}
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-hint`}
              onChange={(e) => choose(e.target.files?.[0])}
            />
            <span aria-hidden="true">{file || currentUrl ? admin.menuItems.imageChange : admin.menuItems.imageChoose}</span>
          </label>
          {file && (
            <Button variant="ghost" onClick={() => onFile(null)}>
              {admin.common.cancel}
            </Button>
          )}
          {onClear && currentUrl && !file && (
            <Checkbox checked={clear} onChange={(e) => onClear(e.target.checked)}>
              {admin.menuItems.imageDelete}
            </Checkbox>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {file ? file.name : admin.menuItems.imageHint}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
