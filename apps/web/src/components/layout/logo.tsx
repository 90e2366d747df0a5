import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation/use-translation.ts';

/**
 * The round Brigade mark with the product name. The image is decorative next to the name; if it
 * cannot load, a round placeholder reading "Logo" takes its place (spec section 2).
 */
export function Logo() {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // On a server-rendered page the image may have failed before React hydrated it, when no
  // onError handler was there to hear it: look once at what the browser already knows.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setImageFailed(true);
  }, []);
  return (
    <span className="inline-flex items-center gap-2.5">
      {imageFailed ? (
        <span
          aria-hidden="true"
          data-testid="logo-placeholder"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-input bg-muted text-[0.625rem] font-semibold text-muted-foreground"
        >
          {t('brand.logoPlaceholder')}
        </span>
      ) : (
        <img
          src="/logo.svg"
          alt=""
          width={36}
          height={36}
          ref={image}
          data-testid="logo-image"
          className="size-9 shrink-0 rounded-full"
          onError={() => setImageFailed(true)}
        />
      )}
      <span className="font-display text-xl font-bold tracking-tight">{t('brand.name')}</span>
    </span>
  );
}
