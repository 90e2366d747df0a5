import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { useStorageUsage } from '../api/list-files.ts';

/** How much of the storage quota I use: the figures in words and a bar. */
export function StorageUsage() {
  const { t, i18n } = useTranslation('files');
  const usage = useStorageUsage();
  if (usage.isPending) {
    return <p className="text-sm text-muted-foreground">{t('files.usage.loading')}</p>;
  }
  if (usage.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('files.usage.loadError')}
      </p>
    );
  }
  const { usedBytes, limitBytes } = usage.data;
  const percent = limitBytes > 0 ? Math.min(100, Math.round((usedBytes / limitBytes) * 100)) : 0;
  const text = t('files.usage.text', {
    used: formatBytes(usedBytes, i18n.language),
    limit: formatBytes(limitBytes, i18n.language),
  });
  return (
    <section
      aria-labelledby="storage-usage-heading"
      className="rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <h2 id="storage-usage-heading" className="text-lg font-semibold">
        {t('files.usage.heading')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      <div
        role="progressbar"
        aria-label={t('files.usage.heading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={percent >= 90 ? 'h-full bg-danger' : 'h-full bg-primary'}
          style={{ width: `${percent}%` }}
        />
      </div>
    </section>
  );
}
