import { type SyntheticEvent, useState } from 'react';

export const NO_IMAGE = '/img/menu/no_image.png';

export interface ItemImageProps {
  src: string | null;
  className?: string;
  eager?: boolean;
}

/** A menu photo, or the shop's 'no image' picture when there is none or it fails to load. */
export function ItemImage({ src, className, eager = false }: ItemImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : NO_IMAGE;
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (event.currentTarget.getAttribute('src') !== NO_IMAGE) setFailed(src);
  };
  return <img className={className} src={shown} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" onError={onError} />;
}
