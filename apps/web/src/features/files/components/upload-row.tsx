import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { UploadItem } from '../use-uploads.ts';

interface UploadRowProps {
  item: UploadItem;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
  onDismiss: () => void;
}

/** One file on its way: name, progress in percent, state, and what can be done with it now. */
export function UploadRow({ item, onPause, onResume, onCancel, onDismiss }: UploadRowProps) {
  const { t } = useTranslation('files');
  const { name, percent, state } = item;
  const progressLabel = t('files.upload.progressLabel', { name });
  return (
    <li className="rounded-xl border border-border bg-card p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold break-all">{name}</p>
        <p className="text-sm text-muted-foreground">
          <span>{t(`files.upload.states.${state}`)}</span>
          {' · '}
          <span>{t('files.upload.percent', { percent })}</span>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={state === 'error' ? 'h-full bg-danger' : 'h-full bg-primary'}
          style={{ width: `${percent}%` }}
        />
      </div>
      {state === 'error' && item.errorKey ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t(item.errorKey)}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {state === 'running' ? (
          <Button
            variant="outline"
            onClick={onPause}
            aria-label={t('files.upload.pause', { name })}
          >
            {t('files.upload.pauseShort')}
          </Button>
        ) : null}
        {state === 'paused' ? (
          <Button
            variant="outline"
            onClick={onResume}
            aria-label={t('files.upload.resume', { name })}
          >
            {t('files.upload.resumeShort')}
          </Button>
        ) : null}
        {state === 'running' || state === 'paused' ? (
          <Button
            variant="outline"
            onClick={onCancel}
            aria-label={t('files.upload.cancel', { name })}
          >
            {t('files.upload.cancelShort')}
          </Button>
        ) : (
          <Button
            variant="ghost"
            onClick={onDismiss}
            aria-label={t('files.upload.dismiss', { name })}
          >
            {t('files.upload.dismissShort')}
          </Button>
        )}
      </div>
    </li>
  );
}
