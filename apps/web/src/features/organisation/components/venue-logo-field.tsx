import { useId } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { pictureFileTypes } from '@brigade/shared/files/upload-rules';
import type { OrganisationVenue } from '@brigade/shared/organisations/organisation-answers';
import { Button } from '../../../components/ui/button.tsx';
import { FileChoiceButton } from '../../../components/ui/file-choice-button.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useCheckedFileChoice } from '../../../lib/use-checked-file-choice.ts';
import { useVenueLogo } from '../api/organisation.ts';

/**
 * A venue's logo, shown on its job pages and its own page: the current one, a file input that
 * checks the upload rules before anything is sent, the upload's progress, and Remove. It saves on
 * its own, apart from the venue form's Save.
 */
export function VenueLogoField({ venue }: { venue: OrganisationVenue }) {
  const { t } = useTranslation('organisation');
  const { upload, remove, progress } = useVenueLogo(venue.id);
  const id = useId();
  const name = venue.name || t('organisation.venues.unnamed');
  const { errorKey, clearError, onChoose, fail } = useCheckedFileChoice(
    pictureFileTypes,
    t,
    (file, report) =>
      upload.mutate(file, {
        onSuccess: () => toast({ title: t('organisation.venues.logo.saved') }),
        onError: (error) => report('organisation.venues.logo.failed', error),
      }),
  );
  const busy = upload.isPending || remove.isPending;
  return (
    <fieldset aria-busy={busy} className="mb-3 grid gap-3 rounded-xl border border-border p-4">
      <legend className="px-1 font-semibold">{t('organisation.venues.logo.title')}</legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {venue.logoURL ? (
          <img
            src={venue.logoURL}
            alt={t('organisation.venues.logo.current', { name })}
            className="size-20 rounded-xl border border-border object-cover"
          />
        ) : null}
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap gap-2">
            <FileChoiceButton
              accept={pictureFileTypes.join(',')}
              disabled={busy}
              onChoose={onChoose}
              describedBy={`${id}-hint ${id}-error`}
            >
              {venue.logoURL
                ? t('organisation.venues.logo.change')
                : t('organisation.venues.logo.upload')}
            </FileChoiceButton>
            {venue.logoURL ? (
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => {
                  clearError();
                  remove.mutate(undefined, {
                    onSuccess: () => toast({ title: t('organisation.venues.logo.removed') }),
                    onError: (error) => fail('organisation.venues.logo.failed', error),
                  });
                }}
              >
                {t('organisation.venues.logo.remove')}
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t('organisation.venues.logo.hint')}
          </p>
          {progress !== null ? (
            <progress
              max={100}
              value={progress}
              aria-label={t('organisation.venues.logo.progress')}
              className="h-2 w-full max-w-xs accent-primary"
            />
          ) : null}
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
            {errorKey ? t(errorKey) : null}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
