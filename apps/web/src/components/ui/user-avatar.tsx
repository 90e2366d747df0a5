import { useState } from 'react';
import { clsx } from 'clsx';

interface UserAvatarProps {
  photoURL: string | null;
  /** Shown when there is no photo, or it fails to load. */
  initial: string;
  /** Empty (decorative) by default: the user's name is usually right beside it. */
  alt?: string;
  /** Size and text size; the shape and colours are the avatar's own. */
  className: string;
}

/** A round avatar: the user's photo, else their initial on the brand colour. */
export function UserAvatar({ photoURL, initial, alt = '', className }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (photoURL && failed !== photoURL) {
    return (
      <img
        src={photoURL}
        alt={alt}
        onError={() => setFailed(photoURL)}
        className={clsx('shrink-0 rounded-full bg-muted object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground uppercase',
        className,
      )}
    >
      {initial}
    </span>
  );
}
