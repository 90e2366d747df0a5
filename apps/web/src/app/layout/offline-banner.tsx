import { WifiOff } from 'lucide-react';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { useOnlineStatus } from '../../lib/use-online-status.ts';

/**
 * "You are offline", under the header while the browser has no network. The live region is
 * always there (empty while online), so screen readers announce the message when it appears; it
 * stays in view under the sticky header. A bare aria-live rather than role="status": pages find
 * their own status messages by that role.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <div aria-live="polite" data-testid="offline-banner" className="sticky top-16 z-30">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 border-b border-border bg-muted px-4 py-2 text-center text-sm text-foreground">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
