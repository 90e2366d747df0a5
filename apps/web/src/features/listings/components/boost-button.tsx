import { useRef, useState } from 'react';
import { Zap } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ListingSummary } from '@brigade/shared/jobs/job-answers';
import { BOOST_DAYS } from '@brigade/shared/plans/plans';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useBoostJob } from '../api/boost-job.ts';

/**
 * "Boost" (plans): after saying what it does and what it costs (one of the plan's boosts this
 * month), puts the open listing first in Browse Jobs, "Urgently hiring", for BOOST_DAYS days. A
 * plan without boosts left is told so in the dialog, with the way to the plans.
 */
export function BoostButton({ listing }: { listing: ListingSummary }) {
  const { t, i18n } = useTranslation('listings');
  const boost = useBoostJob();
  const [confirming, setConfirming] = useState(false);
  // Until when the boost runs, as the server answered it.
  const until = useRef<string | null>(null);
  return (
    <>
      <Button
        variant="outline"
        aria-label={t('listings.manage.boost.label', { title: listing.title })}
        onClick={() => setConfirming(true)}
      >
        <Zap aria-hidden="true" className="size-4" />
        {t('listings.manage.boost.action')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          id={`boost-${listing.id}`}
          title={t('listings.manage.boost.title', { title: listing.title })}
          description={t('listings.manage.boost.body', { days: BOOST_DAYS })}
          dismissLabel={t('listings.manage.boost.cancel')}
          confirmLabel={t('listings.manage.boost.confirm')}
          pendingLabel={t('listings.manage.boost.boosting')}
          action={async () => {
            until.current = (await boost.mutateAsync(listing.id)).urgentUntil;
          }}
          onDone={() => {
            toast({
              title: t('listings.manage.boost.done', {
                title: listing.title,
                date: until.current ? formatDateTime(until.current, i18n.language, true) : '',
              }),
            });
            setConfirming(false);
          }}
          failureTitle={t('listings.manage.boost.failed')}
          onOpenChange={setConfirming}
        />
      ) : null}
    </>
  );
}
